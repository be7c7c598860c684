import { describe, expect, it } from 'vitest';
import { clientDisputes, type ClientAnswers } from './visit-dispute.ts';

const confirmed: ClientAnswers = {
  appointmentStatus: 'Kept',
  servicesVerified: true,
  durationVerified: true,
  hasSignature: true,
};

describe('clientDisputes (issue 36)', () => {
  it('is no dispute when the client verifies both and signs', () => {
    expect(clientDisputes(confirmed)).toBe(false);
  });

  it('is a dispute when the client answers NO to the services or the duration', () => {
    expect(clientDisputes({ ...confirmed, servicesVerified: false })).toBe(true);
    expect(clientDisputes({ ...confirmed, durationVerified: false })).toBe(true);
    expect(clientDisputes({ ...confirmed, servicesVerified: false, durationVerified: false })).toBe(true);
  });

  it('is a dispute when the client does not sign (refused, or unable to)', () => {
    expect(clientDisputes({ ...confirmed, hasSignature: false })).toBe(true);
  });

  it('asks nothing of the client for a status that skips verification (spec 1 §4)', () => {
    for (const appointmentStatus of ['Error', 'CBT', 'CBC', 'DNS'] as const) {
      expect(
        clientDisputes({
          appointmentStatus,
          servicesVerified: null,
          durationVerified: null,
          hasSignature: false,
        }),
      ).toBe(false);
    }
  });
});
