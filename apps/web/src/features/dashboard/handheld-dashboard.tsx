import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IncompleteTaskList } from '../../ui/tasks/incomplete-task-list.tsx';
import { MyVisitsLink } from './my-visits-link.tsx';
import { RecentClientsStrip } from './recent-clients-strip.tsx';
import { UpcomingAppointments } from './upcoming-appointments.tsx';
import { useDashboardData } from './use-dashboard-data.ts';
import { useRecentClients } from './use-recent-clients.ts';

/**
 * spec 1 §2 handheld dashboard, in its order: Recent Clients, Appointments, Incomplete Tasks; the way to My visits
 * (issue 32) after the appointments.
 */
export function HandheldDashboard() {
  const { t } = useTranslation();
  const data = useDashboardData();
  const recent = useRecentClients();
  return (
    <Stack spacing={3}>
      <RecentClientsStrip clients={recent} />
      <UpcomingAppointments data={data} />
      <MyVisitsLink />
      {/* spec 1 §6: tasks show only when the user is staff, which every user of this app is. */}
      <IncompleteTaskList
        title={t('dashboard.incompleteTasks')}
        tasks={data.tasks}
        clients={data.clients}
        timeZone={data.timeZone}
        place="dashboard"
      />
    </Stack>
  );
}
