import { describe, expect, it } from 'vitest';
import { defaultEnd, isVisitTooLong, moveEndToNextDay, needsOvernight } from './visit-length.ts';

const START = new Date('2025-06-14T15:00:00Z');
const HOUR = 3_600_000;

describe('isVisitTooLong (spec 1 §5: 24 hours or more)', () => {
  it('is false just under 24 hours', () => {
    expect(isVisitTooLong(START, new Date(START.getTime() + 24 * HOUR - 1))).toBe(false);
    expect(isVisitTooLong(START, new Date(START.getTime() + 23 * HOUR + 59 * 60_000))).toBe(false);
  });

  it('is true at exactly 24 hours and above', () => {
    expect(isVisitTooLong(START, new Date(START.getTime() + 24 * HOUR))).toBe(true);
    expect(isVisitTooLong(START, new Date(START.getTime() + 24 * HOUR + 60_000))).toBe(true);
    expect(isVisitTooLong(START, new Date(START.getTime() + 48 * HOUR))).toBe(true);
  });

  it('is false for short, empty and reversed intervals', () => {
    expect(isVisitTooLong(START, new Date(START.getTime() + HOUR))).toBe(false);
    expect(isVisitTooLong(START, START)).toBe(false);
    expect(isVisitTooLong(START, new Date(START.getTime() - 30 * HOUR))).toBe(false);
  });

  it('counts elapsed time across DST (a 24-hour wall-clock day can be 23 or 25 hours)', () => {
    // 2025-03-09 00:00 CST to 2025-03-10 00:00 CDT is 23 real hours.
    expect(isVisitTooLong(new Date('2025-03-09T06:00:00Z'), new Date('2025-03-10T05:00:00Z'))).toBe(false);
    // 2025-11-02 00:00 CDT to 2025-11-02 23:00 CST is 24 real hours.
    expect(isVisitTooLong(new Date('2025-11-02T05:00:00Z'), new Date('2025-11-03T05:00:00Z'))).toBe(true);
  });
});

describe('defaultEnd', () => {
  it('is one hour after the start', () => {
    expect(defaultEnd(START).toISOString()).toBe('2025-06-14T16:00:00.000Z');
  });

  it('does not change its input', () => {
    const start = new Date(START);
    defaultEnd(start);
    expect(start.getTime()).toBe(START.getTime());
  });
});

describe('needsOvernight', () => {
  it('is true when the end is not after the start', () => {
    expect(needsOvernight(START, START)).toBe(true);
    expect(needsOvernight(START, new Date(START.getTime() - 60_000))).toBe(true);
  });

  it('is false when the end is after the start', () => {
    expect(needsOvernight(START, new Date(START.getTime() + 1))).toBe(false);
  });
});

describe('moveEndToNextDay', () => {
  it('moves the end to the day after the start, keeping its time', () => {
    // 22:00 CDT to 01:00 CDT picked on the same day
    const start = new Date('2025-06-15T03:00:00Z');
    const end = new Date('2025-06-14T06:00:00Z');
    const moved = moveEndToNextDay(start, end, 'America/Chicago');
    expect(moved.toISOString()).toBe('2025-06-15T06:00:00.000Z');
    expect(needsOvernight(start, moved)).toBe(false);
  });

  it('uses US Central by default', () => {
    const start = new Date('2025-06-15T03:00:00Z'); // 22:00 CDT, 14 June
    const end = new Date('2025-06-14T06:00:00Z'); // 01:00 CDT, 14 June
    expect(moveEndToNextDay(start, end).toISOString()).toBe('2025-06-15T06:00:00.000Z');
  });

  it('handles an end equal to the start as a 24-hour visit', () => {
    const moved = moveEndToNextDay(START, START, 'America/Chicago');
    expect(moved.getTime() - START.getTime()).toBe(24 * HOUR);
    expect(isVisitTooLong(START, moved)).toBe(true);
  });

  it('keeps the wall-clock time across the spring-forward night', () => {
    // 22:00 CST 8 March to 06:00 the next morning (CDT): 7 real hours
    const start = new Date('2025-03-09T04:00:00Z');
    const end = new Date('2025-03-08T12:00:00Z'); // 06:00 CST, 8 March
    const moved = moveEndToNextDay(start, end, 'America/Chicago');
    expect(moved.toISOString()).toBe('2025-03-09T11:00:00.000Z');
    expect((moved.getTime() - start.getTime()) / HOUR).toBe(7);
  });

  it('works in another time zone', () => {
    const start = new Date('2025-06-14T21:00:00Z'); // 23:00 in Berlin
    const end = new Date('2025-06-13T23:00:00Z'); // 01:00 on 14 June in Berlin
    expect(moveEndToNextDay(start, end, 'Europe/Berlin').toISOString()).toBe('2025-06-14T23:00:00.000Z');
  });
});
