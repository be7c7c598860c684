import { describe, expect, it } from 'vitest';
import { HOURS, MINUTES, fromClockParts, toClockParts, type ClockParts } from './time-picker.ts';
import { wallTime } from './wall-time.ts';

describe('picker lists (spec 1 §9 Choose Time: hours 1-12, minutes 00-59)', () => {
  it('offers hours 1 to 12', () => {
    expect(HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('offers minutes 00 to 59, two digits each', () => {
    expect(MINUTES).toHaveLength(60);
    expect(MINUTES[0]).toBe('00');
    expect(MINUTES[9]).toBe('09');
    expect(MINUTES[59]).toBe('59');
  });
});

describe('toClockParts', () => {
  it('reads midnight as 12 AM and noon as 12 PM', () => {
    expect(toClockParts('00:00')).toEqual({ hour: 12, minute: 0, meridiem: 'AM' });
    expect(toClockParts('12:00')).toEqual({ hour: 12, minute: 0, meridiem: 'PM' });
  });

  it('reads the minutes on either side of noon and midnight', () => {
    expect(toClockParts('00:59')).toEqual({ hour: 12, minute: 59, meridiem: 'AM' });
    expect(toClockParts('01:00')).toEqual({ hour: 1, minute: 0, meridiem: 'AM' });
    expect(toClockParts('11:59')).toEqual({ hour: 11, minute: 59, meridiem: 'AM' });
    expect(toClockParts('12:59')).toEqual({ hour: 12, minute: 59, meridiem: 'PM' });
    expect(toClockParts('13:00')).toEqual({ hour: 1, minute: 0, meridiem: 'PM' });
    expect(toClockParts('23:59')).toEqual({ hour: 11, minute: 59, meridiem: 'PM' });
  });

  it('throws a RangeError for what is not HH:mm', () => {
    for (const time of ['24:00', '12:60', '9:30', '']) expect(() => toClockParts(time)).toThrow(RangeError);
  });
});

describe('fromClockParts', () => {
  it('writes 12 AM as 00:00 and 12 PM as 12:00', () => {
    expect(fromClockParts({ hour: 12, minute: 0, meridiem: 'AM' })).toBe('00:00');
    expect(fromClockParts({ hour: 12, minute: 0, meridiem: 'PM' })).toBe('12:00');
    expect(fromClockParts({ hour: 1, minute: 5, meridiem: 'PM' })).toBe('13:05');
    expect(fromClockParts({ hour: 11, minute: 59, meridiem: 'PM' })).toBe('23:59');
  });

  it('round-trips every minute of the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes++) {
      const time = wallTime(minutes);
      expect(fromClockParts(toClockParts(time))).toBe(time);
    }
  });

  it('throws a RangeError for parts outside the picker', () => {
    const bad: ClockParts[] = [
      { hour: 0, minute: 0, meridiem: 'AM' },
      { hour: 13, minute: 0, meridiem: 'PM' },
      { hour: 1.5, minute: 0, meridiem: 'AM' },
      { hour: 1, minute: -1, meridiem: 'AM' },
      { hour: 1, minute: 60, meridiem: 'AM' },
      { hour: 1, minute: 0, meridiem: 'am' as 'AM' },
    ];
    for (const parts of bad) expect(() => fromClockParts(parts)).toThrow(RangeError);
  });
});
