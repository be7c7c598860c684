import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppointmentDay } from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { formatDayHeading } from '../format/format-calendar-date.ts';
import { AppointmentCard } from './appointment-card.tsx';

export interface AppointmentDaysProps {
  days: readonly AppointmentDay<LocalAppointment>[];
  clients: ReadonlyMap<number, ClientData> | undefined;
  activityNames: ReadonlyMap<number, string>;
  timeZone: string;
}

/**
 * spec 1 §2 tablet dashboard, spec 2 §2 face sheet Tasks: appointments by day under 'LLLL dd, yyyy' headers,
 * every day shown and expanded, an empty day saying so.
 */
export function AppointmentDays({ days, clients, activityNames, timeZone }: AppointmentDaysProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="appointment-days">
      {days.map((day) => (
        <Box key={day.date} component="section" aria-label={formatDayHeading(day.date)} data-date={day.date}>
          <Typography
            variant="subtitle2"
            component="h3"
            color="text.secondary"
            sx={{ fontWeight: 700, mb: 0.75 }}
          >
            {formatDayHeading(day.date)}
          </Typography>
          {day.appointments.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ pl: 0.5 }}>
              {t('empty.appointments')}
            </Typography>
          ) : (
            <Stack spacing={1}>
              {day.appointments.map((appointment) => (
                <AppointmentCard
                  key={appointment.appointmentId}
                  appointment={appointment}
                  client={clients?.get(appointment.clientId)}
                  activityName={activityNames.get(appointment.activityId)}
                  timeZone={timeZone}
                />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
