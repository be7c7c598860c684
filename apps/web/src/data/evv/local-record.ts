import type { EncryptedTableName } from '../local-tables.ts';
import type { OpenedRecord, RecordStore } from '../record-store.ts';

/** The server id a temporary id became (sync swaps it everywhere and notes it in idMap), else the id itself. */
export async function currentIdOf(
  store: RecordStore,
  table: EncryptedTableName,
  id: number,
): Promise<number> {
  return (await store.db.idMap.get(`${table}:${id}`))?.serverId ?? id;
}

/**
 * One local record by id, or by the temporary id it had, decrypted; undefined when it is not on the device or
 * cannot be opened with this user's key. Never throws for a missing or unreadable record: a screen asking where
 * a visit stands must not fail on one bad row.
 */
export async function localRecord<T>(
  store: RecordStore,
  table: EncryptedTableName,
  id: number,
): Promise<OpenedRecord<T> | undefined> {
  const records = store.table(table);
  const row = (await records.get(id)) ?? (await records.get(await currentIdOf(store, table, id)));
  if (!row) return undefined;
  const { opened } = await store.openReadable<T>(table, [row]);
  return opened[0];
}

/** A local record's data alone (localRecord). */
export const localData = async <T>(
  store: RecordStore,
  table: EncryptedTableName,
  id: number,
): Promise<T | undefined> => (await localRecord<T>(store, table, id))?.data;
