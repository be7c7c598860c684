import { TZDate } from '@date-fns/tz';
import { addDaysToDate, addYearsToDate, dateInZone } from '@carevisit/core';

/** Every demo organization works in New York wall-clock time. */
export const DEMO_TIME_ZONE = 'America/New_York';

const MS_PER_MINUTE = 60_000;

/** The instant of a New York wall-clock time (minutes after midnight; 1440 and more roll into later days). */
export function wallClock(date: string, minutes: number): Date {
  const day = addDaysToDate(date, Math.floor(minutes / 1440));
  const rest = ((minutes % 1440) + 1440) % 1440;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const local = new TZDate(
    year,
    month - 1,
    dayOfMonth,
    Math.floor(rest / 60),
    rest % 60,
    0,
    0,
    DEMO_TIME_ZONE,
  );
  return new Date(local.getTime());
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const addMinutes = (instant: Date, minutes: number): Date =>
  new Date(instant.getTime() + minutes * MS_PER_MINUTE);

/** Calendar dates relative to the demo's today (New York). */
export interface DemoCalendar {
  now: Date;
  today: string;
  /** today plus n days (n < 0: before). */
  day(n: number): string;
  /** today plus n years, then plus d days. */
  years(n: number, days?: number): string;
}

export function demoCalendar(now: Date): DemoCalendar {
  const today = dateInZone(now, DEMO_TIME_ZONE);
  return {
    now,
    today,
    day: (n) => addDaysToDate(today, n),
    years: (n, days = 0) => addDaysToDate(addYearsToDate(today, n), days),
  };
}
