import type { Appointment } from '../entities/appointment.ts';
import type { Client } from '../entities/client.ts';
import { lookupMessage } from '../messages/format.ts';
import type { MessageKey } from '../messages/format.ts';
import type { VisitComplete } from './appointment-status.ts';

/** What a task needs of an appointment. */
export type TaskAppointment = Pick<Appointment, 'status' | 'startDateInstance' | 'endDateInstance'>;
export type ClientName = Pick<Client, 'lastName' | 'firstName'>;

/** spec 2 §4: the task statuses that come from an appointment alone. */
export type AppointmentTaskKind = 'openSession' | 'noStatus';

export interface AppointmentTask<A> {
  kind: AppointmentTaskKind;
  appointment: A;
  client: ClientName;
  start: Date;
}

/**
 * spec 2 §4: an Incomplete Task. The document statuses (incomplete, unsigned, missing, pdf) will join as a
 * second member of this union carrying its document; sortTasks and the label keys then cover them too.
 */
export type Task<A> = AppointmentTask<A>;
export type TaskKind = Task<unknown>['kind'];

/** spec 2 §4: each task status's display name in the message catalog. */
export const TASK_LABEL_KEYS = {
  openSession: 'tasks.openSession',
  noStatus: 'tasks.noStatus',
} as const satisfies Record<TaskKind, MessageKey>;

export interface IncompleteTasksInput<A extends TaskAppointment> {
  appointments: readonly A[];
  /** The appointment's visit: -1 pending, 0 active, 1 done; null when it has none. */
  visitCompleteOf: (appointment: A) => VisitComplete | null;
  clientOf: (appointment: A) => ClientName;
  now: Date;
}

function taskKind(
  appointment: TaskAppointment,
  visitComplete: VisitComplete | null,
  now: Date,
): AppointmentTaskKind | null {
  // spec 2 §4 Open Session: the session was started and its visit is not done yet.
  if (appointment.status === 'In Session' && visitComplete !== 1) return 'openSession';
  // spec 2 §4 None: the appointment is over (from its end instant on) and still has no status.
  if (appointment.status === 'None' && Date.parse(appointment.endDateInstance) <= now.getTime()) {
    return 'noStatus';
  }
  return null;
}

/** spec 2 §4: the appointment-based Incomplete Tasks, in the order given (see sortTasks). */
export function incompleteTasks<A extends TaskAppointment>({
  appointments,
  visitCompleteOf,
  clientOf,
  now,
}: IncompleteTasksInput<A>): Task<A>[] {
  return appointments.flatMap((appointment) => {
    const kind = taskKind(appointment, visitCompleteOf(appointment), now);
    if (kind === null) return [];
    return [
      { kind, appointment, client: clientOf(appointment), start: new Date(appointment.startDateInstance) },
    ];
  });
}

/** spec 2 §4 Task sort: sort-1 date newest, sort-2 date oldest, sort-3 name, sort-4 type. */
export const TASK_SORTS = ['sort-1', 'sort-2', 'sort-3', 'sort-4'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** spec 2 §9: task sort default sort-1; the face sheet always starts on it. */
export const DEFAULT_TASK_SORT: TaskSort = 'sort-1';

/** spec 2 §4: sort-3 (name) is not offered on the face sheet, whose tasks are all of one client. */
export function taskSortOptions(place: 'dashboard' | 'facesheet'): TaskSort[] {
  return place === 'facesheet' ? TASK_SORTS.filter((sort) => sort !== 'sort-3') : [...TASK_SORTS];
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const newestFirst = (a: Task<unknown>, b: Task<unknown>) => b.start.getTime() - a.start.getTime();
const taskLabel = (task: Task<unknown>) => lookupMessage(TASK_LABEL_KEYS[task.kind]);

const COMPARATORS: Record<TaskSort, (a: Task<unknown>, b: Task<unknown>) => number> = {
  'sort-1': newestFirst,
  'sort-2': (a, b) => a.start.getTime() - b.start.getTime(),
  'sort-3': (a, b) =>
    compareText(a.client.lastName, b.client.lastName) ||
    compareText(a.client.firstName, b.client.firstName) ||
    newestFirst(a, b),
  // Ordered by the English display name: the catalog's words are the spec's (spec 2 §4).
  'sort-4': (a, b) => compareText(taskLabel(a), taskLabel(b)) || newestFirst(a, b),
};

/** spec 2 §4 Task sort; returns a new list. */
export function sortTasks<T extends Task<unknown>>(
  tasks: readonly T[],
  sort: TaskSort = DEFAULT_TASK_SORT,
): T[] {
  return [...tasks].sort(COMPARATORS[sort]);
}
