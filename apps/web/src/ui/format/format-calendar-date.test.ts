import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '@carevisit/core';
import { deviceZoneForTests } from '../../../test/time-zone.ts';
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

  it('writes a date the same when asked again, after a thousand others, and a malformed one stays null', () => {
    expect(formatCalendarDate('2025-02-30')).toBeNull();
    expect(formatCalendarDate('2025-02-30')).toBeNull();
    for (let day = 0; day < 1_500; day++) formatCalendarDate(addDaysToDate('2026-01-01', day));
    expect(formatCalendarDate('2026-01-01')).toBe('01/01/2026');
    expect(formatCalendarDate('2026-01-01', 'es')).toBe('01/01/2026');
    expect(formatDayHeading('2026-01-01', 'es')).toBe('01 de enero de 2026');
    expect(formatDayHeading('2026-01-01')).toBe('January 01, 2026');
  });
});

describe("formatDayHeading (spec 2 §9: 'LLLL dd, yyyy')", () => {
  it('names the month in full and pads the day', () => {
    expect(formatDayHeading('2025-06-04')).toBe('June 04, 2025');
    expect(formatDayHeading('2026-01-31')).toBe('January 31, 2026');
  });
});

describe('calendar dates in any device time zone', () => {
  const moveDeviceTo = deviceZoneForTests();

  it('keeps the written day, whether the device is west or east of UTC, and refuses a date that is not one', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      moveDeviceTo(timeZone);
      expect(formatCalendarDate('2025-03-09')).toBe('03/09/2025');
      expect(formatCalendarDate('2025-03-09T23:30:00.000Z')).toBe('03/09/2025');
      expect(formatDayHeading('2025-11-02')).toBe('November 02, 2025');
    }
    expect(formatCalendarDate('2025-02-30')).toBeNull();
    expect(formatCalendarDate('06/04/2025')).toBeNull();
  });
});
