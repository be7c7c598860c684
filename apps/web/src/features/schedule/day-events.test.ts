import { describe, expect, it } from 'vitest';
import { eventsOfDay, instantAt, wallMinutes } from './day-events.ts';

const NEW_YORK = 'America/New_York';
const item = (start: string, end: string) => ({ startDateInstance: start, endDateInstance: end });

describe('wallMinutes', () => {
  it('reads the wall clock of the time zone', () => {
    expect(wallMinutes(Date.parse('2026-11-20T13:30:00Z'), NEW_YORK)).toBe(8 * 60 + 30);
    expect(wallMinutes(Date.parse('2026-11-20T05:00:00Z'), NEW_YORK)).toBe(0);
  });
});

describe('instantAt', () => {
  it('is the wall-clock time of the day in the time zone', () => {
    expect(instantAt('2026-11-20', 9 * 60 + 15, NEW_YORK).toISOString()).toBe('2026-11-20T14:15:00.000Z');
  });

  it('counts wall-clock minutes on the days the clocks change', () => {
    // 2026-11-01 falls back (25 hours), 2026-03-08 springs forward (23 hours).
    expect(instantAt('2026-11-01', 10 * 60, NEW_YORK).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(instantAt('2026-03-08', 10 * 60, NEW_YORK).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(instantAt('2026-03-08', 23 * 60 + 45, NEW_YORK).toISOString()).toBe('2026-03-09T03:45:00.000Z');
    expect(instantAt('2026-03-08', 0, NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});

describe('eventsOfDay', () => {
  it('places the day’s items in wall-clock minutes, by start', () => {
    const late = item('2026-11-20T19:00:00Z', '2026-11-20T20:30:00Z');
    const early = item('2026-11-20T14:00:00Z', '2026-11-20T15:00:00Z');
    expect(eventsOfDay([late, early], '2026-11-20', NEW_YORK)).toEqual([
      { item: early, startMinute: 9 * 60, endMinute: 10 * 60 },
      { item: late, startMinute: 14 * 60, endMinute: 15 * 60 + 30 },
    ]);
  });

  it('shows an overnight visit (spec 1 §4) on both days, cut at midnight', () => {
    const overnight = item('2026-11-21T03:00:00Z', '2026-11-21T11:00:00Z'); // 22:00 to 06:00
    expect(eventsOfDay([overnight], '2026-11-20', NEW_YORK)).toEqual([
      { item: overnight, startMinute: 22 * 60, endMinute: 1440 },
    ]);
    expect(eventsOfDay([overnight], '2026-11-21', NEW_YORK)).toEqual([
      { item: overnight, startMinute: 0, endMinute: 6 * 60 },
    ]);
  });

  it('leaves out items of other days, and one that ends at midnight from the next day', () => {
    const evening = item('2026-11-21T03:00:00Z', '2026-11-21T05:00:00Z'); // 22:00 to 00:00
    expect(eventsOfDay([evening], '2026-11-21', NEW_YORK)).toEqual([]);
    expect(eventsOfDay([evening], '2026-11-19', NEW_YORK)).toEqual([]);
    expect(eventsOfDay([evening], '2026-11-20', NEW_YORK)).toHaveLength(1);
  });

  it('keeps wall-clock rows on a daylight-saving day', () => {
    // 2026-11-01: clocks fall back at 02:00 EDT; 09:00 EST is 14:00 UTC.
    const morning = item('2026-11-01T14:00:00Z', '2026-11-01T15:00:00Z');
    expect(eventsOfDay([morning], '2026-11-01', NEW_YORK)[0]).toMatchObject({
      startMinute: 540,
      endMinute: 600,
    });
  });

  it('puts the longer of two items starting together first, and keeps a zero-length item', () => {
    const short = item('2026-11-20T14:00:00Z', '2026-11-20T14:30:00Z');
    const long = item('2026-11-20T14:00:00Z', '2026-11-20T16:00:00Z');
    const instant = item('2026-11-20T05:00:00Z', '2026-11-20T05:00:00Z');
    expect(eventsOfDay([short, long, instant], '2026-11-20', NEW_YORK).map((event) => event.item)).toEqual([
      instant,
      long,
      short,
    ]);
  });
});
