import { PROGRAM_TIME_ZONE } from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useActivityNames } from '../../ui/data/use-activity-names.ts';
import { useClientsById } from '../../ui/data/use-clients.ts';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { useWindowAppointments } from '../../ui/data/use-window-appointments.ts';
import { useIncompleteTasks, type AppointmentTaskItem } from '../../ui/tasks/use-incomplete-tasks.ts';
import { useNow } from '../../ui/use-now.ts';

export interface DashboardData {
  now: Date;
  /** The organization's time zone: it decides today and the day an appointment falls on. */
  timeZone: string;
  /** The user's appointments in the schedule window (7 days back, 30 ahead), by start. */
  appointments: LocalAppointment[] | undefined;
  clients: ReadonlyMap<number, ClientData> | undefined;
  activityNames: ReadonlyMap<number, string>;
  tasks: AppointmentTaskItem[] | undefined;
}

/** What both dashboard layouts show, read from the local database and kept current. */
export function useDashboardData(): DashboardData {
  const { session } = useActiveSession();
  const now = useNow();
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  const appointments = useWindowAppointments(session, now, timeZone);
  const clients = useClientsById(session, appointments?.map((appointment) => appointment.clientId) ?? []);
  const activityNames = useActivityNames(session);
  const tasks = useIncompleteTasks(session, appointments, clients, now);
  return { now, timeZone, appointments, clients, activityNames, tasks };
}
