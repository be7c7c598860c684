import { dataOwnerOf } from '../device-meta.ts';
import type { EvvDB } from '../evv-db.ts';
import { RecordDecryptError } from '../crypto/crypto-errors.ts';
import { RecordStore } from '../record-store.ts';
import type { TokenSet } from '../token-set.ts';
import { loadProfile, type Session } from '../users/session.ts';
import { VaultOpenError, type SessionVault } from './session-vault.ts';

export type RestoredSession =
  | { kind: 'none' }
  | { kind: 'restored'; session: Session; tokens: TokenSet | null; lastActivityMillis: number };

/**
 * The session kept on the device, opened again after a reload, in a new tab or after the app's update (issue
 * 17). A kept session that no longer fits the device (its key does not open it, another user's data is here
 * now, the profile is gone or does not decrypt) is dropped: the user signs in as usual, and no data is lost.
 */
export async function restoreSession(db: EvvDB, vault: SessionVault): Promise<RestoredSession> {
  try {
    const kept = await vault.read();
    if (!kept) return { kind: 'none' };
    if ((await dataOwnerOf(db)) !== kept.userKey) return dropped(vault);
    const store = new RecordStore(db, kept.dataKey);
    const profile = await loadProfile(store, kept.userKey);
    if (!profile) return dropped(vault);
    return {
      kind: 'restored',
      session: {
        userKey: kept.userKey,
        staffId: profile.staffId,
        store,
        dataKey: kept.dataKey,
        profile,
        offline: kept.offline,
      },
      tokens: kept.tokens,
      lastActivityMillis: kept.lastActivityMillis,
    };
  } catch (error) {
    if (error instanceof VaultOpenError || error instanceof RecordDecryptError) return dropped(vault);
    throw error;
  }
}

async function dropped(vault: SessionVault): Promise<RestoredSession> {
  await vault.clear();
  return { kind: 'none' };
}
