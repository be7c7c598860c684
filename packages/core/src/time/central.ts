import { TZDate, tz } from '@date-fns/tz';
import { addMonths, format } from 'date-fns';
import { PROGRAM_TIME_ZONE, TIME_FORMAT } from '../constants.ts';

// Calendar dates travel as 'yyyy-MM-dd' strings: a date has no time zone, an instant (Date) has no date
// until a zone is named. Date arithmetic here is done in UTC so the machine's own zone never leaks in.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
}

function parseDate(date: string): DateParts {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    const utc = utcMidnight(parts);
    if (utc.getUTCMonth() + 1 === parts.month && utc.getUTCDate() === parts.day) return parts;
  }
  throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`);
}

function utcMidnight({ year, month, day }: DateParts): Date {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc;
}

function formatUtcDate(utc: Date): string {
  const year = String(utc.getUTCFullYear()).padStart(4, '0');
  const month = String(utc.getUTCMonth() + 1).padStart(2, '0');
  const day = String(utc.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True for a real calendar date written 'yyyy-MM-dd' (2025-02-30 is not one). */
export function isDateString(value: string): boolean {
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone: building one costs far more than using it, and screens and exports date thousands of
 * instants (a kept formatter writes a date in about 3 µs, date-fns in a zone in about 20).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date (yyyy-MM-dd) an instant falls on in the given IANA time zone. Put together from the parts,
 * not from a locale's own order (en-CA's short date was once written M/d/yyyy by a browser's ICU).
 */
export function dateInZone(instant: Date, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormatterOf(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** spec 1 §9: the time of day an instant shows in the given zone, 'hh:mm a' (02:05 PM). */
export function timeInZone(instant: Date, timeZone: string): string {
  return format(instant, TIME_FORMAT, { in: tz(timeZone) });
}

/** spec 1 §9: program dates are US Central; the US Central date of an instant. */
export function centralDate(instant: Date): string {
  return dateInZone(instant, PROGRAM_TIME_ZONE);
}

/** spec 1 §9, spec 2 §9: a calendar date (yyyy-MM-dd) as the spec writes dates in messages, MM/dd/yyyy. */
export function calendarDateText(date: string): string {
  return format(startOfDayInZone(date, 'UTC'), 'MM/dd/yyyy', { in: tz('UTC') });
}

/** The first instant of a calendar date in a time zone (midnight, or the first valid time on a DST day). */
export function startOfDayInZone(date: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, 0, timeZone).getTime());
}

/** The calendar date n days after (n < 0: before) the given one. */
export function addDaysToDate(date: string, days: number): string {
  const utc = utcMidnight(parseDate(date));
  utc.setUTCDate(utc.getUTCDate() + days);
  return formatUtcDate(utc);
}

/** The calendar date n months later (n < 0: earlier); a day the month lacks becomes its last (31 Jan + 1: 28 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const utc = tz('UTC');
  return format(addMonths(startOfDayInZone(date, 'UTC'), months, { in: utc }), 'yyyy-MM-dd', { in: utc });
}

/** The calendar date n years later; 29 February becomes 28 February in a year without it. */
export function addYearsToDate(date: string, years: number): string {
  return addMonthsToDate(date, 12 * years);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: string, to: string): number {
  return Math.round(
    (utcMidnight(parseDate(to)).getTime() - utcMidnight(parseDate(from)).getTime()) / MS_PER_DAY,
  );
}

/**
 * The instant on `date` whose wall-clock time in `timeZone` equals the wall-clock time of `instant` there.
 * A wall time that does not exist on that date (spring-forward gap) moves forward by the gap.
 */
export function atDateInZone(instant: Date, date: string, timeZone: string): Date {
  const wall = new TZDate(instant.getTime(), timeZone);
  const { year, month, day } = parseDate(date);
  const moved = new TZDate(
    year,
    month - 1,
    day,
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
    timeZone,
  );
  return new Date(moved.getTime());
}
