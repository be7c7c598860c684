import { hhmm } from '../entities/common.ts';

export const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes after midnight of a wall-clock time 'HH:mm' (00:00 to 23:59), the form shift times and the time
 * picker use. Anything else is a programming error upstream, so it throws a RangeError.
 */
export function minutesOfDay(time: string): number {
  if (!hhmm.safeParse(time).success) throw new RangeError(`Not a wall-clock time (HH:mm): ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The wall-clock time 'HH:mm' of a number of minutes after midnight (0 to 1439). */
export function wallTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day (0-1439): ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
