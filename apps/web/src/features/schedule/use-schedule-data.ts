import { useMemo } from 'react';
import { useLiveResult } from '../../ui/data/use-live-result.ts';
import {
  addDaysToDate,
  PROGRAM_TIME_ZONE,
  startOfDayInZone,
  VISIT_MAX_HOURS,
  type StaffShift,
} from '@carevisit/core';
import type { ClientData, LocalAppointment, Session } from '../../data/index.ts';
import { appointmentsOf } from '../../ui/data/appointments.ts';
import { useClientsById } from '../../ui/data/use-clients.ts';
import { useRecords } from '../../ui/data/use-records.ts';

export interface ScheduleData {
  /** The latest answer of the local database; undefined before the first. */
  appointments: LocalAppointment[] | undefined;
  /**
   * Whether `appointments` answers for the days asked now. Moving to other days keeps the previous answer
   * until the new one comes (the grid shows what it has for the new days), but it cannot say the days are empty.
   */
  current: boolean;
  clients: Map<number, ClientData>;
  shifts: StaffShift[];
}

// spec 1 §5: a visit is under 24 hours, so one that began up to a day before the first day can still be on it.
const EARLIER_START_MS = VISIT_MAX_HOURS * 3_600_000;

/**
 * What the schedule shows from `first` to `last` (yyyy-MM-dd, the calendar's week or month, which holds the
 * grid's days): the user's appointments, their clients and the user's shifts.
 */
export function useScheduleData(
  session: Session,
  first: string,
  last: string,
  timeZone: string,
): ScheduleData {
  const fromMillis = startOfDayInZone(first, timeZone).getTime() - EARLIER_START_MS;
  const toMillis = startOfDayInZone(addDaysToDate(last, 1), timeZone).getTime();
  const key = `${fromMillis}:${toMillis}`;
  // As useStaffAppointments, with the range the answer is for: useLiveResult keeps the last answer while the
  // query for new deps runs.
  const repository = appointmentsOf(session, PROGRAM_TIME_ZONE);
  const answer = useLiveResult(
    async () => ({
      key,
      appointments: await repository.listForStaff(session.staffId, { fromMillis, toMillis }),
    }),
    [repository, session.staffId, key],
  );
  const appointments = answer?.appointments;
  const clientIds = useMemo(
    () => appointments?.map((appointment) => appointment.clientId) ?? [],
    [appointments],
  );
  const clients = useClientsById(session, clientIds);
  // spec 1 §3 Staff shift: the days and hours that mark off-shift slots.
  const shifts = useRecords<StaffShift>(session.store, 'staffShift', {
    index: 'staffId',
    equals: session.staffId,
  });
  return {
    appointments,
    current: answer?.key === key,
    clients: clients ?? NO_CLIENTS,
    shifts: shifts ?? NO_SHIFTS,
  };
}

const NO_CLIENTS = new Map<number, ClientData>();
const NO_SHIFTS: StaffShift[] = [];
