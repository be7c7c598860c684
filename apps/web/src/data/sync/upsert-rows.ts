import { syncStates } from '@carevisit/core';
import { recordIdOf, tableDef, type EncryptedTableName } from '../local-tables.ts';
import { cleanMeta, type RecordId, type StoredRecord } from '../record-types.ts';
import type { RecordTable } from '../evv-db.ts';
import type { RecordStore } from '../record-store.ts';

type Resource = Record<string, unknown>;

/** Rows gathered before one local write: a transaction per page costs more than the rows it holds. */
export const WRITE_BATCH_ROWS = 2_000;

/** Read rows sealed and waiting for their write, by local id: a sealed record, or null for a tombstone. */
type SealedBatch = Map<RecordId, StoredRecord | null>;

const isTombstone = (resource: Resource) => typeof resource.deletedDate === 'string';

/** Every state but clean: a local change the server has not acknowledged yet. */
const UNACKNOWLEDGED = syncStates.filter((state) => state !== 'clean');

/**
 * The ids among `ids` whose local record holds a change the server has not acknowledged (dirty, pending, error).
 * Read from the syncState index, which holds only the few records waiting to be sent: a batch costs one small
 * index read, not a read of every row it names (which, in a first sync, the local table cannot even hold).
 */
async function unacknowledged(records: RecordTable, ids: Iterable<RecordId>): Promise<Set<RecordId>> {
  const waiting = new Set(await records.where('syncState').anyOf(UNACKNOWLEDGED).primaryKeys());
  const found = new Set<RecordId>();
  for (const id of ids) if (waiting.has(id)) found.add(id);
  return found;
}

/**
 * Saves a batch of sealed rows: upserts by id, deletes tombstones, in one transaction. A record with local
 * changes not yet acknowledged (dirty, pending, error) is left alone: the device's version wins until the
 * server has it (principle 5). Only outbound tables can hold such records; their state is read inside it.
 */
async function writeBatch(store: RecordStore, table: EncryptedTableName, batch: SealedBatch): Promise<void> {
  const records = store.table(table);
  const { outbound } = tableDef(table);
  await store.db.transaction('rw', records, async () => {
    const changed = outbound ? await unacknowledged(records, batch.keys()) : new Set<RecordId>();
    const puts: StoredRecord[] = [];
    const deletes: RecordId[] = [];
    for (const [id, row] of batch) {
      if (changed.has(id)) continue;
      if (row) puts.push(row);
      else deletes.push(id);
    }
    await records.bulkPut(puts);
    if (deletes.length) await records.bulkDelete(deletes);
  });
}

/**
 * Read rows of one table into its local table, as a pipeline: each page is sealed as it arrives, and every
 * WRITE_BATCH_ROWS rows go to IndexedDB in one transaction, one write in flight while the next pages are read
 * and sealed. Sealing happens outside the transactions (WebCrypto promises would let IndexedDB commit them).
 */
export class RowWriter {
  private batch: SealedBatch = new Map();
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RecordStore,
    private readonly table: EncryptedTableName,
    private readonly batchRows: number = WRITE_BATCH_ROWS,
  ) {}

  /** Seals a page; a row read twice (it moved forward while paging) counts as its last copy. */
  async add(resources: readonly Resource[]): Promise<void> {
    // Sealed one after another: in Chromium, thousands of WebCrypto calls in flight cost more than they overlap.
    for (const resource of resources) {
      const id = recordIdOf(this.table, resource) as RecordId;
      this.batch.set(
        id,
        isTombstone(resource) ? null : await this.store.seal(this.table, resource, cleanMeta()),
      );
    }
    if (this.batch.size >= this.batchRows) await this.flush();
  }

  /** Writes what is left and waits for every write; a failed write fails here. */
  async close(): Promise<void> {
    await this.flush();
    await this.writing;
  }

  /** Starts the batch's write once the one before it is done; does not wait for it. */
  private async flush(): Promise<void> {
    await this.writing;
    const batch = this.batch;
    this.batch = new Map();
    this.writing = batch.size ? writeBatch(this.store, this.table, batch) : Promise.resolve();
    // Awaited by the next flush or close; a failure meanwhile must not go unhandled.
    this.writing.catch(() => undefined);
  }
}
