import { describe, expect, it } from 'vitest';
import { instantAtMinute, millisToNextMinute, minutesIntoDay, nextQuarterHour } from './wall-clock.ts';

const NEW_YORK = 'America/New_York';

describe('minutesIntoDay', () => {
  it('reads the wall clock of the time zone', () => {
    expect(minutesIntoDay(Date.parse('2026-11-20T13:30:00Z'), NEW_YORK)).toBe(8 * 60 + 30);
    expect(minutesIntoDay(new Date('2026-11-20T05:00:00Z'), NEW_YORK)).toBe(0);
    expect(minutesIntoDay(Date.parse('2026-11-21T04:59:00Z'), NEW_YORK)).toBe(23 * 60 + 59);
  });
});

describe('instantAtMinute', () => {
  it('is the wall-clock time of the day in the time zone', () => {
    expect(instantAtMinute('2026-11-20', 9 * 60 + 15, NEW_YORK).toISOString()).toBe(
      '2026-11-20T14:15:00.000Z',
    );
  });

  it('counts wall-clock minutes on the days the clocks change', () => {
    // 2026-11-01 falls back (25 hours), 2026-03-08 springs forward (23 hours).
    expect(instantAtMinute('2026-11-01', 10 * 60, NEW_YORK).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(instantAtMinute('2026-03-08', 10 * 60, NEW_YORK).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(instantAtMinute('2026-03-08', 23 * 60 + 45, NEW_YORK).toISOString()).toBe(
      '2026-03-09T03:45:00.000Z',
    );
    expect(instantAtMinute('2026-03-08', 0, NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('moves a time inside the spring-forward gap on by the gap, and takes the first of a repeated hour', () => {
    expect(instantAtMinute('2026-03-08', 2 * 60 + 30, NEW_YORK).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantAtMinute('2026-11-01', 60 + 30, NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('nextQuarterHour (spec 1 §9: 15-minute steps)', () => {
  it('rounds up to the next quarter hour', () => {
    expect(nextQuarterHour(new Date('2026-06-03T18:05:00Z')).toISOString()).toBe('2026-06-03T18:15:00.000Z');
    expect(nextQuarterHour(new Date('2026-06-03T18:45:01Z')).toISOString()).toBe('2026-06-03T19:00:00.000Z');
  });

  it('keeps a time already on a quarter hour', () => {
    expect(nextQuarterHour(new Date('2026-06-03T18:30:00Z')).toISOString()).toBe('2026-06-03T18:30:00.000Z');
  });

  it('is a quarter hour of a half-hour-offset wall clock too', () => {
    const start = nextQuarterHour(new Date('2026-06-03T18:05:00Z'));
    expect(minutesIntoDay(start, 'Asia/Kolkata')).toBe(23 * 60 + 45);
  });
});

describe('millisToNextMinute', () => {
  it('is the time left to the next minute of the clock, a whole minute when on one', () => {
    expect(millisToNextMinute(Date.parse('2026-11-01T06:30:15.250Z'))).toBe(44_750);
    expect(millisToNextMinute(Date.parse('2026-11-01T06:30:00Z'))).toBe(60_000);
    expect(millisToNextMinute(Date.parse('2026-11-01T06:30:59.999Z'))).toBe(1);
  });
});
