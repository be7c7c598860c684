import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '@carevisit/core';
import { calendarFormat } from './calendar-format.ts';
import { formatCalendarDate, formatDayHeading } from './format-calendar-date.ts';
import { formatDate, formatDateTime, formatTime } from './format-date-time.ts';

// Issue 33 item 3: in Spanish, dates and times read as Intl writes them for es-US; the app writes them with
// date-fns and its `es` locale, held here to what Intl writes, day by day and hour by hour.

const NEW_YORK = 'America/New_York';
const intl = (options: Intl.DateTimeFormatOptions, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('es-US', { ...options, timeZone });
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe('Spanish dates and times', () => {
  it('write the day before the month, and the half of the day as p.m.', () => {
    const instant = Date.UTC(2025, 5, 3, 18, 5);
    expect(formatDateTime(instant, NEW_YORK, 'es')).toBe('03/06/2025, 02:05 p.m.');
    expect(formatDate(instant, NEW_YORK, 'es')).toBe('03/06/2025');
    expect(formatTime(Date.UTC(2026, 0, 1, 5, 0), NEW_YORK, 'es')).toBe('12:00 a.m.');
    expect(formatCalendarDate('1950-01-02', 'es')).toBe('02/01/1950');
    expect(formatDayHeading('2025-06-04', 'es')).toBe('04 de junio de 2025');
  });

  it('leave English as the spec writes it', () => {
    const instant = Date.UTC(2025, 5, 3, 18, 5);
    expect(formatDateTime(instant, NEW_YORK, 'en')).toBe('06/03/2025 02:05 PM');
    expect(formatCalendarDate('1950-01-02', 'en')).toBe('01/02/1950');
    expect(formatDayHeading('2025-06-04', 'en')).toBe('June 04, 2025');
  });

  it('read as Intl writes es-US, for every day of two years and every quarter hour of a day', () => {
    const date = intl({ day: '2-digit', month: '2-digit', year: 'numeric' }, NEW_YORK);
    const heading = intl({ day: '2-digit', month: 'long', year: 'numeric' });
    const calendarDate = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDaysToDate(day, 1)) {
      expect(formatCalendarDate(day, 'es')).toBe(calendarDate.format(at(day)));
      expect(formatDayHeading(day, 'es')).toBe(heading.format(at(day)));
      expect(formatDate(at(day) + 17 * 3_600_000, NEW_YORK, 'es')).toBe(
        date.format(at(day) + 17 * 3_600_000),
      );
    }
    const time = intl({ hour: '2-digit', minute: '2-digit' }, NEW_YORK);
    const dateTime = intl(
      { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      NEW_YORK,
    );
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = Date.UTC(2026, 10, 20, 5) + minute * 60_000;
      expect(formatTime(instant, NEW_YORK, 'es')).toBe(time.format(instant));
      expect(formatDateTime(instant, NEW_YORK, 'es')).toBe(dateTime.format(instant));
    }
  });

  it('name the days and months on the calendars as Intl does', () => {
    const format = calendarFormat('es');
    expect(format.longDate('2026-11-20')).toBe('viernes, 20 de noviembre de 2026');
    expect(format.dayRange('2026-11-15', '2026-11-21')).toBe('15–21 de noviembre de 2026');
    const longDate = intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const monthTitle = intl({ month: 'long', year: 'numeric' });
    const weekday = intl({ weekday: 'short' });
    const span = intl({ month: 'long', day: 'numeric', year: 'numeric' });
    const hour = intl({ hour: 'numeric' });
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDaysToDate(day, 1)) {
      expect(format.longDate(day)).toBe(longDate.format(at(day)));
      expect(format.monthTitle(day)).toBe(monthTitle.format(at(day)));
      expect(format.weekdayShort(day)).toBe(weekday.format(at(day)));
      const weekEnd = addDaysToDate(day, 6);
      expect(format.dayRange(day, weekEnd)).toBe(span.formatRange(at(day), at(weekEnd)));
      expect(format.dayRange(day, day)).toBe(span.format(at(day)));
    }
    for (let h = 0; h < 24; h += 1) expect(format.hour(h)).toBe(hour.format(Date.UTC(2000, 0, 1, h)));
  });
});
