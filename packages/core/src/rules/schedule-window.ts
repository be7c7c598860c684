import { OUT_OF_RANGE, SCHEDULE_WINDOW } from '../constants.ts';
import { addDaysToDate, dateInZone, daysBetweenDates } from '../time/central.ts';

export interface ScheduleWindowBounds {
  /** The first selectable day (yyyy-MM-dd): 7 days before today. */
  first: string;
  /** The last selectable day (yyyy-MM-dd): 30 days after today. */
  last: string;
}

/** spec 1 §5, §9: the schedule window is 7 days back to 30 days ahead of today in the time zone. */
export function scheduleWindowBounds(now: Date, timeZone: string): ScheduleWindowBounds {
  const today = dateInZone(now, timeZone);
  return {
    first: addDaysToDate(today, -SCHEDULE_WINDOW.daysBack),
    last: addDaysToDate(today, SCHEDULE_WINDOW.daysAhead),
  };
}

/** spec 1 §2, §5: a calendar day (yyyy-MM-dd) outside the window is greyed out and cannot be selected. */
export function isDayInScheduleWindow(day: string, now: Date, timeZone: string): boolean {
  return isDayWithin(scheduleWindowBounds(now, timeZone), day);
}

/** The same for a calendar of many days: the window's bounds worked out once (its time zone's dates cost). */
export function isDayWithin({ first, last }: ScheduleWindowBounds, day: string): boolean {
  return first <= day && day <= last;
}

/**
 * spec 1 §5: out of range when the start is more than 8 days in the past or 31 or more days ahead,
 * counted in calendar days of the time zone (saving asks for confirmation, spec 1 §4).
 */
export function isOutOfRange(start: Date, now: Date, timeZone: string): boolean {
  const days = daysBetweenDates(dateInZone(now, timeZone), dateInZone(start, timeZone));
  return days < -OUT_OF_RANGE.daysBack || days >= OUT_OF_RANGE.daysAhead;
}
