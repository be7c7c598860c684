import { addDaysToDate, startOfDayInZone } from '@carevisit/core';
import type { Timed } from './day-events.ts';

/** The items that show on any of the days from `first` to `last` (yyyy-MM-dd in `timeZone`). */
export function itemsOnDays<T extends Timed>(
  items: readonly T[],
  first: string,
  last: string,
  timeZone: string,
): T[] {
  const from = startOfDayInZone(first, timeZone).getTime();
  const to = startOfDayInZone(addDaysToDate(last, 1), timeZone).getTime();
  return items.filter((item) => {
    const start = Date.parse(item.startDateInstance);
    return start < to && (Date.parse(item.endDateInstance) > from || start === from);
  });
}
