import type { EvvDB } from '../../../data/index.ts';

/**
 * Whether anyone could sign in offline on this device: some user signed in online here and set an offline PIN.
 * Only the keyring (kept in the clear, no personal data) is read.
 */
export async function deviceHasOfflineUser(db: EvvDB): Promise<boolean> {
  return (await db.keyring.filter((entry) => entry.pinWrap !== null).count()) > 0;
}
