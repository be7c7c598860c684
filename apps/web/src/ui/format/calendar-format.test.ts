import { describe, expect, it } from 'vitest';
import { deviceZoneForTests } from '../../../test/time-zone.ts';
import { addDaysToDate } from '@carevisit/core';
import { calendarFormat } from './calendar-format.ts';

const format = calendarFormat('en');

describe('calendarFormat (en)', () => {
  it('writes the full date of the title bar', () => {
    expect(format.longDate('2026-11-20')).toBe('Friday, November 20, 2026');
  });

  it('writes a day the same again after writing a thousand others, though it keeps only so many', () => {
    const fresh = calendarFormat('en');
    expect(fresh.longDate('2026-11-20')).toBe('Friday, November 20, 2026');
    for (let offset = 1; offset <= 1_500; offset++) fresh.longDate(addDaysToDate('2026-11-20', offset));
    expect(fresh.longDate('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(fresh.longDate(addDaysToDate('2026-11-20', 1_500))).toBe('Sunday, December 29, 2030');
  });

  it('names the month, the weekday and the day of the month', () => {
    expect(format.monthTitle('2026-11-20')).toBe('November 2026');
    expect(format.weekdayShort('2026-11-20')).toBe('Fri');
    expect(format.dayOfMonth('2026-11-01')).toBe('1');
  });

  it('writes a span of days as short as it goes', () => {
    // The dash between thin spaces, as browsers write a range.
    expect(format.dayRange('2026-11-15', '2026-11-21')).toBe('November 15\u2009–\u200921, 2026');
    expect(format.dayRange('2026-11-29', '2026-12-05')).toBe('November 29\u2009–\u2009December 5, 2026');
    expect(format.dayRange('2026-12-27', '2027-01-02')).toBe('December 27, 2026\u2009–\u2009January 2, 2027');
    expect(format.dayRange('2026-11-20', '2026-11-20')).toBe('November 20, 2026');
  });

  it("labels the time grid's hours on the 12-hour clock", () => {
    const labels = Array.from({ length: 24 }, (_, hour) => format.hour(hour));
    expect(labels.slice(0, 3)).toEqual(['12 AM', '1 AM', '2 AM']);
    expect(labels.slice(11, 14)).toEqual(['11 AM', '12 PM', '1 PM']);
    expect(labels[23]).toBe('11 PM');
  });

  it('reads an en-US tag, or a language it does not know, as English', () => {
    expect(calendarFormat('en-US').longDate('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(calendarFormat('xx').monthTitle('2026-11-20')).toBe('November 2026');
  });
});

describe('calendarFormat on a device away from UTC', () => {
  const moveDeviceTo = deviceZoneForTests();

  it('keeps the day and the hours in New York, across the night the clocks fall back (2026-11-01)', () => {
    moveDeviceTo('America/New_York');
    // The 1st of a month is where a UTC/local slip would show as the previous month's last day.
    expect(format.longDate('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(format.weekdayShort('2026-11-01')).toBe('Sun');
    expect(format.dayOfMonth('2026-11-01')).toBe('1');
    expect(format.dayRange('2026-11-01', '2026-11-07')).toBe('November 1\u2009–\u20097, 2026');
    expect(format.longDate('2026-03-08')).toBe('Sunday, March 8, 2026');
    // The grid has 24 rows whatever the day: 1 AM once, 2 AM once.
    expect(
      Array.from({ length: 24 }, (_, hour) => format.hour(hour)).filter((l) => /^[12] AM$/.test(l)),
    ).toEqual(['1 AM', '2 AM']);
  });

  it('keeps the day east of UTC too', () => {
    moveDeviceTo('Pacific/Kiritimati');
    expect(format.longDate('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(format.monthTitle('2026-03-01')).toBe('March 2026');
  });
});

describe('calendarFormat writes what the browser wrote before (Intl, en)', () => {
  // The labels moved from Intl.DateTimeFormat to date-fns: every day of two years reads the same.
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  const longDate = intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const monthTitle = intl({ month: 'long', year: 'numeric' });
  const weekday = intl({ weekday: 'short' });
  const span = intl({ month: 'long', day: 'numeric', year: 'numeric' });
  const hour = intl({ hour: 'numeric' });
  const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

  it('for every day, week and hour', () => {
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDaysToDate(day, 1)) {
      expect(format.longDate(day)).toBe(longDate.format(at(day)));
      expect(format.monthTitle(day)).toBe(monthTitle.format(at(day)));
      expect(format.weekdayShort(day)).toBe(weekday.format(at(day)));
      const weekEnd = addDaysToDate(day, 6);
      expect(format.dayRange(day, weekEnd)).toBe(span.formatRange(at(day), at(weekEnd)));
    }
    for (let h = 0; h < 24; h += 1) expect(format.hour(h)).toBe(hour.format(Date.UTC(2000, 0, 1, h)));
  });
});
