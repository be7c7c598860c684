import type { ApiClient } from '../api-client.ts';
import type { EvvDB } from '../evv-db.ts';
import { countPendingChanges } from '../pending-changes.ts';

/** What the screen must say before logging out: unsynced records stay on the device, and wait. */
export type LogoutCheck = { kind: 'allSynced' } | { kind: 'unsyncedData'; count: number };

export async function checkLogout(db: EvvDB): Promise<LogoutCheck> {
  const count = await countPendingChanges(db);
  return count === 0 ? { kind: 'allSynced' } : { kind: 'unsyncedData', count };
}

/**
 * Logs out: the server revokes the refresh token (when reachable) and the device forgets the tokens (the
 * caller clears the session vault that keeps them). No record is deleted, synced or not: the next sign-in of
 * this user sends what waits, and another user is held back until then (login gate).
 */
export async function logout(api?: ApiClient): Promise<void> {
  await api?.revoke();
}
