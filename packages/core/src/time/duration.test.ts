import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationBetween, minutesBetween } from './duration.ts';

describe('minutesBetween', () => {
  it('counts whole minutes', () => {
    const start = new Date('2025-06-14T14:00:00Z');
    expect(minutesBetween(start, new Date('2025-06-14T15:00:00Z'))).toBe(60);
    expect(minutesBetween(start, new Date('2025-06-14T14:00:00Z'))).toBe(0);
    expect(minutesBetween(start, new Date('2025-06-15T14:00:00Z'))).toBe(1440);
  });

  it('drops a partial minute', () => {
    const start = new Date('2025-06-14T14:00:00Z');
    expect(minutesBetween(start, new Date('2025-06-14T14:00:59.999Z'))).toBe(0);
    expect(minutesBetween(start, new Date('2025-06-14T14:59:59Z'))).toBe(59);
  });

  it('is negative when the end is before the start', () => {
    expect(minutesBetween(new Date('2025-06-14T15:00:00Z'), new Date('2025-06-14T14:00:00Z'))).toBe(-60);
    expect(minutesBetween(new Date('2025-06-14T15:00:00Z'), new Date('2025-06-14T14:59:30Z'))).toBe(0);
  });

  it('counts real elapsed minutes across a DST change', () => {
    // 2025-03-09 00:00 to 04:00 Central wall time is only 3 hours.
    expect(minutesBetween(new Date('2025-03-09T06:00:00Z'), new Date('2025-03-09T09:00:00Z'))).toBe(180);
  });
});

describe('formatDuration', () => {
  it('formats hh:mm', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(60)).toBe('01:00');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(23 * 60 + 59)).toBe('23:59');
    expect(formatDuration(1440)).toBe('24:00');
    expect(formatDuration(100 * 60)).toBe('100:00');
  });

  it('drops fractions of a minute', () => {
    expect(formatDuration(59.9)).toBe('00:59');
  });

  it('rejects negative and non-finite values', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
    expect(() => formatDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatDurationBetween', () => {
  it('formats the span between two instants', () => {
    expect(formatDurationBetween(new Date('2025-06-14T14:00:00Z'), new Date('2025-06-14T15:30:00Z'))).toBe(
      '01:30',
    );
  });

  it('reads 00:00 for an end before the start', () => {
    expect(formatDurationBetween(new Date('2025-06-14T15:00:00Z'), new Date('2025-06-14T14:00:00Z'))).toBe(
      '00:00',
    );
  });
});
