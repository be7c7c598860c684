import type { SecurityRule } from '../entities/security.ts';
import type { Message } from '../messages/format.ts';

const MS_PER_MINUTE = 60_000;

/**
 * Failed-login bookkeeping, kept by the server per user (in the database) and by the device for offline
 * login. Plain data so it can be stored as it is; lockedUntil is an ISO instant.
 */
export interface LockoutState {
  failedAttempts: number;
  lockedUntil: string | null;
}

export type LockoutRule = Pick<SecurityRule, 'maximunAttempts' | 'lockoutInterval'>;

/** No failures, not locked: the state after a successful login or a finished lockout. */
export function resetLockout(): LockoutState {
  return { failedAttempts: 0, lockedUntil: null };
}

/** Milliseconds of lockout left at `now`; 0 when login is allowed. */
export function isLockedOut(state: LockoutState, _rule: LockoutRule, now: Date): number {
  if (state.lockedUntil === null) return 0;
  return Math.max(0, new Date(state.lockedUntil).getTime() - now.getTime());
}

/** spec 1 §4: when the lockout interval is over, the counter resets. */
export function expireLockout(state: LockoutState, rule: LockoutRule, now: Date): LockoutState {
  return state.lockedUntil !== null && isLockedOut(state, rule, now) === 0 ? resetLockout() : state;
}

/**
 * spec 1 §4 lockout: once failed attempts reach the maximum (maximunAttempts), login is disabled for the
 * lockout interval in minutes; then the counter resets. A failure while locked out changes nothing, so
 * retrying does not extend the lockout. Failures are not forgotten with time, only by a success (reset)
 * or by a finished lockout.
 */
export function recordFailure(state: LockoutState, rule: LockoutRule, now: Date): LockoutState {
  if (isLockedOut(state, rule, now) > 0) return state;
  const failedAttempts = expireLockout(state, rule, now).failedAttempts + 1;
  if (failedAttempts < rule.maximunAttempts) return { failedAttempts, lockedUntil: null };
  return {
    failedAttempts,
    lockedUntil: new Date(now.getTime() + rule.lockoutInterval * MS_PER_MINUTE).toISOString(),
  };
}

/** Attempts left before the lockout starts (0 while locked out). */
export function attemptsLeft(state: LockoutState, rule: LockoutRule, now: Date): number {
  if (isLockedOut(state, rule, now) > 0) return 0;
  return Math.max(0, rule.maximunAttempts - expireLockout(state, rule, now).failedAttempts);
}

/** spec 1 §8 Login Disabled: login is disabled for the lockout interval. */
export function lockoutMessage(rule: LockoutRule): Message {
  return { key: 'login.loginDisabled', params: { minutes: rule.lockoutInterval } };
}
