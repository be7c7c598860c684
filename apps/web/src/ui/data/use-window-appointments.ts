import { useMemo } from 'react';
import { addDaysToDate, scheduleWindowBounds, startOfDayInZone } from '@carevisit/core';
import type { LocalAppointment, Session } from '../../data/index.ts';
import { useStaffAppointments } from './use-staff-appointments.ts';

/**
 * The user's appointments in the schedule window (spec 1 §9: 7 days back, 30 ahead) of the time zone, by start.
 * The bounds are whole days, so the query stays the same all day long.
 */
export function useWindowAppointments(
  session: Session,
  now: Date,
  timeZone: string,
): LocalAppointment[] | undefined {
  const { first, last } = scheduleWindowBounds(now, timeZone);
  const range = useMemo(
    () => ({
      fromMillis: startOfDayInZone(first, timeZone).getTime(),
      toMillis: startOfDayInZone(addDaysToDate(last, 1), timeZone).getTime(),
    }),
    [first, last, timeZone],
  );
  return useStaffAppointments(session, range);
}
