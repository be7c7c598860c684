import type { DocumentWriteResult, EvvDocument } from '@carevisit/core';
import type { DocumentData } from '../documents/document-data.ts';
import type { RecordStore } from '../record-store.ts';
import { storedMeta, type SentRecord } from './send-marks.ts';
import { idMapRow, rewriteUntilStable, type Rewrite } from './rewrite.ts';

/**
 * An acknowledged document: a temporary id becomes the server's, and the record takes the server's version
 * (the base of the next edit) and the status it computed, in one transaction with its new sync state. A
 * deleted document that the server deleted too leaves the device.
 */
export async function applyStoredDocument(
  store: RecordStore,
  sent: SentRecord<DocumentData>,
  result: DocumentWriteResult,
): Promise<void> {
  const oldId = sent.id as number;
  const newId = result.id;
  const table = store.table('document');
  if (sent.data.deleted) {
    await store.db.transaction('rw', table, async () => {
      const current = await table.get(oldId);
      if (current && storedMeta(current, sent).syncState === 'clean') await table.delete(oldId);
    });
    return;
  }
  await rewriteUntilStable(store, async () => {
    const row = await table.get(oldId);
    if (!row) return null;
    // The proof has served once the server acknowledged the write that carried it (issue 31 item 1): it is not
    // kept. A proof saved after this write left (the signing, while a draft was on its way) waits for its own.
    const data = await store.open<DocumentData>('document', row);
    if (sent.data.signerProof !== undefined && sent.data.signerProof === data.signerProof)
      delete data.signerProof;
    const updated: DocumentData = {
      ...data,
      id: newId,
      version: result.version,
      documentStatus: result.documentStatus ?? data.documentStatus,
      serverCopy: null,
    };
    const rewrites: Rewrite[] = [
      {
        table: 'document',
        before: row,
        after: await store.seal('document', updated, storedMeta(row, sent)),
        meta: (current) => storedMeta(current, sent),
      },
    ];
    return {
      rewrites,
      idMap: newId !== oldId ? [idMapRow('document', oldId, newId)] : [],
      stillComplete: () => Promise.resolve(true),
    };
  });
}

/**
 * Issue 13 item 2: a write refused as stale (or to a document signed meanwhile) keeps this device's copy, marked
 * 'error' by the caller, with the server's current document beside it so the user can choose in the
 * waiting/rejected list: keep mine as a new document, or take the server's.
 */
export async function keepServerCopy(
  store: RecordStore,
  sent: SentRecord<DocumentData>,
  current: EvvDocument,
): Promise<void> {
  const table = store.table('document');
  await rewriteUntilStable(store, async () => {
    const row = await table.get(sent.id);
    if (!row) return null;
    const data = await store.open<DocumentData>('document', row);
    const serverCopy: DocumentData = { ...current, serverCopy: null };
    return {
      rewrites: [
        { table: 'document', before: row, after: await store.seal('document', { ...data, serverCopy }, row) },
      ],
      idMap: [],
      stillComplete: () => Promise.resolve(true),
    };
  });
}
