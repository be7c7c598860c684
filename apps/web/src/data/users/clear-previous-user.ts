import type { EvvDB } from '../evv-db.ts';
import { encryptedTableNames } from '../local-tables.ts';
import { countPendingChanges } from '../pending-changes.ts';

/**
 * Makes room for another user: removes the previous user's synced data (all of it is on the server) so the
 * new user starts from a clean read. Refuses if anything unsynced appeared meanwhile. Keyrings, user
 * profiles, recent clients and the device id stay: each belongs to its own user.
 */
export async function clearPreviousUserData(db: EvvDB): Promise<boolean> {
  const tables = encryptedTableNames.filter((name) => name !== 'user').map((name) => db.table(name));
  return db.transaction('rw', [...tables, db.syncInfo, db.idMap], async () => {
    if ((await countPendingChanges(db)) > 0) return false;
    for (const table of [...tables, db.syncInfo, db.idMap]) await table.clear();
    return true;
  });
}

/**
 * Drops a user's data key that can no longer be unwrapped, with everything it encrypted, but only when nothing
 * unsynced would go with it.
 */
export async function forgetUserKey(db: EvvDB, userKey: string): Promise<boolean> {
  if (!(await clearPreviousUserData(db))) return false;
  await db.transaction('rw', db.keyring, db.user, async () => {
    await db.keyring.delete(userKey);
    await db.user.delete(userKey);
  });
  return true;
}
