import { describe, expect, it } from 'vitest';
import { calendarFormat } from './calendar-format.ts';

describe('calendarFormat (en)', () => {
  const format = calendarFormat('en-US');

  it('writes the full date of the title bar', () => {
    expect(format.longDate('2026-11-20')).toBe('Friday, November 20, 2026');
  });

  it('names the month, the weekday and the day of the month', () => {
    expect(format.monthTitle('2026-11-20')).toBe('November 2026');
    expect(format.weekdayShort('2026-11-20')).toBe('Fri');
    expect(format.dayOfMonth('2026-11-01')).toBe('1');
  });

  it('writes a span of days as short as it goes', () => {
    // Intl sets the dash between thin spaces.
    expect(format.dayRange('2026-11-15', '2026-11-21')).toBe('November 15\u2009–\u200921, 2026');
    expect(format.dayRange('2026-11-29', '2026-12-05')).toBe('November 29\u2009–\u2009December 5, 2026');
  });

  it('keeps the day whatever the machine time zone', () => {
    // The 1st of a month is where a UTC/local slip would show as the previous month's last day.
    expect(format.longDate('2026-03-01')).toBe('Sunday, March 1, 2026');
  });
});
