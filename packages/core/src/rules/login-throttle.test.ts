import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORGET_AFTER_SECONDS,
  ADDRESS_FREE_FAILURES,
  ADDRESS_MAX_DELAY_SECONDS,
  addressDelaySeconds,
  addressWaitSeconds,
  freshAddressThrottle,
  recordAddressFailure,
  type AddressThrottleState,
} from './login-throttle.ts';

const t0 = new Date('2026-03-10T15:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function failures(count: number, start = freshAddressThrottle()): AddressThrottleState {
  let state = start;
  for (let i = 0; i < count; i++) state = recordAddressFailure(state, t0);
  return state;
}

describe('address throttle (issue 18 §3, NIST 800-63B §5.2.2)', () => {
  it('lets the free failures through without a wait', () => {
    const state = failures(ADDRESS_FREE_FAILURES);
    expect(state).toEqual({
      failures: ADDRESS_FREE_FAILURES,
      lastFailureAt: t0.toISOString(),
      blockedUntil: null,
    });
    expect(addressWaitSeconds(state, t0)).toBe(0);
  });

  it('holds the address back 1 s after the first failure past them, then twice as long each time', () => {
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES)).toBe(0);
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES + 1)).toBe(1);
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES + 2)).toBe(2);
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES + 5)).toBe(16);
    const state = failures(ADDRESS_FREE_FAILURES + 1);
    expect(addressWaitSeconds(state, t0)).toBe(1);
    expect(addressWaitSeconds(state, at(1))).toBe(0);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES + 10)).toBe(512);
    expect(addressDelaySeconds(ADDRESS_FREE_FAILURES + 11)).toBe(ADDRESS_MAX_DELAY_SECONDS);
    expect(addressDelaySeconds(10_000)).toBe(ADDRESS_MAX_DELAY_SECONDS);
    expect(addressWaitSeconds(failures(500), t0)).toBe(ADDRESS_MAX_DELAY_SECONDS);
  });

  it('forgets the failures after an hour without one, and not a second before', () => {
    const state = failures(ADDRESS_FREE_FAILURES + 3);
    const justBefore = recordAddressFailure(state, at(ADDRESS_FORGET_AFTER_SECONDS - 1));
    expect(justBefore.failures).toBe(ADDRESS_FREE_FAILURES + 4);
    const after = recordAddressFailure(state, at(ADDRESS_FORGET_AFTER_SECONDS));
    expect(after).toEqual({
      failures: 1,
      lastFailureAt: at(ADDRESS_FORGET_AFTER_SECONDS).toISOString(),
      blockedUntil: null,
    });
  });

  it('rounds a part second of waiting up, so a retry after the answer is never early', () => {
    const state = { ...freshAddressThrottle(), blockedUntil: new Date(t0.getTime() + 1500).toISOString() };
    expect(addressWaitSeconds(state, t0)).toBe(2);
  });
});
