import {
  isLockedOut,
  lockoutMessage,
  recordFailure,
  resetLockout,
  type LockoutState,
  type Message,
} from '@carevisit/core';
import type { Clock } from '../clock.ts';
import { DEFAULT_PIN_LOCKOUT } from '../crypto/keyring.ts';
import { userKeyOf } from '../crypto/user-key.ts';
import type { EvvDB } from '../evv-db.ts';

const keyOf = async (account: string, username: string) =>
  `loginLockout:${await userKeyOf(`${account.trim().toLowerCase()}/${username}`)}`;

async function stateOf(db: EvvDB, key: string): Promise<LockoutState> {
  const entry = await db.meta.get(key);
  return typeof entry?.value === 'string' ? (JSON.parse(entry.value) as LockoutState) : resetLockout();
}

export type LoginLock = { kind: 'open' } | { kind: 'locked'; retryInMs: number; message: Message };

/**
 * spec 1 §8 Maximum Login Attempts and Login Disabled (local): the device counts failed online logins per
 * account and username (the server counts too) and disables login for the lockout interval. Before sign-in the
 * user's own security rule is unknown, so the defaults of spec 1 §9 apply.
 */
export async function loginLockOf(
  db: EvvDB,
  account: string,
  username: string,
  now: Clock,
): Promise<LoginLock> {
  const state = await stateOf(db, await keyOf(account, username));
  const retryInMs = isLockedOut(state, DEFAULT_PIN_LOCKOUT, new Date(now()));
  return retryInMs > 0
    ? { kind: 'locked', retryInMs, message: lockoutMessage(DEFAULT_PIN_LOCKOUT) }
    : { kind: 'open' };
}

export async function recordLoginFailure(
  db: EvvDB,
  account: string,
  username: string,
  now: Clock,
): Promise<LoginLock> {
  const key = await keyOf(account, username);
  const state = recordFailure(await stateOf(db, key), DEFAULT_PIN_LOCKOUT, new Date(now()));
  await db.meta.put({ key, value: JSON.stringify(state) });
  return loginLockOf(db, account, username, now);
}

/** The server says when its own lockout ends (retry_after): the device holds login back as long. */
export async function recordServerLockout(
  db: EvvDB,
  account: string,
  username: string,
  retryAfterSeconds: number,
  now: Clock,
): Promise<void> {
  const state: LockoutState = {
    failedAttempts: DEFAULT_PIN_LOCKOUT.maximunAttempts,
    lockedUntil: new Date(now() + retryAfterSeconds * 1000).toISOString(),
  };
  await db.meta.put({ key: await keyOf(account, username), value: JSON.stringify(state) });
}

export async function clearLoginFailures(db: EvvDB, account: string, username: string): Promise<void> {
  await db.meta.delete(await keyOf(account, username));
}
