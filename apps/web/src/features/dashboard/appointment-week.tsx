import { useId } from 'react';
import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stillToDo, tabletAppointmentDays } from '@carevisit/core';
import { AppointmentDays } from '../../ui/appointments/appointment-days.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import type { DashboardData } from './use-dashboard-data.ts';

/**
 * spec 1 §2, §9 tablet dashboard: 7 days of the appointments still to do (the handheld's rule) from the chosen
 * day, no further than 30 days ahead.
 */
export function AppointmentWeek({
  data,
  from,
  fill = false,
}: {
  data: DashboardData;
  from: string;
  /** The card takes the rest of its column and its list scrolls inside (the tablet dashboard). */
  fill?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const days = data.appointments
    ? tabletAppointmentDays({
        appointments: stillToDo(data.appointments, data.now),
        from,
        now: data.now,
        timeZone: data.timeZone,
      })
    : undefined;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, ...(fill ? { flex: '1 1 0', minHeight: 0, overflowY: 'auto' } : {}) }}
      data-testid="appointment-week"
    >
      <SectionHeading id={headingId} title={t('dashboard.appointments')} />
      {days && days.length === 0 && <EmptyState>{t('empty.appointments')}</EmptyState>}
      {days && (
        <AppointmentDays
          days={days}
          clients={data.clients}
          activityNames={data.activityNames}
          timeZone={data.timeZone}
        />
      )}
    </Paper>
  );
}
