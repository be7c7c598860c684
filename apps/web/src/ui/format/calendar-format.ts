import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tz } from '@date-fns/tz';
import { format, isSameMonth, isSameYear, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { startOfDayInZone } from '@carevisit/core';

/** How calendars write a day (yyyy-MM-dd) and an hour in the user's language, by date-fns and its locale. */
export interface CalendarFormat {
  /** 'Friday, November 20, 2026' (spec 1 §2: the title bar shows the full date). */
  longDate: (day: string) => string;
  /** 'November 2026' */
  monthTitle: (day: string) => string;
  /** 'Fri' */
  weekdayShort: (day: string) => string;
  /** '20' */
  dayOfMonth: (day: string) => string;
  /** 'November 15 – 21, 2026': a span of days, writing once what both ends share. */
  dayRange: (first: string, last: string) => string;
  /** '8 AM': an hour of the day (0–23), as the schedule's time grid labels it. */
  hour: (hour: number) => string;
}

/** One of the app's languages: date-fns's locale names the months and days, the patterns place them. */
interface DateLanguage {
  locale: Locale;
  longDate: string;
  monthTitle: string;
  weekdayShort: string;
  dayOfMonth: string;
  hour: string;
  /** A span's two ends, by what they share; the ends are joined by `rangeDash`. */
  range: Record<'sameMonth' | 'sameYear' | 'apart', readonly [string, string]> & { oneDay: string };
  rangeDash: string;
}

// The catalog speaks English only (i18n.ts); a language added there adds its way of writing dates here.
const ENGLISH: DateLanguage = {
  locale: enUS,
  longDate: 'EEEE, LLLL d, yyyy',
  monthTitle: 'LLLL yyyy',
  weekdayShort: 'EEE',
  dayOfMonth: 'd',
  hour: 'h a',
  range: {
    oneDay: 'LLLL d, yyyy',
    sameMonth: ['LLLL d', 'd, yyyy'],
    sameYear: ['LLLL d', 'LLLL d, yyyy'],
    apart: ['LLLL d, yyyy', 'LLLL d, yyyy'],
  },
  // The en-US range dash between thin spaces, as browsers write a date range.
  rangeDash: '\u2009–\u2009',
};
const LANGUAGES: Readonly<Record<string, DateLanguage>> = { en: ENGLISH };

/** 'en-US' and 'en' both write English dates; an unknown language falls back to the catalog's, English. */
function languageOf(tag: string): DateLanguage {
  return LANGUAGES[tag.split('-')[0] ?? ''] ?? ENGLISH;
}

// A calendar date has no time zone: it is written as UTC midnight in UTC, so neither the device's zone nor the
// organization's can move it to the neighbouring day.
const UTC = tz('UTC');
const dayOf = (day: string) => startOfDayInZone(day, 'UTC');

export function calendarFormat(languageTag: string): CalendarFormat {
  const language = languageOf(languageTag);
  const options = { locale: language.locale, in: UTC };
  const write = (pattern: string) => (day: string) => format(dayOf(day), pattern, options);
  const range = (first: string, last: string) => {
    const [from, to] = [dayOf(first), dayOf(last)];
    if (first === last) return format(from, language.range.oneDay, options);
    const [fromPattern, toPattern] = !isSameYear(from, to, options)
      ? language.range.apart
      : isSameMonth(from, to, options)
        ? language.range.sameMonth
        : language.range.sameYear;
    return `${format(from, fromPattern, options)}${language.rangeDash}${format(to, toPattern, options)}`;
  };
  return {
    longDate: write(language.longDate),
    monthTitle: write(language.monthTitle),
    weekdayShort: write(language.weekdayShort),
    dayOfMonth: write(language.dayOfMonth),
    dayRange: range,
    hour: (hour) => format(Date.UTC(2000, 0, 1, hour), language.hour, options),
  };
}

/** The calendar formats of the user's language, kept while the language stays. */
export function useCalendarFormat(): CalendarFormat {
  const { i18n } = useTranslation();
  return useMemo(() => calendarFormat(i18n.language), [i18n.language]);
}
