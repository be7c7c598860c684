import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visitDestination } from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { ContactIcons } from '../clients/contact-icons.tsx';
import { AppointmentVisitStanding } from '../evv/appointment-visit-standing.tsx';
import { clientName } from '../format/client-name.ts';
import { formatDate, formatTime } from '../format/format-date-time.ts';
import { useAppointmentDialogLink } from '../navigation/app-links.ts';
import { AppointmentStopwatch } from '../sessions/appointment-stopwatch.tsx';
import { VisitRefusal } from '../sessions/visit-refusal.tsx';
import { AppointmentMenu } from './appointment-menu.tsx';
import { StatusChip } from './status-chip.tsx';

/** The room the map link and the menu button (44 px each) take at the card's right edge. */
const ACTIONS_COLUMN_PX = 96;

export interface AppointmentCardProps {
  appointment: LocalAppointment;
  client: ClientData | undefined;
  activityName: string | undefined;
  timeZone: string;
  /** Lists spanning several days show the date too. */
  showDate?: boolean;
}

/**
 * One appointment in a list (dashboard, face sheet): when, who, what and its status; tapping it opens the
 * appointment, a map link leads to the visit's address (issue 36) and the menu holds the other actions. A record the server has not taken yet says so, and so does a
 * verification of its visit the server refused as verified already (issue 36), and a verified visit where it stands
 * with the payer (issue 32).
 */
export function AppointmentCard({
  appointment,
  client,
  activityName,
  timeZone,
  showDate,
}: AppointmentCardProps) {
  const { t } = useTranslation();
  const { openExisting } = useAppointmentDialogLink();
  const start = Date.parse(appointment.startDateInstance);
  const end = Date.parse(appointment.endDateInstance);
  const name = clientName(t, client, appointment.clientId);
  const time = t('appointmentCard.timeRange', {
    start: formatTime(start, timeZone),
    end: formatTime(end, timeZone),
  });
  return (
    // The action area spans the whole card and the map link and menu sit over its right edge, so the pressed shade
    // covers the card to its edge (issue 20 §10: it stopped short of the menu column).
    <Card variant="outlined" data-testid="appointment-card" sx={{ position: 'relative' }}>
      <CardActionArea
        onClick={() => openExisting(appointment.appointmentId)}
        sx={{ p: 1.5, pr: `${ACTIONS_COLUMN_PX}px`, minWidth: 0 }}
      >
        {/* The chips move under the time when both do not fit (Spanish times are longer): the time is never cut. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {showDate ? `${formatDate(start, timeZone)} ${time}` : time}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
            {appointment.syncState !== 'clean' && (
              <Chip
                size="small"
                color={appointment.syncState === 'error' ? 'error' : 'default'}
                label={t(`syncState.${appointment.syncState}`)}
              />
            )}
            <StatusChip status={appointment.status} />
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body1" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {name}
          </Typography>
          <AppointmentStopwatch appointmentId={appointment.appointmentId} />
        </Stack>
        {activityName && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {activityName}
          </Typography>
        )}
        <VisitRefusal appointmentId={appointment.appointmentId} />
        <AppointmentVisitStanding appointmentId={appointment.appointmentId} brief />
      </CardActionArea>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          right: 4,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <ContactIcons
          name={name}
          phone={null}
          destination={visitDestination(appointment, client?.addresses ?? [])}
        />
        <AppointmentMenu
          appointmentId={appointment.appointmentId}
          clientId={appointment.clientId}
          clientLabel={name}
        />
      </Box>
    </Card>
  );
}
