import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  GROUP_HEADER_FORMAT,
  TIME_FORMAT,
  type MessageLanguage,
} from '@carevisit/core';

/** How one language writes a date, a time and a day heading: date-fns patterns, and its locale for the words. */
export interface DatePatterns {
  locale: Locale;
  date: string;
  time: string;
  dateTime: string;
  dayHeading: string;
}

/**
 * English writes the spec's formats (spec 1 §9, spec 2 §9: 'MM/dd/yyyy hh:mm a'); Spanish writes dates as Intl
 * writes them for es-US (the day first, 'p.m.', 'de junio'), which the tests hold it to (issue 33 item 3).
 */
export const DATE_PATTERNS: Readonly<Record<MessageLanguage, DatePatterns>> = {
  en: {
    locale: enUS,
    date: DATE_FORMAT,
    time: TIME_FORMAT,
    dateTime: DATE_TIME_FORMAT,
    dayHeading: GROUP_HEADER_FORMAT,
  },
  es: {
    locale: es,
    date: 'dd/MM/yyyy',
    time: 'hh:mm aaaa',
    dateTime: 'dd/MM/yyyy, hh:mm aaaa',
    dayHeading: "dd 'de' LLLL 'de' yyyy",
  },
};

/** The Intl locale of each language: US English, and Spanish as written in the United States. */
export const INTL_LOCALES: Readonly<Record<MessageLanguage, string>> = { en: 'en-US', es: 'es-US' };
