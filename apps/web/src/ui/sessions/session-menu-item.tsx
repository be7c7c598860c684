import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { useLiveResult } from '../data/use-live-result.ts';
import { useTranslation } from 'react-i18next';
import {
  PROGRAM_TIME_ZONE,
  sessionControl,
  sessionVisitState,
  type Activity,
  type Organization,
} from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { now } from '../../platform/clock.ts';
import { appointmentsOf } from '../data/appointments.ts';
import { useRecord } from '../data/use-record.ts';
import { useAppointmentDialogLink } from '../navigation/app-links.ts';
import { useStopVisitLink } from './stop-link.ts';
import { useAppointmentVisit } from './use-visits.ts';

export interface SessionMenuItemProps {
  appointmentId: number;
  /** Closes the menu before the action opens its dialog. */
  onChosen: () => void;
}

/**
 * spec 1 §2 card menu "start or stop the visit timer", shown only by spec 1 §4's rule (sessionControl): an
 * appointment on the current day, not in a final status, whose visit is not verified and whose activity's
 * status list offers In Session; or one whose visit is running. Start opens the Appointment dialog in its
 * start mode; Stop starts the stop flow.
 */
export function SessionMenuItem({ appointmentId, onChosen }: SessionMenuItemProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const appointment = useLiveResult(
    () => appointmentsOf(session, PROGRAM_TIME_ZONE).get(appointmentId),
    [session, appointmentId],
  );
  const visit = useAppointmentVisit(session, appointmentId);
  const organization = useRecord<Organization>(session.store, 'organization', appointment?.organizationId);
  const activity = useRecord<Activity>(session.store, 'activity', appointment?.activityId);
  const { openStart } = useAppointmentDialogLink();
  const stopLink = useStopVisitLink();
  if (!appointment || visit === undefined) return null;
  const control = sessionControl({
    start: new Date(appointment.startDateInstance),
    status: appointment.status,
    visit: sessionVisitState(visit),
    variant: activity?.isAggregator ? 'aggregator' : 'standard',
    now: now(),
    timeZone: organization?.timeZone ?? PROGRAM_TIME_ZONE,
  });
  if (control === null) return null;
  const choose = () => {
    onChosen();
    if (control === 'stop' && visit) stopLink.open(visit.evvVisitId);
    else openStart(appointment.appointmentId);
  };
  return (
    <MenuItem onClick={choose}>
      <ListItemIcon>
        {control === 'stop' ? (
          <StopCircleOutlined fontSize="small" />
        ) : (
          <PlayCircleOutline fontSize="small" />
        )}
      </ListItemIcon>
      <ListItemText>
        {control === 'stop' ? t('sessions.stopSession') : t('sessions.startSession')}
      </ListItemText>
    </MenuItem>
  );
}
