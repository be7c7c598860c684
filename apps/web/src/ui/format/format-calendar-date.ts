import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { currentLanguage } from '../../i18n/current-language.ts';
import { DATE_PATTERNS } from './date-patterns.ts';

// Calendar dates travel as 'yyyy-MM-dd' (no time zone); these write them as the spec shows dates, by date-fns, in
// the app's language (date-patterns.ts). Read and written in UTC, so no device time zone can move a date to the
// day before.
const UTC = tz('UTC');
const CALENDAR = /^\d{4}-\d{2}-\d{2}/;

/** The calendar date at the start of `date` ('yyyy-MM-dd', or an instant written from one), if it is a real one. */
function calendarDay(date: string | null | undefined): Date | null {
  const written = CALENDAR.exec(date ?? '')?.[0];
  if (!written) return null;
  const day = parse(written, 'yyyy-MM-dd', 0, { in: UTC });
  return isValid(day) ? day : null;
}

/** spec 1 §9, spec 2 §9: 'MM/dd/yyyy'; an empty or malformed date gives null, which screens show as 'Not Set'. */
export function formatCalendarDate(
  date: string | null | undefined,
  language = currentLanguage(),
): string | null {
  const day = calendarDay(date);
  const patterns = DATE_PATTERNS[language];
  return day ? format(day, patterns.date, { in: UTC, locale: patterns.locale }) : null;
}

/** spec 2 §2, §9: day group headers 'LLLL dd, yyyy', e.g. 'June 04, 2025' (Spanish: '04 de junio de 2025'). */
export function formatDayHeading(date: string, language = currentLanguage()): string {
  const day = calendarDay(date);
  if (!day) throw new RangeError(`not a calendar date: ${date}`);
  const patterns = DATE_PATTERNS[language];
  return format(day, patterns.dayHeading, { in: UTC, locale: patterns.locale });
}
