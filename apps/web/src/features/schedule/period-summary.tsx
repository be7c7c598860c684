import { Box, Paper, Stack, Typography } from '@mui/material';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { appointmentStatuses, type AppointmentStatus } from '@carevisit/core';
import type { LocalAppointment } from '../../data/index.ts';
import { STATUS_COLOUR } from './event-tone.ts';
import { offShiftPattern } from './off-shift-pattern.ts';

/** spec 1 §8 empty state, for the days in view. */
export function NoAppointments() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, color: 'text.secondary' }}
    >
      <EventBusy aria-hidden />
      <Typography>{t('empty.appointments')}</Typography>
    </Paper>
  );
}

export interface PeriodSummaryProps {
  /** 'Friday, November 20, 2026' or 'November 15 – 21, 2026'. */
  period: string;
  /** The appointments in view; undefined while they load. */
  appointments: LocalAppointment[] | undefined;
  showsOffShift: boolean;
}

/** A key entry: a status colour, or (without one) the off-shift shading. */
function Swatch({ children, color }: { children: string; color?: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 12,
          height: 12,
          borderRadius: '3px',
          flexShrink: 0,
          ...(color
            ? { bgcolor: color }
            : { ...offShiftPattern(theme, 3), border: 1, borderColor: 'divider' }),
        })}
      />
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** The tablet's overview of the days in view: how many appointments, how they stand, and the key to the grid. */
export function PeriodSummary({ period, appointments, showsOffShift }: PeriodSummaryProps) {
  const { t } = useTranslation();
  const byStatus = new Map<AppointmentStatus, number>();
  for (const { status } of appointments ?? []) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const waiting = appointments?.filter((appointment) => appointment.syncState !== 'clean').length ?? 0;
  const count = appointments?.length ?? 0;
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {period}
      </Typography>
      {appointments !== undefined &&
        (count === 0 ? (
          <NoAppointments />
        ) : (
          <Typography color="text.secondary" data-testid="schedule-count">
            {t('schedule.appointmentsMany', { count })}
            {waiting > 0 && ` · ${t('schedule.waitingToSync', { count: waiting })}`}
          </Typography>
        ))}
      <Box
        component="ul"
        aria-label={t('schedule.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {appointmentStatuses
          .filter((status) => byStatus.has(status))
          .map((status) => (
            <Swatch key={status} color={STATUS_COLOUR[status]}>
              {t('schedule.statusCount', {
                count: byStatus.get(status)!,
                status: t(`appointmentStatus.${status}`),
              })}
            </Swatch>
          ))}
        {showsOffShift && <Swatch>{t('schedule.offShift')}</Swatch>}
      </Box>
    </Stack>
  );
}
