/**
 * Issue 18 §3, NIST SP 800-63B §5.2.2 (rate limiting): failed sign-ins slow down the network address that
 * makes them, whatever usernames it tries, so that guessing passwords, or locking other people's accounts
 * (spec 1 §4 lockout), costs an attacker more and more time. The account's own lockout is unchanged.
 *
 * An address has FREE_FAILURES failures that cost nothing (staff behind one office or carrier address
 * mistype passwords too); each failure past them holds the address back for twice as long as the one
 * before, from 1 second up to MAX_DELAY_SECONDS. An hour without a failure forgets them all.
 */
export const ADDRESS_FREE_FAILURES = 20;
export const ADDRESS_MAX_DELAY_SECONDS = 15 * 60;
export const ADDRESS_FORGET_AFTER_SECONDS = 60 * 60;

/** What the server keeps per address (in the database, so that every replica counts together). */
export interface AddressThrottleState {
  failures: number;
  /** ISO instant of the last counted failure. */
  lastFailureAt: string | null;
  /** ISO instant until which the address may not try again; null when it may. */
  blockedUntil: string | null;
}

export function freshAddressThrottle(): AddressThrottleState {
  return { failures: 0, lastFailureAt: null, blockedUntil: null };
}

/** Seconds the address must still wait at `now` (rounded up); 0 when it may try. */
export function addressWaitSeconds(state: AddressThrottleState, now: Date): number {
  if (state.blockedUntil === null) return 0;
  return Math.max(0, Math.ceil((new Date(state.blockedUntil).getTime() - now.getTime()) / 1000));
}

/** The delay a failure numbered `failures` (1-based) earns the address. */
export function addressDelaySeconds(failures: number): number {
  const past = failures - ADDRESS_FREE_FAILURES;
  if (past <= 0) return 0;
  // 2^(past-1) seconds, capped; the exponent is capped first so that it never overflows.
  return Math.min(ADDRESS_MAX_DELAY_SECONDS, 2 ** Math.min(past - 1, 30));
}

/** The address's state after one more failed sign-in at `now`. */
export function recordAddressFailure(state: AddressThrottleState, now: Date): AddressThrottleState {
  const last = state.lastFailureAt === null ? null : new Date(state.lastFailureAt).getTime();
  const forgotten = last === null || now.getTime() - last >= ADDRESS_FORGET_AFTER_SECONDS * 1000;
  const failures = (forgotten ? 0 : state.failures) + 1;
  const delay = addressDelaySeconds(failures);
  return {
    failures,
    lastFailureAt: now.toISOString(),
    blockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000).toISOString() : null,
  };
}
