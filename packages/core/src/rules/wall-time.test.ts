import { describe, expect, it } from 'vitest';
import { minutesOfDay, wallTime } from './wall-time.ts';

describe('minutesOfDay', () => {
  it('counts minutes after midnight at both ends of the day', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('08:15')).toBe(495);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('refuses what is not HH:mm', () => {
    for (const time of ['24:00', '7:00', '07:60', '0700', '', '07:00:00']) {
      expect(() => minutesOfDay(time)).toThrow(RangeError);
    }
  });
});

describe('wallTime', () => {
  it('writes HH:mm at both ends of the day', () => {
    expect(wallTime(0)).toBe('00:00');
    expect(wallTime(495)).toBe('08:15');
    expect(wallTime(1439)).toBe('23:59');
  });

  it('refuses minutes outside the day or not whole', () => {
    for (const minutes of [-1, 1440, 1.5, Number.NaN]) expect(() => wallTime(minutes)).toThrow(RangeError);
  });
});
