import { dateInZone } from '@carevisit/core';
import type { LocalAppointment } from '../../data/index.ts';

/** The days (yyyy-MM-dd in the time zone) on which appointments start: the mini calendar's dots. */
export function bookedDays(
  appointments: readonly Pick<LocalAppointment, 'startDateInstance'>[] | undefined,
  timeZone: string,
): Set<string> {
  return new Set(
    appointments?.map((appointment) => dateInZone(new Date(appointment.startDateInstance), timeZone)),
  );
}
