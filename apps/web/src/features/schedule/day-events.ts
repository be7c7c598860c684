import { addDaysToDate, MINUTES_PER_DAY, minutesIntoDay, startOfDayInZone } from '@carevisit/core';

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
      startMinute: start <= dayStart ? 0 : minutesIntoDay(start, timeZone),
      endMinute: end >= dayEnd ? MINUTES_PER_DAY : minutesIntoDay(end, timeZone),
    });
  }
  return events.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
}
