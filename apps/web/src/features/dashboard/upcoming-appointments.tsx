import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { upcomingAppointments } from '@carevisit/core';
import { AppointmentDays } from '../../ui/appointments/appointment-days.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { groupByDay } from './group-by-day.ts';
import type { DashboardData } from './use-dashboard-data.ts';

/**
 * spec 1 §2, §9 handheld dashboard: at most 5 appointments still to do (the tablet's rule). They read by day,
 * under the same headers as the tablet's list.
 */
export function UpcomingAppointments({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const headingId = useId();
  const upcoming = data.appointments ? upcomingAppointments(data.appointments, data.now) : undefined;
  return (
    <section aria-labelledby={headingId} data-testid="upcoming-appointments">
      <SectionHeading id={headingId} title={t('dashboard.appointments')} count={upcoming?.length} />
      {upcoming && upcoming.length === 0 && <EmptyState>{t('empty.appointments')}</EmptyState>}
      {upcoming && (
        <AppointmentDays
          days={groupByDay(upcoming, data.timeZone)}
          clients={data.clients}
          activityNames={data.activityNames}
          timeZone={data.timeZone}
        />
      )}
    </section>
  );
}
