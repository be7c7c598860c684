import { useMemo, useRef, useState } from 'react';
import { Box, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateInZone } from '@carevisit/core';
import { bookedDays } from '../../ui/calendar/booked-days.ts';
import { MiniCalendar } from '../../ui/calendar/mini-calendar.tsx';
import { useScheduleWindow } from '../../ui/calendar/use-schedule-window.ts';
import { useFillHeight } from '../../ui/use-fill-height.ts';
import { IncompleteTaskList } from '../../ui/tasks/incomplete-task-list.tsx';
import { AppointmentWeek } from './appointment-week.tsx';
import { MyVisitsLink } from './my-visits-link.tsx';
import { RecentClientsPanel } from './recent-clients-panel.tsx';
import { useDashboardData } from './use-dashboard-data.ts';
import { useRecentClients } from './use-recent-clients.ts';

// The page's bottom padding, and the least height at which both columns stay usable.
const BOTTOM_GAP_PX = 24;
const MIN_HEIGHT_PX = 560;

/**
 * spec 1 §2 tablet dashboard: the month calendar chooses the first day of the 7-day appointments list; beside
 * them the recent clients with a snapshot, and the tasks column. Both columns reach the window's bottom and
 * the long lists scroll inside their cards, so neither column stops short of the other (issue 20 §10).
 */
export function TabletDashboard() {
  const { t } = useTranslation();
  const data = useDashboardData();
  const recent = useRecentClients();
  const today = dateInZone(data.now, data.timeZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const columns = useRef<HTMLDivElement>(null);
  useFillHeight(columns, BOTTOM_GAP_PX, MIN_HEIGHT_PX);
  const day = chosenDay ?? today;
  const scheduleWindow = useScheduleWindow(day, 'month', data.timeZone);
  const { appointments, timeZone } = data;
  const markedDays = useMemo(() => bookedDays(appointments, timeZone), [appointments, timeZone]);
  return (
    <Box
      ref={columns}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(320px, 360px) minmax(0, 1fr)',
        gap: 3,
      }}
    >
      <Stack spacing={3} sx={{ minHeight: 0 }}>
        <Box role="region" aria-label={t('dashboard.monthCalendar')}>
          <MiniCalendar
            day={day}
            view="month"
            today={scheduleWindow.today}
            onSelect={setChosenDay}
            isDayDisabled={scheduleWindow.isDayDisabled}
            navigation={scheduleWindow.navigation}
            markedDays={markedDays}
          />
        </Box>
        <MyVisitsLink />
        {/* The tasks take the rest of the column and scroll inside. */}
        <Paper variant="outlined" sx={{ p: 2, flex: '1 1 0', minHeight: 0, overflowY: 'auto' }}>
          {/* spec 1 §6: tasks show only when the user is staff, which every user of this app is. */}
          <IncompleteTaskList
            title={t('dashboard.incompleteTasks')}
            tasks={data.tasks}
            clients={data.clients}
            timeZone={data.timeZone}
            place="dashboard"
          />
        </Paper>
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0, minHeight: 0 }}>
        <RecentClientsPanel clients={recent} today={today} />
        <AppointmentWeek data={data} from={day} fill />
      </Stack>
    </Box>
  );
}
