import Dexie, { type Table } from 'dexie';
import type { SealedPayload } from '../crypto/record-cipher.ts';

/** The name of the small database that holds the signed-in session between page loads (issue 17). */
const SESSION_VAULT_DATABASE = 'CareVisitSession';

/**
 * The one session this browser profile holds. Only `key` unlocks the rest, and it is a non-extractable
 * WebCrypto key: script in the page can use it, but neither it nor a copy of the disk can read its bytes.
 */
export interface VaultRow {
  id: 'session';
  /** Random per sign-in: a write meant for one sign-in never lands in the next. */
  sessionId: string;
  /** AES-GCM, non-extractable, new at every sign-in. */
  key: CryptoKey;
  /** The hash that names the user on this device (user-key.ts); no name in the clear. */
  userKey: string;
  /** Signed in with the PIN (no server) or online. */
  offline: boolean;
  /** The user's data key, wrapped by `key`. */
  dataKey: SealedPayload;
  /** The session's tokens, encrypted by `key`; null when there are none (PIN sign-in without, or cleared). */
  tokens: SealedPayload | null;
  /** spec 1 §4 Inactivity: the time of the last user activity in any tab. */
  lastActivityMillis: number;
}

export type VaultDB = Dexie & { session: Table<VaultRow, string> };

export interface VaultDbOptions {
  name?: string;
}

export function openVaultDb(options: VaultDbOptions = {}): VaultDB {
  const db = new Dexie(options.name ?? SESSION_VAULT_DATABASE);
  db.version(1).stores({ session: 'id' });
  return db as VaultDB;
}
