import type { Clock } from '../clock.ts';
import type { Bytes } from '../crypto/bytes.ts';
import { unlockWithPasskey, type PasskeyUnlock } from '../crypto/passkey-keyring.ts';
import type { EvvDB } from '../evv-db.ts';
import { offlineSession, type OfflineSignIn } from './offline-login.ts';

export type OfflinePasskeySignIn =
  | Extract<OfflineSignIn, { kind: 'signedIn' | 'firstTimeLogin' | 'notPreviousUser' }>
  | Exclude<PasskeyUnlock, { kind: 'unlocked' }>;

/**
 * Offline login with a passkey (issue 35): the credential the authenticator answered with names the user (its
 * wrap sits in their keyring row), so no username is asked. The PRF output is used here and dropped.
 */
export async function signInOfflineWithPasskey(input: {
  db: EvvDB;
  credentialId: string;
  prfOutput: Bytes | null;
  now: Clock;
}): Promise<OfflinePasskeySignIn> {
  const unlock = await unlockWithPasskey(input.db, input);
  if (unlock.kind !== 'unlocked') return unlock;
  return offlineSession(input.db, unlock.userKey, unlock.dataKey);
}
