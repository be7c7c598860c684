import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import type { MessageLanguage } from '@carevisit/core';
import { currentLanguage } from '../../i18n/current-language.ts';
import { DATE_PATTERNS } from './date-patterns.ts';
import { rememberedWriter } from './remembered-writer.ts';

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

/** Each language's writers of a calendar date by one of its patterns, each date written once. */
function writersOf(pattern: 'date' | 'dayHeading') {
  const writers = new Map<MessageLanguage, (date: string) => string>();
  return (language: MessageLanguage) => {
    let writer = writers.get(language);
    if (!writer) {
      const patterns = DATE_PATTERNS[language];
      writer = rememberedWriter((date) => {
        const day = calendarDay(date);
        return day ? format(day, patterns[pattern], { in: UTC, locale: patterns.locale }) : '';
      });
      writers.set(language, writer);
    }
    return writer;
  };
}

const dateWriters = writersOf('date');
const dayHeadingWriters = writersOf('dayHeading');

/** spec 1 §9, spec 2 §9: 'MM/dd/yyyy'; an empty or malformed date gives null, which screens show as 'Not Set'. */
export function formatCalendarDate(
  date: string | null | undefined,
  language = currentLanguage(),
): string | null {
  return date ? dateWriters(language)(date) || null : null;
}

/** spec 2 §2, §9: day group headers 'LLLL dd, yyyy', e.g. 'June 04, 2025' (Spanish: '04 de junio de 2025'). */
export function formatDayHeading(date: string, language = currentLanguage()): string {
  const heading = dayHeadingWriters(language)(date);
  if (!heading) throw new RangeError(`not a calendar date: ${date}`);
  return heading;
}
