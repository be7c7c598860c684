import { minutesOfDay, wallTime } from './wall-time.ts';

// spec 1 §9 Choose Time: hours 1-12, minutes 00-59, AM/PM. Times travel as 24-hour 'HH:mm' wall-clock
// strings; the picker shows them on a 12-hour clock. Out-of-range input throws a RangeError (like the
// date helpers): the picker offers only valid choices, so a bad value is a bug, not a user error.

export type Meridiem = 'AM' | 'PM';

export interface ClockParts {
  /** 1-12 */
  hour: number;
  /** 0-59 */
  minute: number;
  meridiem: Meridiem;
}

/** spec 1 §9: the picker's hours, 1 to 12. */
export const HOURS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);
/** spec 1 §9: the picker's minutes, '00' to '59'. */
export const MINUTES: readonly string[] = Array.from({ length: 60 }, (_, index) =>
  String(index).padStart(2, '0'),
);
export const MERIDIEMS: readonly Meridiem[] = ['AM', 'PM'];

/** 'HH:mm' on the 12-hour clock: 00:xx is 12:xx AM, 12:xx is 12:xx PM. */
export function toClockParts(time: string): ClockParts {
  const minutes = minutesOfDay(time);
  const hours24 = Math.floor(minutes / 60);
  return { hour: hours24 % 12 || 12, minute: minutes % 60, meridiem: hours24 < 12 ? 'AM' : 'PM' };
}

/** The 'HH:mm' of a 12-hour clock reading: 12 AM is 00:00, 12 PM is 12:00. */
export function fromClockParts({ hour, minute, meridiem }: ClockParts): string {
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) throw new RangeError(`Hour must be 1-12: ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Minute must be 0-59: ${minute}`);
  }
  if (!MERIDIEMS.includes(meridiem)) throw new RangeError(`Not AM or PM: ${String(meridiem)}`);
  const hours24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return wallTime(hours24 * 60 + minute);
}
