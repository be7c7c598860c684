import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDayHeading } from './format-calendar-date.ts';

describe('formatCalendarDate (spec 1 §9: MM/dd/yyyy)', () => {
  it('reorders a calendar date without any time zone shift', () => {
    expect(formatCalendarDate('1950-01-01')).toBe('01/01/1950');
    expect(formatCalendarDate('2025-12-31')).toBe('12/31/2025');
  });

  it('gives null for an empty date, which screens show as Not Set', () => {
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate('')).toBeNull();
  });
});

describe("formatDayHeading (spec 2 §9: 'LLLL dd, yyyy')", () => {
  it('names the month in full and pads the day', () => {
    expect(formatDayHeading('2025-06-04')).toBe('June 04, 2025');
    expect(formatDayHeading('2026-01-31')).toBe('January 31, 2026');
  });
});
