import { addDaysToDate, MINUTES_PER_DAY, startOfDayInZone } from '@carevisit/core';

/** What the grid needs of an appointment: when it starts and ends (ISO instants). */
export interface Timed {
  startDateInstance: string;
  endDateInstance: string;
}

/** An item placed on one day of the grid, in wall-clock minutes after that day's midnight. */
export interface DayEvent<T> {
  item: T;
  /** 0 when it began on an earlier day. */
  startMinute: number;
  /** 1440 when it runs into the next day. */
  endMinute: number;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock minutes after midnight of an instant in a time zone (08:30 is 510). */
export function wallMinutes(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/**
 * The instant at `minute` wall-clock minutes after midnight of `day` in `timeZone`. Counting minutes from
 * midnight is off by the daylight-saving shift after a change, so the guess is corrected by its own wall clock;
 * a time the spring-forward gap skips comes out an hour later.
 */
export function instantAt(day: string, minute: number, timeZone: string): Date {
  const guess = startOfDayInZone(day, timeZone).getTime() + minute * 60_000;
  let drift = wallMinutes(guess, timeZone) - minute;
  // A guess past midnight reads as early morning: the drift is the shift, never most of a day.
  if (drift > MINUTES_PER_DAY / 2) drift -= MINUTES_PER_DAY;
  if (drift < -MINUTES_PER_DAY / 2) drift += MINUTES_PER_DAY;
  return new Date(guess - drift * 60_000);
}

/**
 * The items that show on `day` (yyyy-MM-dd in `timeZone`), by start: each one that overlaps the day, cut to it.
 * Positions are wall-clock times, like the shifts' off-shift slots, so a daylight-saving day still has 24
 * hours of rows; an overnight visit (spec 1 §4) shows on both of its days.
 */
export function eventsOfDay<T extends Timed>(
  items: readonly T[],
  day: string,
  timeZone: string,
): DayEvent<T>[] {
  const dayStart = startOfDayInZone(day, timeZone).getTime();
  const dayEnd = startOfDayInZone(addDaysToDate(day, 1), timeZone).getTime();
  const events: DayEvent<T>[] = [];
  for (const item of items) {
    const start = Date.parse(item.startDateInstance);
    const end = Math.max(start, Date.parse(item.endDateInstance));
    const overlaps = start < dayEnd && (end > dayStart || start === dayStart);
    if (!overlaps) continue;
    events.push({
      item,
      startMinute: start <= dayStart ? 0 : wallMinutes(start, timeZone),
      endMinute: end >= dayEnd ? MINUTES_PER_DAY : wallMinutes(end, timeZone),
    });
  }
  return events.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
}
