import { hasOfflinePin } from '../crypto/keyring.ts';
import { userKeyOf } from '../crypto/user-key.ts';
import type { EvvDB } from '../evv-db.ts';

/** Whether this username could sign in offline here: it signed in online before and set an offline PIN. */
export async function hasOfflineUser(db: EvvDB, username: string): Promise<boolean> {
  return hasOfflinePin(db, await userKeyOf(username));
}
