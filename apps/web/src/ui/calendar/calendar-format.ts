import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { startOfDayInZone } from '@carevisit/core';

/** How calendars write a day (yyyy-MM-dd) in the user's language: names come from Intl, not the catalog. */
export interface CalendarFormat {
  /** 'Friday, November 20, 2026' (spec 1 §2: the title bar shows the full date). */
  longDate: (day: string) => string;
  /** 'November 2026' */
  monthTitle: (day: string) => string;
  /** 'Fri' */
  weekdayShort: (day: string) => string;
  /** '20' */
  dayOfMonth: (day: string) => string;
  /** 'November 15 – 21, 2026': a span of days, as short as the language writes it. */
  dayRange: (first: string, last: string) => string;
}

/**
 * A calendar date has no time zone: it is formatted as UTC midnight in UTC, so neither the device's zone nor
 * the organization's can move it to the neighbouring day.
 */
export function calendarFormat(locale: string): CalendarFormat {
  const using = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (day: string) => format.format(startOfDayInZone(day, 'UTC'));
  };
  return {
    longDate: using({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    monthTitle: using({ month: 'long', year: 'numeric' }),
    weekdayShort: using({ weekday: 'short' }),
    dayOfMonth: using({ day: 'numeric' }),
    dayRange: (first, last) =>
      new Intl.DateTimeFormat(locale, {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).formatRange(startOfDayInZone(first, 'UTC'), startOfDayInZone(last, 'UTC')),
  };
}

export function useCalendarFormat(): CalendarFormat {
  const { i18n } = useTranslation();
  return useMemo(() => calendarFormat(i18n.language), [i18n.language]);
}
