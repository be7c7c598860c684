import type { LockoutRule, LockoutState } from '@carevisit/core';
import type { KeyWrap, PasskeyKeyWrap, PinKeyWrap } from './crypto/key-wrap.ts';

// Rows of the tables kept in the clear: they hold no client or staff data, only what is needed before a data
// key is unlocked (keyring, device) or what sync bookkeeping needs.

/** spec 1 §3 Sync info: the server's syncTime of the first page of the last read, sent back as lastSync. */
export interface SyncInfo {
  tableName: string;
  lastSync: string;
  lastSyncMillis: number;
}

/** One user's data key on this device, wrapped twice (architecture: Security), and the offline PIN lockout. */
export interface KeyringEntry {
  userKey: string;
  serverWrap: KeyWrap;
  pinWrap: PinKeyWrap | null;
  /**
   * Issue 35: one wrap per passkey that gave a PRF result on this device, beside the PIN's; each opens the key
   * alone. Absent in rows from before it.
   */
  passkeyWraps?: PasskeyKeyWrap[];
  lockout: LockoutState;
  lockoutRule: LockoutRule;
  createdMillis: number;
}

export interface MetaEntry {
  key: string;
  value: string | number;
}

/** spec 1 §3 Recent client, per user; only ids and a time. */
export interface RecentClientRow {
  id: string;
  userKey: string;
  clientId: number;
  lastVisitedMillis: number;
}

/** A temporary id and the server id it became, for screens or links still holding the temporary one. */
export interface IdMapRow {
  id: string;
  table: string;
  tempId: number;
  serverId: number;
}

export interface SchemaVersionRow {
  id: string;
  version: number;
}

export const clearTables = {
  syncInfo: 'tableName',
  keyring: 'userKey',
  meta: 'key',
  recentClient: 'id, userKey',
  schemaVersion: 'id',
  idMap: 'id',
} as const;
