import type { Message } from '@carevisit/core';
import { dataOwnerOf } from '../device-meta.ts';
import type { EvvDB } from '../evv-db.ts';
import { countChangesAskedAtSignIn, countPendingChanges } from '../pending-changes.ts';

/**
 * Whether this user may take over the device's data (spec 1 §8 Not Last User). The previous user's unsynced
 * records are encrypted under their key and need their tokens, so only they can send them: another user is
 * refused until they have. Nothing is deleted to make room.
 */
export type LoginGate =
  /** `yours`: the user's own records waiting (activity records not counted), for Synchronization Required. */
  | { kind: 'allowed'; clearPreviousUser: boolean; unsynced: number; yours: number }
  | { kind: 'notLastUser'; unsynced: number };

export async function checkLoginGate(db: EvvDB, userKey: string): Promise<LoginGate> {
  const owner = await dataOwnerOf(db);
  const unsynced = await countPendingChanges(db);
  if (owner === undefined || owner === userKey) {
    const yours = await countChangesAskedAtSignIn(db);
    return { kind: 'allowed', clearPreviousUser: false, unsynced, yours };
  }
  if (unsynced === 0) return { kind: 'allowed', clearPreviousUser: true, unsynced, yours: 0 };
  return { kind: 'notLastUser', unsynced };
}

/**
 * spec 1 §8 Synchronization Required: the returning user's own unsynced data is sent before the app goes on;
 * the dialog adds "This process could take a while. Do you want to continue?".
 */
export interface SynchronizationRequired {
  unsynced: number;
  message: Message;
}

export function synchronizationRequired(unsynced: number): SynchronizationRequired | null {
  return unsynced === 0 ? null : { unsynced, message: { key: 'login.synchronizationRequiredMore' } };
}
