import type { Clock } from '../clock.ts';
import { unlockWithPin, type PinUnlock } from '../crypto/keyring.ts';
import { userKeyOf } from '../crypto/user-key.ts';
import { dataOwnerOf } from '../device-meta.ts';
import type { EvvDB } from '../evv-db.ts';
import { RecordStore } from '../record-store.ts';
import { loadProfile, type Session } from './session.ts';

export type OfflineSignIn =
  | { kind: 'signedIn'; session: Session }
  /** spec 1 §8 First Time Login: this user never signed in online here, or set no PIN. */
  | { kind: 'firstTimeLogin' }
  /** spec 1 §8: the device's data is another user's. */
  | { kind: 'notPreviousUser' }
  | Extract<PinUnlock, { kind: 'wrongPin' | 'lockedOut' }>;

/**
 * Offline login with username and PIN (spec 1 §2, §4). The PIN is checked (and counted) before anything else
 * is revealed; only the user whose data the device holds may continue offline.
 */
export async function signInOffline(input: {
  db: EvvDB;
  username: string;
  pin: string;
  now: Clock;
}): Promise<OfflineSignIn> {
  const { db, now } = input;
  const userKey = await userKeyOf(input.username);
  const unlock = await unlockWithPin(db, { userKey, pin: input.pin, now });
  if (unlock.kind === 'noPin') return { kind: 'firstTimeLogin' };
  if (unlock.kind !== 'unlocked') return unlock;
  return offlineSession(db, userKey, unlock.dataKey);
}

/**
 * After the data key opened offline (PIN or passkey): only the user whose data the device holds may continue,
 * with the profile kept at their last online sign-in.
 */
export async function offlineSession(
  db: EvvDB,
  userKey: string,
  dataKey: CryptoKey,
): Promise<Extract<OfflineSignIn, { kind: 'signedIn' | 'firstTimeLogin' | 'notPreviousUser' }>> {
  if ((await dataOwnerOf(db)) !== userKey) return { kind: 'notPreviousUser' };
  const store = new RecordStore(db, dataKey);
  const profile = await loadProfile(store, userKey);
  if (!profile) return { kind: 'firstTimeLogin' };
  return {
    kind: 'signedIn',
    session: { userKey, staffId: profile.staffId, store, dataKey, profile, offline: true },
  };
}
