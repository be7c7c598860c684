import { describe, expect, it } from 'vitest';
import { toClockParts } from '@carevisit/core';
import { clockText } from './clock-text.ts';

describe('clockText', () => {
  it('writes a 24-hour time on the 12-hour clock, two digits each', () => {
    expect(clockText(toClockParts('00:05'))).toBe('12:05 AM');
    expect(clockText(toClockParts('09:30'))).toBe('09:30 AM');
    expect(clockText(toClockParts('12:00'))).toBe('12:00 PM');
    expect(clockText(toClockParts('23:59'))).toBe('11:59 PM');
  });

  it('takes the AM/PM word given', () => {
    expect(clockText(toClockParts('13:15'), 'p.m.')).toBe('01:15 p.m.');
  });
});
