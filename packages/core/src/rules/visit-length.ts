import { addMinutes } from 'date-fns';
import { DEFAULT_APPOINTMENT_MINUTES, PROGRAM_TIME_ZONE, VISIT_MAX_HOURS } from '../constants.ts';
import { addDaysToDate, atDateInZone, dateInZone } from '../time/central.ts';

const VISIT_MAX_MS = VISIT_MAX_HOURS * 60 * 60 * 1000;

/** spec 1 §5: 24-hour limit — visits of 24 hours or more cannot be saved. */
export function isVisitTooLong(start: Date, end: Date): boolean {
  return end.getTime() - start.getTime() >= VISIT_MAX_MS;
}

/** spec 1 §5: an appointment defaults to one hour. */
export function defaultEnd(start: Date): Date {
  return addMinutes(start, DEFAULT_APPOINTMENT_MINUTES);
}

/** spec 1 §4: overnight — when the end is not after the start, ask and move the end to the next day. */
export function needsOvernight(start: Date, end: Date): boolean {
  return end.getTime() <= start.getTime();
}

/**
 * spec 1 §4: overnight — the end keeps its wall-clock time and moves to the day after the start's day
 * (in the organization's time zone, so a DST night keeps 01:30 as 01:30).
 */
export function moveEndToNextDay(start: Date, end: Date, timeZone: string = PROGRAM_TIME_ZONE): Date {
  return atDateInZone(end, addDaysToDate(dateInZone(start, timeZone), 1), timeZone);
}
