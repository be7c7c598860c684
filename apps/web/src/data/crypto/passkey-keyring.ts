import type { Message } from '@carevisit/core';
import type { Clock } from '../clock.ts';
import type { KeyringEntry } from '../clear-tables.ts';
import type { EvvDB } from '../evv-db.ts';
import type { Bytes } from './bytes.ts';
import { countedUnlock } from './counted-unlock.ts';
import { unwrapWithPasskeyPrf, wrapWithPasskeyPrf, type PasskeyKeyWrap } from './key-wrap.ts';

// Issue 35: the data key wrapped once more per passkey whose authenticator gives a PRF result, beside the PIN's
// wrap in the user's keyring row. The rows go exactly as the PIN's wrap goes (forgetUserKey drops the row);
// each passkey's own wrap goes when the passkey is removed, here or (seen at the next online sign-in) elsewhere.

const wrapsOf = (entry: KeyringEntry | undefined): PasskeyKeyWrap[] => entry?.passkeyWraps ?? [];

/** Wraps the data key for this credential (replacing any earlier wrap of it). The PRF output is not kept. */
export async function addPasskeyWrap(
  db: EvvDB,
  options: {
    userKey: string;
    dataKey: CryptoKey;
    credentialId: string;
    rpId: string | null;
    prfOutput: Bytes;
    now: Clock;
  },
): Promise<void> {
  const { userKey, credentialId } = options;
  const added = await wrapWithPasskeyPrf(options.dataKey, options.prfOutput, {
    userKey,
    credentialId,
    rpId: options.rpId,
    now: options.now(),
  });
  const updated = await db.keyring
    .where('userKey')
    .equals(userKey)
    .modify((entry) => {
      entry.passkeyWraps = [...wrapsOf(entry).filter((each) => each.credentialId !== credentialId), added];
    });
  if (updated === 0) throw new Error('no keyring for this user: sign in online first');
}

/** Drops this device's wrap for the credential; true when there was one. */
export async function removePasskeyWrap(db: EvvDB, userKey: string, credentialId: string): Promise<boolean> {
  return (await keepPasskeyWraps(db, userKey, (wrap) => wrap.credentialId !== credentialId)) > 0;
}

/** Drops the wraps of credentials the server no longer holds for the user; returns how many went. */
export async function keepOnlyPasskeyWraps(
  db: EvvDB,
  userKey: string,
  credentialIds: ReadonlySet<string>,
): Promise<number> {
  return keepPasskeyWraps(db, userKey, (wrap) => credentialIds.has(wrap.credentialId));
}

async function keepPasskeyWraps(
  db: EvvDB,
  userKey: string,
  keep: (wrap: PasskeyKeyWrap) => boolean,
): Promise<number> {
  let removed = 0;
  await db.keyring
    .where('userKey')
    .equals(userKey)
    .modify((entry) => {
      const kept = wrapsOf(entry).filter(keep);
      removed = wrapsOf(entry).length - kept.length;
      entry.passkeyWraps = kept;
    });
  return removed;
}

/** The credential ids this user's passkeys can unlock the data key with on this device. */
export async function passkeyWrapIdsOf(db: EvvDB, userKey: string): Promise<string[]> {
  return wrapsOf(await db.keyring.get(userKey)).map((wrap) => wrap.credentialId);
}

/** Every credential that can unlock some user's data key on this device (offline login asks for these). */
export async function devicePasskeys(db: EvvDB): Promise<{ credentialId: string; rpId: string | null }[]> {
  const entries = await db.keyring.toArray();
  return entries.flatMap((entry) => wrapsOf(entry).map(({ credentialId, rpId }) => ({ credentialId, rpId })));
}

export type PasskeyUnlock =
  | { kind: 'unlocked'; userKey: string; dataKey: CryptoKey }
  /** The output does not open the wrap: counted as a wrong PIN is. */
  | { kind: 'wrongPasskey'; attemptsLeft: number }
  | { kind: 'lockedOut'; retryInMs: number; message: Message }
  /** No wrap for this credential here (removed, never made, or the authenticator gave no PRF output). */
  | { kind: 'unknownPasskey' };

/**
 * Offline unlock with a passkey: the wrap of the credential the authenticator answered with, opened by a key
 * derived from its PRF output, under the same lockout as the PIN (one counter for both).
 */
export async function unlockWithPasskey(
  db: EvvDB,
  options: { credentialId: string; prfOutput: Bytes | null; now: Clock },
): Promise<PasskeyUnlock> {
  const entries = await db.keyring.toArray();
  const entry = entries.find((each) =>
    wrapsOf(each).some((wrap) => wrap.credentialId === options.credentialId),
  );
  const wrap = wrapsOf(entry).find((each) => each.credentialId === options.credentialId);
  if (!entry || !wrap || !options.prfOutput) return { kind: 'unknownPasskey' };
  const prfOutput = options.prfOutput;
  const unlock = await countedUnlock(db, entry, options.now, () =>
    unwrapWithPasskeyPrf(wrap, prfOutput, entry.userKey),
  );
  if (unlock.kind === 'wrong') return { kind: 'wrongPasskey', attemptsLeft: unlock.attemptsLeft };
  if (unlock.kind === 'lockedOut') return unlock;
  return { kind: 'unlocked', userKey: entry.userKey, dataKey: unlock.dataKey };
}
