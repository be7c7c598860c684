import { describe, expect, it } from 'vitest';
import { itemsOnDays } from './visible-appointments.ts';

const item = (start: string, end: string) => ({ startDateInstance: start, endDateInstance: end });

describe('itemsOnDays', () => {
  it('keeps what overlaps the days in the time zone, an overnight visit from the day before included', () => {
    const overnight = item('2026-11-15T03:00:00Z', '2026-11-15T11:00:00Z'); // Sat 22:00 to Sun 06:00 EST
    const inside = item('2026-11-21T14:00:00Z', '2026-11-21T15:00:00Z');
    const after = item('2026-11-22T05:00:00Z', '2026-11-22T06:00:00Z'); // Sunday 00:00 EST
    const before = item('2026-11-15T03:00:00Z', '2026-11-15T05:00:00Z'); // ends at Sunday's midnight
    expect(
      itemsOnDays([overnight, inside, after, before], '2026-11-15', '2026-11-21', 'America/New_York'),
    ).toEqual([overnight, inside]);
  });
});
