import { describe, expect, it } from 'vitest';
import type { LockoutRule, LockoutState } from './lockout.ts';
import {
  attemptsLeft,
  expireLockout,
  isLockedOut,
  lockoutMessage,
  recordFailure,
  resetLockout,
} from './lockout.ts';
import { SECURITY_RULE_DEFAULTS } from '../constants.ts';
import { formatMessage } from '../messages/format.ts';

// The spec defaults: 5 attempts, 3 minutes.
const rule: LockoutRule = {
  maximunAttempts: SECURITY_RULE_DEFAULTS.maximunAttempts,
  lockoutInterval: SECURITY_RULE_DEFAULTS.lockoutInterval,
};
const t0 = new Date('2025-06-10T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const MINUTE = 60_000;

function fail(times: number, state: LockoutState = resetLockout(), now = t0): LockoutState {
  let next = state;
  for (let i = 0; i < times; i += 1) next = recordFailure(next, rule, now);
  return next;
}

describe('lockout', () => {
  it('starts unlocked with no failures', () => {
    expect(resetLockout()).toEqual({ failedAttempts: 0, lockedUntil: null });
    expect(isLockedOut(resetLockout(), rule, t0)).toBe(0);
    expect(attemptsLeft(resetLockout(), rule, t0)).toBe(5);
  });

  it('does not lock after 4 failures', () => {
    const state = fail(4);
    expect(state).toEqual({ failedAttempts: 4, lockedUntil: null });
    expect(isLockedOut(state, rule, t0)).toBe(0);
    expect(attemptsLeft(state, rule, t0)).toBe(1);
  });

  it('locks for 3 minutes on the 5th failure', () => {
    const state = fail(5);
    expect(state).toEqual({ failedAttempts: 5, lockedUntil: '2025-06-10T12:03:00.000Z' });
    expect(isLockedOut(state, rule, t0)).toBe(3 * MINUTE);
    expect(isLockedOut(state, rule, later(3 * MINUTE - 1))).toBe(1);
    expect(attemptsLeft(state, rule, t0)).toBe(0);
  });

  it('allows login again once the interval is over, with the counter reset', () => {
    const state = fail(5);
    expect(isLockedOut(state, rule, later(3 * MINUTE))).toBe(0);
    expect(expireLockout(state, rule, later(3 * MINUTE))).toEqual(resetLockout());
    expect(attemptsLeft(state, rule, later(3 * MINUTE))).toBe(5);
  });

  it('counts a failure after the lockout from 1 again', () => {
    const state = recordFailure(fail(5), rule, later(3 * MINUTE));
    expect(state).toEqual({ failedAttempts: 1, lockedUntil: null });
  });

  it('does not extend the lockout when login is tried while locked out', () => {
    const locked = fail(5);
    expect(recordFailure(locked, rule, later(2 * MINUTE))).toBe(locked);
  });

  it('keeps an unlocked state untouched by expireLockout', () => {
    const state = fail(3);
    expect(expireLockout(state, rule, later(60 * MINUTE))).toBe(state);
  });

  it('follows the security rule: 3 attempts, 10 minutes', () => {
    const strict: LockoutRule = { maximunAttempts: 3, lockoutInterval: 10 };
    let state = resetLockout();
    for (let i = 0; i < 3; i += 1) state = recordFailure(state, strict, t0);
    expect(isLockedOut(state, strict, t0)).toBe(10 * MINUTE);
  });

  it('never really locks with a lockout interval of 0', () => {
    const none: LockoutRule = { maximunAttempts: 1, lockoutInterval: 0 };
    const state = recordFailure(resetLockout(), none, t0);
    expect(isLockedOut(state, none, t0)).toBe(0);
    expect(recordFailure(state, none, t0)).toEqual({ failedAttempts: 1, lockedUntil: t0.toISOString() });
  });

  it('names the interval in the Login Disabled message', () => {
    const message = lockoutMessage(rule);
    expect(message).toEqual({ key: 'login.loginDisabled', params: { minutes: 3 } });
    expect(formatMessage(message.key, message.params)).toBe('Login is disabled for 3 minutes.');
  });
});
