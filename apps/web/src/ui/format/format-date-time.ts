import { tz, type TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MessageLanguage } from '@carevisit/core';
import { currentLanguage } from '../../i18n/current-language.ts';
import { deviceTimeZone } from '../../platform/device-time-zone.ts';
import { DATE_PATTERNS } from './date-patterns.ts';

// spec 1 §9 and spec 2 §9 date and time formats, written by date-fns in the app's language (date-patterns.ts). An
// instant shows in the time zone given, or in the device's own zone (read at each call: it can change while the
// app runs).

// A zone's context is made once: a week of the schedule formats hundreds of times.
const zones = new Map<string, (value: Date | number | string) => TZDate>();

function options(timeZone: string | undefined, language: MessageLanguage) {
  const name = timeZone || deviceTimeZone();
  let zone = zones.get(name);
  if (!zone) {
    zone = tz(name);
    zones.set(name, zone);
  }
  return { in: zone, locale: DATE_PATTERNS[language].locale };
}

/** spec 1 §9: 'MM/dd/yyyy hh:mm a', e.g. 06/10/2025 02:05 PM (Spanish: 10/06/2025, 02:05 p.m.). */
export function formatDateTime(millis: number, timeZone?: string, language = currentLanguage()): string {
  return format(millis, DATE_PATTERNS[language].dateTime, options(timeZone, language));
}

/** spec 1 §9: 'MM/dd/yyyy' (Spanish: dd/MM/yyyy). */
export function formatDate(millis: number, timeZone?: string, language = currentLanguage()): string {
  return format(millis, DATE_PATTERNS[language].date, options(timeZone, language));
}

/** spec 1 §9: 'hh:mm a' (Spanish: hh:mm p.m.). */
export function formatTime(millis: number, timeZone?: string, language = currentLanguage()): string {
  return format(millis, DATE_PATTERNS[language].time, options(timeZone, language));
}
