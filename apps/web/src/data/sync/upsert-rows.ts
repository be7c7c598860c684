import { recordIdOf, tableDef, type EncryptedTableName } from '../local-tables.ts';
import { cleanMeta, type RecordId, type StoredRecord } from '../record-types.ts';
import type { RecordStore } from '../record-store.ts';

type Resource = Record<string, unknown>;

const isTombstone = (resource: Resource) => typeof resource.deletedDate === 'string';

/**
 * Saves one page of a read: upserts by id, deletes tombstones. A record with local changes not yet
 * acknowledged (dirty, pending, error) is left alone: the device's version wins until the server has it
 * (principle 5). Rows are sealed before the transaction and the local state is checked again inside it.
 */
export async function upsertRows(
  store: RecordStore,
  table: EncryptedTableName,
  resources: readonly Resource[],
): Promise<void> {
  if (resources.length === 0) return;
  const { outbound } = tableDef(table);
  const records = store.table(table);
  const ids = resources.map((resource) => recordIdOf(table, resource) as RecordId);
  const before = await records.bulkGet(ids);
  const protectedRow = (row: StoredRecord | undefined) =>
    Boolean(outbound && row && row.syncState !== 'clean');

  const puts: StoredRecord[] = [];
  const deletes: RecordId[] = [];
  for (const [i, resource] of resources.entries()) {
    if (protectedRow(before[i])) continue;
    if (isTombstone(resource)) deletes.push(ids[i]!);
    else puts.push(await store.seal(table, resource, cleanMeta()));
  }

  await store.db.transaction('rw', records, async () => {
    const now = await records.bulkGet(ids);
    const changed = new Set(ids.filter((_, i) => protectedRow(now[i])));
    await records.bulkPut(puts.filter((row) => !changed.has(row.id)));
    await records.bulkDelete(deletes.filter((id) => !changed.has(id)));
  });
}
