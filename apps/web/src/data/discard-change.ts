import type { EvvDB } from './evv-db.ts';
import type { EncryptedTableName } from './local-tables.ts';
import type { RecordId, StoredRecord } from './record-types.ts';
import { readSources, syncInfoKey, type SyncTableName } from './sync/read-sources.ts';

/** Tables whose rows point at an appointment by its id and go with an appointment made on the device. */
const APPOINTMENT_CHILDREN: readonly EncryptedTableName[] = ['visit', 'document'];

/** The syncInfo keys of a table's reads: the whole table, and the clinical reads for one client. */
function syncInfoKeysOf(table: EncryptedTableName): string[] {
  if (!(table in readSources)) return [];
  const sources: readonly { server: Parameters<typeof syncInfoKey>[0] }[] =
    readSources[table as SyncTableName];
  return sources.map((source) => syncInfoKey(source.server));
}

/**
 * Principle 5: the user gives up a record the server refused. Only a rejected record (syncState 'error') can be
 * discarded; one that waits or is in flight cannot. An appointment made on the device (temporary negative id)
 * goes with its visits and documents that wait for it. A server record changed on the device goes back to the
 * server's version: the local copy is removed and the table's lastSync forgotten, so the next read brings
 * every row of it again (an incremental read would not send a row that did not change on the server).
 * Returns false when there was nothing to discard.
 */
export async function discardChange(db: EvvDB, table: EncryptedTableName, id: RecordId): Promise<boolean> {
  const records = db.table<StoredRecord, RecordId>(table);
  const madeOnDevice = typeof id === 'number' && id < 0;
  const children = table === 'appointment' && madeOnDevice ? APPOINTMENT_CHILDREN : [];
  const syncKeys = madeOnDevice ? [] : syncInfoKeysOf(table);
  const tables = [records, ...children.map((name) => db.table(name)), db.syncInfo];
  return db.transaction('rw', tables, async () => {
    const row = await records.get(id);
    if (row?.syncState !== 'error') return false;
    await records.delete(id);
    for (const child of children) {
      await db
        .table<StoredRecord, RecordId>(child)
        .where('appointmentId')
        .equals(id)
        .filter((each) => each.syncState !== 'clean')
        .delete();
    }
    if (syncKeys.length > 0) {
      // The table's own key and every per-client key of it (`visit?clientId=5`).
      await db.syncInfo
        .filter((info) =>
          syncKeys.some((key) => info.tableName === key || info.tableName.startsWith(`${key}?`)),
        )
        .delete();
    }
    return true;
  });
}
