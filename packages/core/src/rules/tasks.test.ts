import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../entities/appointment.ts';
import { formatMessage } from '../messages/format.ts';
import type { VisitComplete } from './appointment-status.ts';
import { DEFAULT_TASK_SORT, TASK_LABEL_KEYS, incompleteTasks, sortTasks, taskSortOptions } from './tasks.ts';

// 2025-06-14 10:00 EDT
const NOW = new Date('2025-06-14T14:00:00Z');

interface TestAppointment {
  appointmentId: number;
  status: AppointmentStatus;
  startDateInstance: string;
  endDateInstance: string;
  complete: VisitComplete | null;
}

const appt = (
  appointmentId: number,
  status: AppointmentStatus,
  end: string,
  complete: VisitComplete | null = null,
): TestAppointment => ({
  appointmentId,
  status,
  startDateInstance: new Date(Date.parse(end) - 3_600_000).toISOString(),
  endDateInstance: end,
  complete,
});

const tasksOf = (appointments: TestAppointment[], now = NOW) =>
  incompleteTasks({
    appointments,
    visitOf: (appointment) =>
      appointment.complete === null
        ? null
        : { evvVisitId: appointment.appointmentId + 1000, complete: appointment.complete },
    clientOf: () => ({ lastName: 'Rivera', firstName: 'Ana' }),
    now,
  });

describe('incompleteTasks: Open Session (spec 2 §4)', () => {
  it('is an In Session appointment whose visit is pending, active or missing', () => {
    for (const complete of [-1, 0, null] as const) {
      const tasks = tasksOf([appt(1, 'In Session', '2025-06-14T11:00:00-04:00', complete)]);
      expect(tasks.map(({ kind }) => kind)).toEqual(['openSession']);
    }
  });

  it('names the visit when it is already running (complete 0), so the task stops it rather than starting another', () => {
    const running = (complete: VisitComplete | null) =>
      tasksOf([appt(7, 'In Session', '2025-06-14T11:00:00-04:00', complete)]).map(
        (task) => task.runningVisitId,
      );
    expect(running(0)).toEqual([1007]);
    expect(running(-1)).toEqual([undefined]);
    expect(running(null)).toEqual([undefined]);
  });

  it('is gone once the visit is done (complete 1)', () => {
    expect(tasksOf([appt(1, 'In Session', '2025-06-14T09:00:00-04:00', 1)])).toEqual([]);
  });
});

describe('incompleteTasks: None, shown as Appointment: No Status (spec 2 §4)', () => {
  it('is a task from the end instant on', () => {
    expect(tasksOf([appt(1, 'None', NOW.toISOString())]).map(({ kind }) => kind)).toEqual(['noStatus']);
    expect(tasksOf([appt(1, 'None', '2025-06-10T09:00:00-04:00')])).toHaveLength(1);
  });

  it('is not a task 1 ms before the end', () => {
    expect(tasksOf([appt(1, 'None', new Date(NOW.getTime() + 1).toISOString())])).toEqual([]);
  });

  it('is not a task once another status was chosen', () => {
    const statuses: AppointmentStatus[] = ['Checked In', 'CBC', 'CBT', 'DNS', 'Co-Staff', 'Error', 'Kept'];
    expect(tasksOf(statuses.map((status, i) => appt(i, status, '2025-06-13T09:00:00-04:00')))).toEqual([]);
  });

  it('compares instants on the autumn DST night, not wall-clock times', () => {
    // Ends 01:30 EST (the second 01:30); at 01:45 EDT (the first pass) it is still 45 minutes away.
    const night = appt(1, 'None', '2025-11-02T01:30:00-05:00');
    expect(tasksOf([night], new Date('2025-11-02T01:45:00-04:00'))).toEqual([]);
    expect(tasksOf([night], new Date('2025-11-02T01:30:00-05:00'))).toHaveLength(1);
  });
});

describe('incompleteTasks: the task', () => {
  it('carries the appointment, the client name and the start', () => {
    const appointment = appt(7, 'None', '2025-06-14T09:00:00-04:00');
    expect(tasksOf([appointment])).toEqual([
      {
        kind: 'noStatus',
        appointment,
        client: { lastName: 'Rivera', firstName: 'Ana' },
        start: new Date('2025-06-14T08:00:00-04:00'),
      },
    ]);
  });

  it('names each kind with the spec words', () => {
    expect(formatMessage(TASK_LABEL_KEYS.openSession)).toBe('Open Session');
    expect(formatMessage(TASK_LABEL_KEYS.noStatus)).toBe('Appointment: No Status');
  });
});

const task = (
  id: number,
  kind: 'openSession' | 'noStatus',
  start: string,
  lastName: string,
  firstName: string,
) => ({
  kind,
  appointment: id,
  client: { lastName, firstName },
  start: new Date(start),
});

const TASKS = [
  task(1, 'openSession', '2025-06-12T09:00:00-04:00', 'Baker', 'Zoe'),
  task(2, 'noStatus', '2025-06-13T09:00:00-04:00', 'adams', 'Yuri'),
  task(3, 'noStatus', '2025-06-11T09:00:00-04:00', 'Baker', 'Amy'),
  task(4, 'openSession', '2025-06-14T09:00:00-04:00', 'Adams', 'Yuri'),
];
const ids = (list: readonly { appointment: number }[]) => list.map(({ appointment }) => appointment);

describe('sortTasks (spec 2 §4 Task sort)', () => {
  it('sort-1: date, newest first', () => {
    expect(ids(sortTasks(TASKS, 'sort-1'))).toEqual([4, 2, 1, 3]);
  });

  it('sort-2: date, oldest first', () => {
    expect(ids(sortTasks(TASKS, 'sort-2'))).toEqual([3, 1, 2, 4]);
  });

  it('sort-3: last name, first name (case-insensitive), then date newest first', () => {
    expect(ids(sortTasks(TASKS, 'sort-3'))).toEqual([4, 2, 3, 1]);
  });

  it('sort-4: status display name, then date newest first', () => {
    // 'Appointment: No Status' comes before 'Open Session'.
    expect(ids(sortTasks(TASKS, 'sort-4'))).toEqual([2, 3, 4, 1]);
  });

  it('defaults to sort-1 and leaves the given list alone', () => {
    expect(DEFAULT_TASK_SORT).toBe('sort-1');
    expect(ids(sortTasks(TASKS))).toEqual([4, 2, 1, 3]);
    expect(ids(TASKS)).toEqual([1, 2, 3, 4]);
  });
});

describe('taskSortOptions (spec 2 §4: sort-3 not offered on the face sheet)', () => {
  it('offers all four on the dashboard and three on the face sheet', () => {
    expect(taskSortOptions('dashboard')).toEqual(['sort-1', 'sort-2', 'sort-3', 'sort-4']);
    expect(taskSortOptions('facesheet')).toEqual(['sort-1', 'sort-2', 'sort-4']);
  });
});
