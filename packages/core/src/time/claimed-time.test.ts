import { describe, expect, it } from 'vitest';
import { claimedInstant, offlineWindowStart } from './claimed-time.ts';

const NOW = new Date('2026-03-10T16:00:00.000Z');
const STARTED = new Date('2026-03-10T14:00:00.000Z');

describe('a time a device claims (issue 31 item 2)', () => {
  it('is kept between the earliest believable time and now, both included', () => {
    for (const claim of [
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T15:12:34.567Z',
      '2026-03-10T16:00:00.000Z',
    ]) {
      expect(claimedInstant(claim, NOW, STARTED).toISOString()).toBe(claim);
    }
    expect(claimedInstant('2026-03-10T10:30:00-05:00', NOW, STARTED).toISOString()).toBe(
      '2026-03-10T15:30:00.000Z',
    );
  });

  it('is the server’s now when after now, before the earliest, unreadable or missing', () => {
    for (const claim of [
      '2027-04-14T16:00:00.000Z',
      '1999-06-01T12:00:00.000Z',
      '2026-03-10T13:59:59.999Z',
    ]) {
      expect(claimedInstant(claim, NOW, STARTED)).toBe(NOW);
    }
    for (const claim of ['not a time', null, undefined])
      expect(claimedInstant(claim, NOW, STARTED)).toBe(NOW);
  });

  it('is believed back to the start of the offline window, the days a sign-in lasts', () => {
    expect(offlineWindowStart(NOW).toISOString()).toBe('2026-02-24T16:00:00.000Z');
  });
});
