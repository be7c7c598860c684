import { TZDate } from '@date-fns/tz';
import { CALENDAR } from '../constants.ts';

const MINUTE_MS = 60_000;
const QUARTER_MS = CALENDAR.slotMinutes * MINUTE_MS;

/** Wall-clock minutes after midnight of an instant in a time zone (08:30 is 510). */
export function minutesIntoDay(instant: Date | number, timeZone: string): number {
  const wall = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  return wall.getHours() * 60 + wall.getMinutes();
}

/**
 * The instant at `minute` wall-clock minutes after midnight of `date` (yyyy-MM-dd) in `timeZone`. A time the
 * spring-forward gap skips moves forward by the gap; in the repeated hour of a fall-back night the first counts.
 */
export function instantAtMinute(date: string, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, 0, 0, timeZone);
  return new Date(wall.getTime());
}

/**
 * spec 1 §9 calendar steps of 15 minutes: where a new appointment starts by default, the first quarter hour
 * from now (now itself when it is exactly on one). Every time zone's offset is a multiple of 15 minutes, so
 * quarter hours of the epoch are quarter hours of the wall clock everywhere.
 */
export function nextQuarterHour(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / QUARTER_MS) * QUARTER_MS);
}

/**
 * Milliseconds from an instant to the next full minute of the clock (a whole minute on the minute itself). Every
 * zone's offset is whole minutes, so the epoch's minutes are the wall clock's minutes everywhere.
 */
export function millisToNextMinute(millis: number): number {
  return MINUTE_MS - (((millis % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}
