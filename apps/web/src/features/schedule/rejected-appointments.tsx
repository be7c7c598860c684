import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useLiveResult } from '../../ui/data/use-live-result.ts';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { appointmentsOf } from '../../ui/data/appointments.ts';
import { useClientsById } from '../../ui/data/use-clients.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { formatDateTime } from '../../ui/format/format-date-time.ts';
import { useAppointmentDialogLink } from '../../ui/navigation/app-links.ts';
import { useDialogText } from '../../ui/use-dialog-text.ts';

export interface RejectedAppointmentsProps {
  timeZone: string;
}

/**
 * The appointments the server refused, wherever they fall (one waits for the user whatever day is in view), each
 * with the server's words and a way to it (issue 36: a refused booking stayed on the schedule as a second block
 * marked only by a red outline). Opening it shows the same words above its fields, to correct it and save again;
 * 'Waiting to sync' can discard it.
 */
export function RejectedAppointments({ timeZone }: RejectedAppointmentsProps) {
  const { t } = useTranslation();
  const dialogText = useDialogText();
  const { session } = useActiveSession();
  const { openExisting } = useAppointmentDialogLink();
  const rejected = useLiveResult(() => appointmentsOf(session, timeZone).listRejected(), [session, timeZone]);
  const clients = useClientsById(session, rejected?.map((appointment) => appointment.clientId) ?? []);
  if (!rejected?.length) return null;
  return (
    <Stack spacing={1} data-testid="schedule-rejected">
      {rejected.map((appointment) => {
        const reason = dialogText({ refused: appointment.syncError ?? [] });
        const name = clientName(t, clients?.get(appointment.clientId), appointment.clientId);
        const when = formatDateTime(Date.parse(appointment.startDateInstance), timeZone);
        return (
          <Alert
            key={appointment.appointmentId}
            severity="error"
            action={
              <Button color="inherit" onClick={() => openExisting(appointment.appointmentId)}>
                {t('schedule.openRejected')}
              </Button>
            }
          >
            <AlertTitle>{t('schedule.rejectedTitle', { client: name, when })}</AlertTitle>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {reason}
            </Typography>
          </Alert>
        );
      })}
    </Stack>
  );
}
