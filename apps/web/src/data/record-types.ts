import type { SyncState } from '@carevisit/core';
import type { RecordId, SealedPayload } from './crypto/record-cipher.ts';
import type { SyncError } from './sync-error.ts';

export type { RecordId } from './crypto/record-cipher.ts';

/**
 * How a record stands with the server. rev counts local changes; firstSentRev is the rev of the first send of
 * a record that still has its temporary id: the server keeps only what its first committed send carried, so a
 * change after that must be sent again as an update once the server id is known.
 */
export interface SyncMeta {
  syncState: SyncState;
  /** Why the server refused the record, when syncState is 'error'. */
  syncError: SyncError | null;
  rev: number;
  firstSentRev: number | null;
}

/** A row of an encrypted table as IndexedDB holds it: id, clear indexes, sync state, ciphertext. */
export interface StoredRecord extends SyncMeta, SealedPayload {
  id: RecordId;
  [index: string]: unknown;
}

export const cleanMeta = (): SyncMeta => ({
  syncState: 'clean',
  syncError: null,
  rev: 0,
  firstSentRev: null,
});
