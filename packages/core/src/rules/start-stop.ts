import type { AppointmentStatus } from '../entities/appointment.ts';
import { dateInZone } from '../time/central.ts';
import { isFinalStatus } from './appointment-status.ts';

export interface StartStopInput {
  start: Date;
  status: AppointmentStatus;
  /** A visit of this appointment is running (complete = 0). */
  visitActive: boolean;
  now: Date;
  /** The organization's time zone: it decides what "the current day" is. */
  timeZone: string;
}

/**
 * spec 1 §4: the start/stop control shows only for an appointment on the current day that is not in a
 * final status, or when a visit is active (so a running visit can always be stopped).
 */
export function showsStartStop({ start, status, visitActive, now, timeZone }: StartStopInput): boolean {
  if (visitActive) return true;
  return dateInZone(start, timeZone) === dateInZone(now, timeZone) && !isFinalStatus(status);
}
