import { describe, expect, it } from 'vitest';
import { appointmentTimes, instantAt, shiftEndWithStart, wallClockOf } from './appointment-times.ts';

const NEW_YORK = 'America/New_York';

describe('wallClockOf and instantAt', () => {
  it('read and write the wall clock of the time zone, not of the machine', () => {
    const instant = new Date('2026-06-03T18:05:00Z');
    expect(wallClockOf(instant, NEW_YORK)).toEqual({ date: '2026-06-03', time: '14:05' });
    expect(wallClockOf(instant, 'America/Chicago')).toEqual({ date: '2026-06-03', time: '13:05' });
    expect(instantAt({ date: '2026-06-03', time: '14:05' }, NEW_YORK).toISOString()).toBe(
      '2026-06-03T18:05:00.000Z',
    );
  });

  it('round-trip across a date boundary', () => {
    const lateEvening = new Date('2026-01-02T04:30:00Z');
    const wall = wallClockOf(lateEvening, NEW_YORK);
    expect(wall).toEqual({ date: '2026-01-01', time: '23:30' });
    expect(instantAt(wall, NEW_YORK).getTime()).toBe(lateEvening.getTime());
  });

  it('drops seconds when reading, since the dialog shows minutes', () => {
    expect(wallClockOf(new Date('2026-06-03T18:05:59Z'), NEW_YORK).time).toBe('14:05');
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    // 2026-03-08: New York clocks jump from 02:00 EST to 03:00 EDT.
    expect(instantAt({ date: '2026-03-08', time: '02:30' }, NEW_YORK).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('refuses what is not a date or a wall-clock time', () => {
    expect(() => instantAt({ date: '2026-02-30', time: '10:00' }, NEW_YORK)).toThrow(RangeError);
    expect(() => instantAt({ date: '2026-02-03', time: '24:00' }, NEW_YORK)).toThrow(RangeError);
  });
});

describe('appointmentTimes (spec 1 §4 Overnight)', () => {
  it('keeps start and end on the date when the end is after the start', () => {
    const times = appointmentTimes('2026-06-03', '09:00', '10:30', NEW_YORK);
    expect(times.start.toISOString()).toBe('2026-06-03T13:00:00.000Z');
    expect(times.end.toISOString()).toBe('2026-06-03T14:30:00.000Z');
    expect(times.overnight).toBe(false);
  });

  it('moves an end before the start to the next day', () => {
    const times = appointmentTimes('2026-06-03', '22:00', '06:00', NEW_YORK);
    expect(times.end.toISOString()).toBe('2026-06-04T10:00:00.000Z');
    expect(times.overnight).toBe(true);
  });

  it('reads an end equal to the start as the next day: a full 24 hours', () => {
    const times = appointmentTimes('2026-06-03', '09:00', '09:00', NEW_YORK);
    expect(times.overnight).toBe(true);
    expect(times.end.getTime() - times.start.getTime()).toBe(24 * 3_600_000);
  });

  it('counts the real hours of a daylight-saving night', () => {
    // 2026-11-01: New York falls back at 02:00, so 22:00 to 06:00 lasts nine hours.
    const times = appointmentTimes('2026-10-31', '22:00', '06:00', NEW_YORK);
    expect((times.end.getTime() - times.start.getTime()) / 3_600_000).toBe(9);
  });
});

describe('shiftEndWithStart', () => {
  it('keeps the length when the start moves', () => {
    expect(shiftEndWithStart('09:00', '10:00', '13:15')).toBe('14:15');
    expect(shiftEndWithStart('09:00', '10:30', '08:00')).toBe('09:30');
  });

  it('wraps past midnight, and keeps the length of an overnight appointment', () => {
    expect(shiftEndWithStart('09:00', '10:00', '23:30')).toBe('00:30');
    expect(shiftEndWithStart('22:00', '06:00', '21:00')).toBe('05:00');
  });
});
