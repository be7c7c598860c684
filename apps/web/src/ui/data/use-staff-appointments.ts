import { useLiveResult } from './use-live-result.ts';
import { PROGRAM_TIME_ZONE } from '@carevisit/core';
import type { LocalAppointment, Session } from '../../data/index.ts';
import { appointmentsOf } from './appointments.ts';

export interface MillisRange {
  fromMillis: number;
  toMillis: number;
}

/** The user's appointments starting in [from, to), by start time, kept current as sync and the user change them. */
export function useStaffAppointments(session: Session, range: MillisRange): LocalAppointment[] | undefined {
  // The time zone only matters for writes; reads list what is stored.
  const repository = appointmentsOf(session, PROGRAM_TIME_ZONE);
  return useLiveResult(
    () => repository.listForStaff(session.staffId, range),
    [repository, session.staffId, range.fromMillis, range.toMillis],
  );
}
