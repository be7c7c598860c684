import { describe, expect, it } from 'vitest';
import { firstOfMonth, monthWeeks } from './month-weeks.ts';

describe('monthWeeks', () => {
  it('starts on the Sunday on or before the 1st and ends on the Saturday on or after the last day', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const weeks = monthWeeks('2026-11-20');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.at(-1)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('fills the first row with the previous month and can need six rows', () => {
    // August 2026: the 1st is a Saturday, the 31st a Monday.
    const weeks = monthWeeks('2026-08-15');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-07-26');
    expect(weeks[0]![6]).toBe('2026-08-01');
    expect(weeks[5]![1]).toBe('2026-08-31');
  });

  it('gives four rows to a February that starts on a Sunday', () => {
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
  });

  it('holds every day of the month once', () => {
    const days = monthWeeks('2024-02-29').flat();
    expect(days.filter((day) => day.startsWith('2024-02'))).toHaveLength(29);
    expect(new Set(days).size).toBe(days.length);
  });

  it('names the first of the month', () => {
    expect(firstOfMonth('2026-12-31')).toBe('2026-12-01');
  });
});
