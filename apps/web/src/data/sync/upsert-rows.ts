import { syncStates } from '@carevisit/core';
import { recordIdOf, tableDef, type EncryptedTableName } from '../local-tables.ts';
import { cleanMeta, type RecordId, type StoredRecord } from '../record-types.ts';
import type { RecordTable } from '../evv-db.ts';
import type { RecordStore } from '../record-store.ts';

type Resource = Record<string, unknown>;

const isTombstone = (resource: Resource) => typeof resource.deletedDate === 'string';

/** Every state but clean: a local change the server has not acknowledged yet. */
const UNACKNOWLEDGED = syncStates.filter((state) => state !== 'clean');

/**
 * The ids among `ids` whose local record holds a change the server has not acknowledged (dirty, pending, error).
 * Read from the syncState index, which holds only the few records waiting to be sent: a batch costs one small
 * index read, not a read of every row it names (which, in a first sync, the local table cannot even hold).
 */
async function unacknowledged(records: RecordTable, ids: ReadonlySet<RecordId>): Promise<Set<RecordId>> {
  const waiting = await records.where('syncState').anyOf(UNACKNOWLEDGED).primaryKeys();
  return new Set(waiting.filter((id) => ids.has(id)));
}

/**
 * Saves a batch of read rows (one or more pages of one table): upserts by id, deletes tombstones, in one
 * transaction. A record with local changes not yet acknowledged (dirty, pending, error) is left alone: the
 * device's version wins until the server has it (principle 5). Only outbound tables can hold such records;
 * rows are sealed before the transaction, and the local state is read inside it.
 */
export async function upsertRows(
  store: RecordStore,
  table: EncryptedTableName,
  resources: readonly Resource[],
): Promise<void> {
  if (resources.length === 0) return;
  const { outbound } = tableDef(table);
  const records = store.table(table);
  // A row read twice in one batch (it moved forward while paging) counts as its last copy.
  const latest = new Map<RecordId, Resource>();
  for (const resource of resources) latest.set(recordIdOf(table, resource) as RecordId, resource);
  const ids = new Set(latest.keys());

  // Sealed one after another: in Chromium, thousands of WebCrypto calls in flight cost more than they overlap.
  const puts: StoredRecord[] = [];
  const deletes: RecordId[] = [];
  for (const [id, resource] of latest) {
    if (isTombstone(resource)) deletes.push(id);
    else puts.push(await store.seal(table, resource, cleanMeta()));
  }

  await store.db.transaction('rw', records, async () => {
    const changed = outbound ? await unacknowledged(records, ids) : new Set<RecordId>();
    const keep = (id: RecordId) => !changed.has(id);
    await records.bulkPut(changed.size ? puts.filter((row) => keep(row.id)) : puts);
    if (deletes.length) await records.bulkDelete(changed.size ? deletes.filter(keep) : deletes);
  });
}
