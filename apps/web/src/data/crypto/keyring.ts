import { SECURITY_RULE_DEFAULTS, resetLockout, type LockoutRule, type Message } from '@carevisit/core';
import type { Clock } from '../clock.ts';
import type { EvvDB } from '../evv-db.ts';
import { countedUnlock } from './counted-unlock.ts';
import {
  PIN_KDF_ITERATIONS,
  generateDataKey,
  unwrapWithPin,
  unwrapWithServerSecret,
  wrapWithPin,
  wrapWithServerSecret,
} from './key-wrap.ts';

/** spec 1 §3, §9: at most 5 attempts, then 3 minutes of lockout, unless the user's security rule says else. */
export const DEFAULT_PIN_LOCKOUT: LockoutRule = {
  maximunAttempts: SECURITY_RULE_DEFAULTS.maximunAttempts,
  lockoutInterval: SECURITY_RULE_DEFAULTS.lockoutInterval,
};

export interface ServerUnlock {
  dataKey: CryptoKey;
  /** A new key was made: this user had no data key on this device yet. */
  created: boolean;
}

/**
 * Online login: unwraps this user's data key with the server's deviceKeySecret, or makes and wraps a new one
 * the first time. Throws KeyUnwrapError when the secret is not the one the key was wrapped by.
 */
export async function unlockWithServerSecret(
  db: EvvDB,
  options: { userKey: string; secret: string; now: Clock; lockoutRule?: LockoutRule },
): Promise<ServerUnlock> {
  const entry = await db.keyring.get(options.userKey);
  if (entry) {
    const dataKey = await unwrapWithServerSecret(entry.serverWrap, options.secret, options.userKey);
    // The server has vouched for the user: an offline lockout ends here.
    await db.keyring.update(options.userKey, {
      lockout: resetLockout(),
      lockoutRule: options.lockoutRule ?? entry.lockoutRule,
    });
    return { dataKey, created: false };
  }
  const dataKey = await generateDataKey();
  const serverWrap = await wrapWithServerSecret(dataKey, options.secret, options.userKey);
  await db.keyring.add({
    userKey: options.userKey,
    serverWrap,
    pinWrap: null,
    passkeyWraps: [],
    lockout: resetLockout(),
    lockoutRule: options.lockoutRule ?? DEFAULT_PIN_LOCKOUT,
    createdMillis: options.now(),
  });
  return { dataKey, created: true };
}

/**
 * Wraps the data key under a new offline PIN (create or change PIN, spec 1 §4), replacing the old wrap. The
 * iteration count is a parameter only so unit tests can run quickly; the app keeps the default.
 */
export async function setOfflinePin(
  db: EvvDB,
  options: { userKey: string; dataKey: CryptoKey; pin: string; iterations?: number },
): Promise<void> {
  const pinWrap = await wrapWithPin(options.dataKey, options.pin, options.iterations ?? PIN_KDF_ITERATIONS);
  const updated = await db.keyring.update(options.userKey, { pinWrap, lockout: resetLockout() });
  if (updated === 0) throw new Error('no keyring for this user: sign in online first');
}

export type PinUnlock =
  | { kind: 'unlocked'; dataKey: CryptoKey }
  | { kind: 'wrongPin'; attemptsLeft: number }
  | { kind: 'lockedOut'; retryInMs: number; message: Message }
  /** No data key or no PIN on this device for this user: spec 1 §8 First Time Login. */
  | { kind: 'noPin' };

/**
 * Offline login (spec 1 §4 Lockout). Failures are counted on the device; once they reach the maximum the PIN is
 * not even tried until the lockout ends. A lockout never deletes data: unsynced visits outlive any number of
 * wrong PINs, and the user can always sign in online.
 */
export async function unlockWithPin(
  db: EvvDB,
  options: { userKey: string; pin: string; now: Clock },
): Promise<PinUnlock> {
  const entry = await db.keyring.get(options.userKey);
  if (!entry?.pinWrap) return { kind: 'noPin' };
  const { pinWrap } = entry;
  const unlock = await countedUnlock(db, entry, options.now, () => unwrapWithPin(pinWrap, options.pin));
  return unlock.kind === 'wrong' ? { kind: 'wrongPin', attemptsLeft: unlock.attemptsLeft } : unlock;
}

export async function hasOfflinePin(db: EvvDB, userKey: string): Promise<boolean> {
  return Boolean((await db.keyring.get(userKey))?.pinWrap);
}
