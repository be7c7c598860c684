import type { User } from '@carevisit/core';
import type { Clock } from '../clock.ts';
import { KeyUnwrapError } from '../crypto/crypto-errors.ts';
import { hasOfflinePin, unlockWithServerSecret } from '../crypto/keyring.ts';
import { userKeyOf } from '../crypto/user-key.ts';
import { setDataOwner } from '../device-meta.ts';
import type { EvvDB } from '../evv-db.ts';
import { countPendingChanges } from '../pending-changes.ts';
import { RecordStore } from '../record-store.ts';
import { clearPreviousUserData, forgetUserKey } from './clear-previous-user.ts';
import {
  checkLoginGate,
  synchronizationRequired,
  type LoginGate,
  type SynchronizationRequired,
} from './login-gate.ts';
import { saveProfile, type Session } from './session.ts';

export type OnlineSignIn =
  | {
      kind: 'signedIn';
      session: Session;
      /** spec 1 §4: create the offline PIN next. */
      needsPin: boolean;
      /** This user's own records wait to be sent: the screen asks, then syncs before going on. */
      synchronizationRequired: SynchronizationRequired | null;
    }
  | Exclude<LoginGate, { kind: 'allowed' }>
  /** The server's secret no longer unwraps this user's key while their unsynced records need it. */
  | { kind: 'keyUnavailable' };

/**
 * After the server accepted the login and returned the user (spec 1 §4 Login): takes over the device's data
 * if allowed, unlocks or creates the user's data key with the server's deviceKeySecret, and keeps the profile
 * encrypted (the tokens go to the session vault).
 */
export async function signInOnline(input: { db: EvvDB; user: User; now: Clock }): Promise<OnlineSignIn> {
  const { db, user, now } = input;
  const userKey = await userKeyOf(user.userName);
  const gate = await checkLoginGate(db, userKey);
  if (gate.kind !== 'allowed') return gate;
  // Something unsynced appeared between the check and the clearing: refuse rather than lose it.
  if (gate.clearPreviousUser && !(await clearPreviousUserData(db))) {
    return { kind: 'notLastUser', unsynced: await countPendingChanges(db) };
  }
  const lockoutRule = {
    maximunAttempts: user.securityRule.maximunAttempts,
    lockoutInterval: user.securityRule.lockoutInterval,
  };
  const unlock = () =>
    unlockWithServerSecret(db, { userKey, secret: user.deviceKeySecret, now, lockoutRule });
  let dataKey: CryptoKey;
  try {
    ({ dataKey } = await unlock());
  } catch (error) {
    if (!(error instanceof KeyUnwrapError)) throw error;
    // The server's secret changed. With nothing unsynced, the old key guards only copies of server data:
    // start over with a new key. Otherwise those records would be lost, so refuse.
    if (!(await forgetUserKey(db, userKey))) return { kind: 'keyUnavailable' };
    ({ dataKey } = await unlock());
  }
  await setDataOwner(db, userKey);
  const store = new RecordStore(db, dataKey);
  // The secret unwraps the data key; kept beside the wrapped key it would undo the wrapping.
  const rest: Omit<User, 'deviceKeySecret'> & { deviceKeySecret?: string } = { ...user };
  delete rest.deviceKeySecret;
  const profile = { ...rest, userKey, lastLoginMillis: now() };
  await saveProfile(store, profile);
  const session: Session = { userKey, staffId: user.staffId, store, dataKey, profile, offline: false };
  return {
    kind: 'signedIn',
    session,
    needsPin: !(await hasOfflinePin(db, userKey)),
    synchronizationRequired: synchronizationRequired(gate.yours),
  };
}
