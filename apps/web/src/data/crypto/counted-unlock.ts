import {
  attemptsLeft,
  isLockedOut,
  lockoutMessage,
  recordFailure,
  resetLockout,
  type Message,
} from '@carevisit/core';
import type { Clock } from '../clock.ts';
import type { KeyringEntry } from '../clear-tables.ts';
import type { EvvDB } from '../evv-db.ts';
import { KeyUnwrapError } from './crypto-errors.ts';

export type CountedUnlock =
  | { kind: 'unlocked'; dataKey: CryptoKey }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'lockedOut'; retryInMs: number; message: Message };

/**
 * One offline unlock attempt under the user's lockout (spec 1 §4 Lockout), whatever opens the key (the PIN, a
 * passkey's PRF output): while locked out nothing is tried; a wrap that does not open counts one failure, the
 * same counter for every way in, so adding a passkey adds no attempts. A lockout never deletes data.
 */
export async function countedUnlock(
  db: EvvDB,
  entry: KeyringEntry,
  clock: Clock,
  unwrap: () => Promise<CryptoKey>,
): Promise<CountedUnlock> {
  const now = new Date(clock());
  const locked = isLockedOut(entry.lockout, entry.lockoutRule, now);
  if (locked > 0) return lockedOut(entry, locked);
  try {
    const dataKey = await unwrap();
    await db.keyring.update(entry.userKey, { lockout: resetLockout() });
    return { kind: 'unlocked', dataKey };
  } catch (error) {
    if (!(error instanceof KeyUnwrapError)) throw error;
  }
  const lockout = recordFailure(entry.lockout, entry.lockoutRule, now);
  await db.keyring.update(entry.userKey, { lockout });
  const nowLocked = isLockedOut(lockout, entry.lockoutRule, now);
  if (nowLocked > 0) return lockedOut(entry, nowLocked);
  return { kind: 'wrong', attemptsLeft: attemptsLeft(lockout, entry.lockoutRule, now) };
}

function lockedOut(entry: KeyringEntry, retryInMs: number): CountedUnlock {
  return { kind: 'lockedOut', retryInMs, message: lockoutMessage(entry.lockoutRule) };
}
