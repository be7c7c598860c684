import { dateInZone, isDateString } from '../time/central.ts';
import { instantAtMinute, minutesIntoDay } from '../time/wall-clock.ts';
import { moveEndToNextDay, needsOvernight } from './visit-length.ts';
import { MINUTES_PER_DAY, minutesOfDay, wallTime } from './wall-time.ts';

// The Appointment dialog holds one date and a start and an end wall-clock time ('yyyy-MM-dd', 'HH:mm') in the
// organization's time zone, as the user sees them; the appointment travels as instants.

export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

/** The date and wall-clock time (to the minute) of an instant in a time zone. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  return { date: dateInZone(instant, timeZone), time: wallTime(minutesIntoDay(instant, timeZone)) };
}

/**
 * The instant of a wall-clock time on a date in a time zone. A time inside a spring-forward gap (02:30 on the
 * night clocks jump) moves forward by the gap; in the repeated hour of a fall-back night the first one counts.
 */
export function instantAt({ date, time }: WallClock, timeZone: string): Date {
  if (!isDateString(date)) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`);
  return instantAtMinute(date, minutesOfDay(time), timeZone);
}

export interface AppointmentTimes {
  start: Date;
  end: Date;
  /** The end is not after the start on the same day, so it was moved to the next day (spec 1 §4 Overnight). */
  overnight: boolean;
}

/**
 * The instants of the dialog's date, start and end times. spec 1 §4 Overnight: when the end is not after the
 * start it moves to the next day (the dialog asks first, and saves only once the user says yes).
 */
export function appointmentTimes(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string,
): AppointmentTimes {
  const start = instantAt({ date, time: startTime }, timeZone);
  const sameDayEnd = instantAt({ date, time: endTime }, timeZone);
  const overnight = needsOvernight(start, sameDayEnd);
  return { start, end: overnight ? moveEndToNextDay(start, sameDayEnd, timeZone) : sameDayEnd, overnight };
}

/** A new start time keeps the appointment's length: the end time follows it round the 24-hour clock. */
export function shiftEndWithStart(oldStart: string, oldEnd: string, newStart: string): string {
  const length = (minutesOfDay(oldEnd) - minutesOfDay(oldStart) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return wallTime((minutesOfDay(newStart) + length) % MINUTES_PER_DAY);
}
