import Dexie, { type Table } from 'dexie';
import { LOCAL_DATABASE } from '@carevisit/core';
import { encryptedTableNames, tableDef, type EncryptedTableName } from './local-tables.ts';
import {
  clearTables,
  type IdMapRow,
  type KeyringEntry,
  type MetaEntry,
  type RecentClientRow,
  type SchemaVersionRow,
  type SyncInfo,
} from './clear-tables.ts';
import type { RecordId, StoredRecord } from './record-types.ts';

export type RecordTable = Table<StoredRecord, RecordId>;

export type EvvDB = Dexie & { [K in EncryptedTableName]: RecordTable } & {
  syncInfo: Table<SyncInfo, string>;
  keyring: Table<KeyringEntry, string>;
  meta: Table<MetaEntry, string>;
  recentClient: Table<RecentClientRow, string>;
  schemaVersion: Table<SchemaVersionRow, string>;
  idMap: Table<IdMapRow, string>;
};

/** Dexie's store specs: primary key `id`, the clear indexes, and syncState where local writes wait for sync. */
export function evvDbSchema(): Record<string, string> {
  const stores: Record<string, string> = { ...clearTables };
  for (const name of encryptedTableNames) {
    const def = tableDef(name);
    stores[name] = ['id', ...def.index, ...(def.extra ?? []), ...(def.outbound ? ['syncState'] : [])].join(
      ', ',
    );
  }
  return stores;
}

export interface EvvDbOptions {
  /** Tests give each database its own name; the app always uses spec 1 §3's. */
  name?: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** spec 1 §3: the local database EvvDB at schema version 9. */
export function openEvvDb(options: EvvDbOptions = {}): EvvDB {
  const dependencies =
    options.indexedDB && options.IDBKeyRange
      ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange }
      : {};
  const db = new Dexie(options.name ?? LOCAL_DATABASE.name, dependencies);
  db.version(LOCAL_DATABASE.version).stores(evvDbSchema());
  db.on('populate', (tx) => {
    void tx.table('schemaVersion').add({ id: 'local', version: LOCAL_DATABASE.version });
  });
  return db as EvvDB;
}

export function recordTable(db: EvvDB, name: EncryptedTableName): RecordTable {
  return db.table(name);
}
