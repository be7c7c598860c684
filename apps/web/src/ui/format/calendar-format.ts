import { tz } from '@date-fns/tz';
import { format, isSameMonth, isSameYear, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { startOfDayInZone } from '@carevisit/core';
import { useLanguage } from '../../i18n/current-language.ts';
import { rememberedWriter } from './remembered-writer.ts';

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
  /** A span's two ends by what they share, and what joins them. */
  range: Record<'sameMonth' | 'sameYear' | 'apart', readonly [from: string, to: string, dash: string]> & {
    oneDay: string;
  };
}

// The dash between thin spaces, as browsers write a date range.
const SPACED_DASH = '\u2009–\u2009';

const ENGLISH: DateLanguage = {
  locale: enUS,
  longDate: 'EEEE, LLLL d, yyyy',
  monthTitle: 'LLLL yyyy',
  weekdayShort: 'EEE',
  dayOfMonth: 'd',
  hour: 'h a',
  range: {
    oneDay: 'LLLL d, yyyy',
    sameMonth: ['LLLL d', 'd, yyyy', SPACED_DASH],
    sameYear: ['LLLL d', 'LLLL d, yyyy', SPACED_DASH],
    apart: ['LLLL d, yyyy', 'LLLL d, yyyy', SPACED_DASH],
  },
};

// Issue 33 item 3: as Intl writes es-US ('viernes, 20 de noviembre de 2026', '15–21 de noviembre de 2026').
const SPANISH: DateLanguage = {
  locale: es,
  longDate: "EEEE, d 'de' LLLL 'de' yyyy",
  monthTitle: "LLLL 'de' yyyy",
  weekdayShort: 'EEE',
  dayOfMonth: 'd',
  hour: 'h aaaa',
  range: {
    oneDay: "d 'de' LLLL 'de' yyyy",
    sameMonth: ['d', "d 'de' LLLL 'de' yyyy", '–'],
    sameYear: ["d 'de' LLLL", "d 'de' LLLL 'de' yyyy", SPACED_DASH],
    apart: ["d 'de' LLLL 'de' yyyy", "d 'de' LLLL 'de' yyyy", SPACED_DASH],
  },
};

const LANGUAGES: Readonly<Record<string, DateLanguage>> = { en: ENGLISH, es: SPANISH };

/** 'en-US' and 'en' both write English dates; a language without a catalog falls back to English. */
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
  const write = (pattern: string) => rememberedWriter((day) => format(dayOf(day), pattern, options));
  const range = (first: string, last: string) => {
    const [from, to] = [dayOf(first), dayOf(last)];
    if (first === last) return format(from, language.range.oneDay, options);
    const [fromPattern, toPattern, dash] = !isSameYear(from, to, options)
      ? language.range.apart
      : isSameMonth(from, to, options)
        ? language.range.sameMonth
        : language.range.sameYear;
    return `${format(from, fromPattern, options)}${dash}${format(to, toPattern, options)}`;
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

/** Each language's calendar formats, made once for every screen. */
const formats = new Map<string, CalendarFormat>();

/** The calendar formats of the user's language. */
export function useCalendarFormat(): CalendarFormat {
  const language = useLanguage();
  const made = formats.get(language) ?? calendarFormat(language);
  formats.set(language, made);
  return made;
}
