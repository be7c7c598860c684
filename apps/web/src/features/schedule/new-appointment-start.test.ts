import { describe, expect, it } from 'vitest';
import { newAppointmentStart } from './new-appointment-start.ts';

const NEW_YORK = 'America/New_York';
const start = (day: string, now: string) => newAppointmentStart(day, new Date(now), NEW_YORK).toISOString();

describe('newAppointmentStart (the add button)', () => {
  it('is the next quarter hour today', () => {
    expect(start('2026-11-20', '2026-11-20T15:07:30Z')).toBe('2026-11-20T15:15:00.000Z');
    expect(start('2026-11-20', '2026-11-20T15:15:00Z')).toBe('2026-11-20T15:15:00.000Z');
    expect(start('2026-11-20', '2026-11-20T15:15:01Z')).toBe('2026-11-20T15:30:00.000Z');
  });

  it('is the same wall-clock quarter on another chosen day', () => {
    // 10:07 EST now; the chosen day is in daylight time, 10:15 there is 14:15 UTC.
    expect(start('2026-11-24', '2026-11-20T15:07:00Z')).toBe('2026-11-24T15:15:00.000Z');
    expect(start('2026-10-30', '2026-11-20T15:07:00Z')).toBe('2026-10-30T14:15:00.000Z');
  });

  it('stays on the chosen day late in the evening', () => {
    // 23:55 EST on the 20th: the next quarter would be tomorrow's midnight.
    expect(start('2026-11-20', '2026-11-21T04:55:00Z')).toBe('2026-11-21T04:45:00.000Z');
  });
});
