import { describe, expect, it } from 'vitest';
import {
  formatStopwatch,
  isOpenVisit,
  isRejectedVerification,
  isVerifiedForPayer,
  stopwatchText,
} from './visit-session.ts';

describe('formatStopwatch', () => {
  it('shows hh:mm:ss, whole seconds rounded down', () => {
    expect(formatStopwatch(0)).toBe('00:00:00');
    expect(formatStopwatch(999)).toBe('00:00:00');
    expect(formatStopwatch(1000)).toBe('00:00:01');
    expect(formatStopwatch(59_900)).toBe('00:00:59');
    expect(formatStopwatch(60_000)).toBe('00:01:00');
    expect(formatStopwatch(3_599_999)).toBe('00:59:59');
    expect(formatStopwatch(3_600_000)).toBe('01:00:00');
    expect(formatStopwatch((23 * 3600 + 59 * 60 + 59) * 1000)).toBe('23:59:59');
  });

  it('keeps counting hours past a day, and never shows a negative time', () => {
    expect(formatStopwatch(100 * 3_600_000 + 61_000)).toBe('100:01:01');
    expect(formatStopwatch(-5000)).toBe('00:00:00');
  });

  it('reads the time since an ISO begin', () => {
    const now = new Date('2030-01-10T15:01:02.500Z');
    expect(stopwatchText('2030-01-10T14:00:00.000Z', now)).toBe('01:01:02');
    expect(stopwatchText('2030-01-10T10:00:00.000-05:00', now)).toBe('00:01:02');
  });
});

describe('isOpenVisit', () => {
  it('is open while active, and when the server refused its verification', () => {
    expect(isOpenVisit({ complete: 0, syncState: 'dirty' })).toBe(true);
    expect(isOpenVisit({ complete: 0, syncState: 'clean' })).toBe(true);
    expect(isOpenVisit({ complete: 0, syncState: 'error' })).toBe(true);
    expect(isOpenVisit({ complete: 1, syncState: 'error' })).toBe(true);
  });

  it('is closed once verified (sent or waiting), and while pending', () => {
    for (const syncState of ['dirty', 'pending', 'clean'] as const) {
      expect(isOpenVisit({ complete: 1, syncState })).toBe(false);
    }
    expect(isOpenVisit({ complete: -1, syncState: 'clean' })).toBe(false);
  });

  it('is closed when the server refused the verification because the visit was verified already (issue 36)', () => {
    expect(isOpenVisit({ complete: 1, syncState: 'error', verifiedElsewhere: true })).toBe(false);
    expect(isRejectedVerification({ complete: 1, syncState: 'error', verifiedElsewhere: true })).toBe(false);
  });

  it('names a refused verification', () => {
    expect(isRejectedVerification({ complete: 1, syncState: 'error' })).toBe(true);
    expect(isRejectedVerification({ complete: 0, syncState: 'error' })).toBe(false);
    expect(isRejectedVerification({ complete: 1, syncState: 'dirty' })).toBe(false);
  });
});

describe('isVerifiedForPayer (issue 32 item 7)', () => {
  const kept = { complete: 1, appointmentStatus: 'Kept' } as const;

  it('is a verification of this device, waiting or taken', () => {
    for (const syncState of ['dirty', 'pending', 'clean'] as const)
      expect(isVerifiedForPayer({ ...kept, syncState })).toBe(true);
  });

  it('is not an open visit, a refused verification, one verified elsewhere, nor one whose status is not sent', () => {
    expect(isVerifiedForPayer({ ...kept, complete: 0, syncState: 'clean' })).toBe(false);
    expect(isVerifiedForPayer({ ...kept, complete: -1, syncState: 'clean' })).toBe(false);
    expect(isVerifiedForPayer({ ...kept, syncState: 'error' })).toBe(false);
    expect(isVerifiedForPayer({ ...kept, syncState: 'error', verifiedElsewhere: true })).toBe(false);
    expect(isVerifiedForPayer({ ...kept, appointmentStatus: 'DNS', syncState: 'clean' })).toBe(false);
  });
});
