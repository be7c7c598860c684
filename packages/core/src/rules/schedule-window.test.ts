import { describe, expect, it } from 'vitest';
import { isDayInScheduleWindow, isDayWithin, isOutOfRange, scheduleWindowBounds } from './schedule-window.ts';

const CHICAGO = 'America/Chicago';
// 2025-06-14 10:00 CDT
const NOW = new Date('2025-06-14T15:00:00Z');

/** An instant at the given Central wall time (CDT, June/July). */
const cdt = (dateTime: string) => new Date(`${dateTime}-05:00`);

describe('scheduleWindowBounds (spec 1 §9: 7 days back, 30 days ahead)', () => {
  it('runs from 7 days before to 30 days after today', () => {
    expect(scheduleWindowBounds(NOW, CHICAGO)).toEqual({ first: '2025-06-07', last: '2025-07-14' });
  });

  it('counts from today in the time zone, not in UTC', () => {
    // 23:30 CDT on 14 June is 15 June in UTC.
    const lateEvening = new Date('2025-06-15T04:30:00Z');
    expect(scheduleWindowBounds(lateEvening, CHICAGO)).toEqual({ first: '2025-06-07', last: '2025-07-14' });
    expect(scheduleWindowBounds(lateEvening, 'UTC')).toEqual({ first: '2025-06-08', last: '2025-07-15' });
  });
});

describe('isDayWithin', () => {
  it('holds a day to bounds worked out once, edges included', () => {
    const bounds = scheduleWindowBounds(NOW, CHICAGO);
    for (const day of ['2025-06-06', '2025-06-07', '2025-07-14', '2025-07-15'])
      expect(isDayWithin(bounds, day)).toBe(isDayInScheduleWindow(day, NOW, CHICAGO));
    expect(isDayWithin(bounds, '2025-06-07')).toBe(true);
    expect(isDayWithin(bounds, '2025-07-15')).toBe(false);
  });
});

describe('isDayInScheduleWindow', () => {
  it('accepts the edges: 7 days back and 30 days ahead', () => {
    expect(isDayInScheduleWindow('2025-06-07', NOW, CHICAGO)).toBe(true);
    expect(isDayInScheduleWindow('2025-07-14', NOW, CHICAGO)).toBe(true);
    expect(isDayInScheduleWindow('2025-06-14', NOW, CHICAGO)).toBe(true);
  });

  it('refuses 8 days back and 31 days ahead', () => {
    expect(isDayInScheduleWindow('2025-06-06', NOW, CHICAGO)).toBe(false);
    expect(isDayInScheduleWindow('2025-07-15', NOW, CHICAGO)).toBe(false);
  });
});

describe('isOutOfRange (spec 1 §5: more than 8 days back, or 31 or more ahead)', () => {
  it('is in range at exactly 8 days back, at any time of that day', () => {
    expect(isOutOfRange(cdt('2025-06-06T00:00:00'), NOW, CHICAGO)).toBe(false);
    expect(isOutOfRange(cdt('2025-06-06T23:59:00'), NOW, CHICAGO)).toBe(false);
  });

  it('is out of range at 9 days back', () => {
    expect(isOutOfRange(cdt('2025-06-05T23:59:00'), NOW, CHICAGO)).toBe(true);
    expect(isOutOfRange(cdt('2025-06-05T00:00:00'), NOW, CHICAGO)).toBe(true);
  });

  it('is in range at 30 days ahead', () => {
    expect(isOutOfRange(cdt('2025-07-14T23:59:00'), NOW, CHICAGO)).toBe(false);
  });

  it('is out of range at exactly 31 days ahead', () => {
    expect(isOutOfRange(cdt('2025-07-15T00:00:00'), NOW, CHICAGO)).toBe(true);
    expect(isOutOfRange(cdt('2025-07-16T10:00:00'), NOW, CHICAGO)).toBe(true);
  });

  it('is in range today', () => {
    expect(isOutOfRange(NOW, NOW, CHICAGO)).toBe(false);
  });

  it('counts calendar days in the time zone (UTC date would be off by one)', () => {
    // Start 2025-07-15 04:30 UTC = 2025-07-14 23:30 CDT: day +30 in Central, +31 in UTC.
    const start = new Date('2025-07-15T04:30:00Z');
    expect(isOutOfRange(start, NOW, CHICAGO)).toBe(false);
    expect(isOutOfRange(start, NOW, 'UTC')).toBe(true);
  });
});
