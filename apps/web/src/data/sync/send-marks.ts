import type { Refusal } from '@carevisit/core';
import { bytesEqual } from '../crypto/bytes.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordId, StoredRecord, SyncMeta } from '../record-types.ts';
import type { OpenedRecord, RecordStore } from '../record-store.ts';

/** A record as it went out: its id, data and the rev it had then. */
export interface SentRecord<D> {
  id: RecordId;
  rev: number;
  data: D;
}

const isTemporary = (id: RecordId) => typeof id === 'number' && id < 0;

/**
 * Marks records 'pending' (in flight) just before they are sent, skipping any changed since they were read.
 * For a record with a temporary id, the first send's rev is kept: that is the content the server stores.
 */
export async function markSending<D>(
  store: RecordStore,
  table: EncryptedTableName,
  records: readonly OpenedRecord<D>[],
): Promise<SentRecord<D>[]> {
  const rows = store.table(table);
  return store.db.transaction('rw', rows, async () => {
    const sent: SentRecord<D>[] = [];
    for (const { row, data } of records) {
      const current = await rows.get(row.id);
      if (!current || !bytesEqual(current.iv, row.iv) || current.syncState === 'error') continue;
      const firstSentRev = isTemporary(row.id) ? (current.firstSentRev ?? current.rev) : null;
      await rows.update(row.id, { syncState: 'pending', firstSentRev });
      sent.push({ id: row.id, rev: current.rev, data });
    }
    return sent;
  });
}

/**
 * The state after the server stored a send: clean, unless the record changed since. For a record that had a
 * temporary id, "since" means since its first send, because a resend of the same temporary id is answered
 * from the server's receipt without applying the newer content.
 */
export function storedMeta(current: StoredRecord, sent: SentRecord<unknown>): SyncMeta {
  const unchanged = isTemporary(sent.id) ? current.firstSentRev === current.rev : current.rev === sent.rev;
  return {
    syncState: unchanged && current.syncState === 'pending' ? 'clean' : 'dirty',
    syncError: null,
    rev: current.rev,
    firstSentRev: null,
  };
}

/**
 * A refusal is permanent for this content: 'error' with the server's refusals, key and parameters with each
 * message, so a screen words them in the language of the moment (issue 33). If the user changed the record
 * meanwhile, the new content gets its own try. Nothing was stored, so the next send of a temporary id is a
 * first send again.
 */
export async function markRejected(
  store: RecordStore,
  table: EncryptedTableName,
  sent: SentRecord<unknown>,
  refusals: readonly Refusal[],
): Promise<void> {
  const rows = store.table(table);
  await store.db.transaction('rw', rows, async () => {
    const current = await rows.get(sent.id);
    if (!current) return;
    const changed = current.rev !== sent.rev || current.syncState !== 'pending';
    await rows.update(sent.id, {
      syncState: changed ? 'dirty' : 'error',
      syncError: changed ? null : refusals,
      firstSentRev: null,
    });
  });
}

/** After a transient failure: back to dirty, to be sent again. firstSentRev stays: the send may have landed. */
export async function markUnsent(
  store: RecordStore,
  table: EncryptedTableName,
  sent: readonly SentRecord<unknown>[],
): Promise<void> {
  const rows = store.table(table);
  await store.db.transaction('rw', rows, async () => {
    for (const { id } of sent) {
      const current = await rows.get(id);
      if (current?.syncState === 'pending') await rows.update(id, { syncState: 'dirty' });
    }
  });
}
