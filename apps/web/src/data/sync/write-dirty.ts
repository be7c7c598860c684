import type { Refusal } from '@carevisit/core';
import { RequestRejectedError } from '../api-errors.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordId } from '../record-types.ts';
import type { OpenedRecord, RecordStore } from '../record-store.ts';
import { markRejected, markSending, markUnsent, type SentRecord } from './send-marks.ts';

/** The server takes at most 200 resources per write (packages/core api/write.ts). */
const WRITE_BATCH = 200;

/** How one kind of record goes to the server and what its answer does locally. */
export interface Writer<D, R> {
  table: EncryptedTableName;
  /** Whether the record may go now (a visit waits until its appointment has a server id). */
  ready(data: D): boolean;
  send(batch: D[]): Promise<R[]>;
  errorsOf(result: R): readonly Refusal[];
  stored(sent: SentRecord<D>, result: R): Promise<void>;
  /** Keeps what a refusal carries beside the record before it is marked 'error' (a document's server copy). */
  rejected?(sent: SentRecord<D>, result: R): Promise<void>;
}

export interface WriteCounts {
  stored: number;
  rejected: number;
}

/** Records made on the device go in the order they were made (temporary ids fall with time), then updates. */
function sendOrder(a: RecordId, b: RecordId): number {
  if (typeof a !== 'number' || typeof b !== 'number') return String(a).localeCompare(String(b));
  const [x, y] = [a, b];
  if (x < 0 && y < 0) return y - x;
  if (x < 0 || y < 0) return x < 0 ? -1 : 1;
  return x - y;
}

/**
 * Sends every record waiting in one table. A transient failure puts the batch back to dirty and rethrows, so
 * the caller backs off; a resource answered with errors becomes 'error' and the rest go on.
 */
export async function writeDirtyRecords<D, R>(
  store: RecordStore,
  writer: Writer<D, R>,
): Promise<WriteCounts> {
  const counts: WriteCounts = { stored: 0, rejected: 0 };
  const rows = await store.table(writer.table).where('syncState').anyOf('dirty', 'pending').toArray();
  rows.sort((a, b) => sendOrder(a.id, b.id));
  // An unreadable record (tampered, or another key's) cannot be sent; it stays as it is for inspection.
  const { opened } = await store.openReadable<D>(writer.table, rows);
  const ready = opened.filter((record) => writer.ready(record.data));
  for (let i = 0; i < ready.length; i += WRITE_BATCH) {
    await writeBatch(store, writer, ready.slice(i, i + WRITE_BATCH), counts);
  }
  return counts;
}

async function writeBatch<D, R>(
  store: RecordStore,
  writer: Writer<D, R>,
  records: OpenedRecord<D>[],
  counts: WriteCounts,
): Promise<void> {
  const sent = await markSending(store, writer.table, records);
  if (sent.length === 0) return;
  let results: R[];
  try {
    results = await writer.send(sent.map((record) => record.data));
  } catch (error) {
    if (!(error instanceof RequestRejectedError)) {
      await markUnsent(store, writer.table, sent);
      throw error;
    }
    // The whole request was refused (4xx): find which record it was by sending each alone.
    if (sent.length > 1) {
      await markUnsent(store, writer.table, sent);
      const alone = records.filter((record) => sent.some((s) => s.id === record.row.id));
      for (const record of alone) await writeBatch(store, writer, [record], counts);
      return;
    }
    await markRejected(store, writer.table, sent[0]!, error.refusals);
    counts.rejected += 1;
    return;
  }
  for (const [i, record] of sent.entries()) {
    const result = results[i]!;
    const errors = writer.errorsOf(result);
    if (errors.length > 0) {
      await writer.rejected?.(record, result);
      await markRejected(store, writer.table, record, errors);
      counts.rejected += 1;
    } else {
      await writer.stored(record, result);
      counts.stored += 1;
    }
  }
}
