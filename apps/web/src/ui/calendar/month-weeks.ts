import { addDaysToDate, weekOfDay } from '@carevisit/core';

/** The first day (yyyy-MM-dd) of the month a day belongs to. */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * The weeks (Sunday to Saturday, yyyy-MM-dd) a month calendar shows for the month of `day`: from the week
 * holding the 1st to the week holding the last day, so 4 to 6 rows, with the neighbouring months' days
 * filling the first and last rows.
 */
export function monthWeeks(day: string): string[][] {
  const month = day.slice(0, 7);
  const weeks: string[][] = [];
  let week = weekOfDay(firstOfMonth(day));
  while (week[0]!.slice(0, 7) <= month) {
    weeks.push(week);
    week = weekOfDay(addDaysToDate(week[0]!, 7));
    // Strings 'yyyy-MM' compare in calendar order; the Sunday after the month's last week is past it.
    if (week[0]!.slice(0, 7) > month) break;
  }
  return weeks;
}
