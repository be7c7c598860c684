import { describe, expect, it } from 'vitest';
import { eventsOfDay } from './day-events.ts';

const NEW_YORK = 'America/New_York';
const item = (start: string, end: string) => ({ startDateInstance: start, endDateInstance: end });

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
