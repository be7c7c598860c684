import { useId, useMemo } from 'react';
import { Box, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateInZone, tabletAppointmentDays } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { AppointmentDays } from '../../ui/appointments/appointment-days.tsx';
import { useActivityNames } from '../../ui/data/use-activity-names.ts';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { IncompleteTaskList } from '../../ui/tasks/incomplete-task-list.tsx';
import { useIncompleteTasks } from '../../ui/tasks/use-incomplete-tasks.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { useClientAppointments } from './use-client-appointments.ts';

export interface FacesheetTasksProps {
  client: ClientData;
  now: Date;
  timeZone: string;
  layout: LayoutKind;
}

/**
 * spec 2 §2 face sheet Tasks: two columns, this client's appointments for 7 days from today (empty days shown,
 * all expanded, 'LLLL dd, yyyy' headers) and their incomplete tasks; one column on a handheld.
 */
export function FacesheetTasks({ client, now, timeZone, layout }: FacesheetTasksProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const appointmentsHeadingId = useId();
  const appointments = useClientAppointments(client.clientId, now, timeZone);
  const clients = useMemo(() => new Map([[client.clientId, client]]), [client]);
  const activityNames = useActivityNames(session);
  const tasks = useIncompleteTasks(session, appointments, clients, now);
  // spec 2 §9: the face sheet's appointments cover 7 days, the same list as the tablet dashboard's.
  const days = appointments
    ? tabletAppointmentDays({ appointments, from: dateInZone(now, timeZone), now, timeZone })
    : undefined;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: layout === 'tablet' ? 'minmax(0, 1fr) minmax(320px, 360px)' : '1fr',
        gap: layout === 'tablet' ? 3 : 2,
        alignItems: 'start',
      }}
    >
      <Paper
        component="section"
        aria-labelledby={appointmentsHeadingId}
        variant="outlined"
        sx={{ p: 2 }}
        data-testid="facesheet-appointments"
      >
        <SectionHeading id={appointmentsHeadingId} title={t('facesheet.appointments')} />
        {days && (
          <AppointmentDays days={days} clients={clients} activityNames={activityNames} timeZone={timeZone} />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <IncompleteTaskList
          title={t('facesheet.incompleteTasks')}
          tasks={tasks}
          clients={clients}
          timeZone={timeZone}
          place="facesheet"
        />
      </Paper>
    </Box>
  );
}
