import { RecordDecryptError } from './crypto/crypto-errors.ts';
import { openPayload, sealPayload } from './crypto/record-cipher.ts';
import { recordTable, type EvvDB, type RecordTable } from './evv-db.ts';
import { indexFieldsOf, recordIdOf, type EncryptedTableName } from './local-tables.ts';
import type { RecordId, StoredRecord, SyncMeta } from './record-types.ts';

export interface OpenedRecord<T> {
  row: StoredRecord;
  data: T;
}

/**
 * The one place records are encrypted and decrypted: the signed-in user's data key bound to the database.
 * Encryption happens outside Dexie transactions (WebCrypto promises would let IndexedDB auto-commit them);
 * callers seal first, then write in a transaction.
 */
export class RecordStore {
  constructor(
    readonly db: EvvDB,
    private readonly dataKey: CryptoKey,
  ) {}

  table(name: EncryptedTableName): RecordTable {
    return recordTable(this.db, name);
  }

  idOf(name: EncryptedTableName, data: object): RecordId {
    const id = recordIdOf(name, data as Record<string, unknown>);
    if (id === undefined) throw new TypeError(`${name} record without id`);
    return id;
  }

  async seal(name: EncryptedTableName, data: object, meta: SyncMeta): Promise<StoredRecord> {
    const id = this.idOf(name, data);
    const sealed = await sealPayload(this.dataKey, name, id, data);
    // Only the sync fields are taken from meta, so a whole old row can be passed without its stale indexes.
    const { syncState, syncError, rev, firstSentRev } = meta;
    return {
      ...indexFieldsOf(name, data as Record<string, unknown>),
      syncState,
      syncError,
      rev,
      firstSentRev,
      ...sealed,
      id,
    };
  }

  open<T>(name: EncryptedTableName, row: StoredRecord): Promise<T> {
    return openPayload<T>(this.dataKey, name, row.id, row);
  }

  async openAll<T>(name: EncryptedTableName, rows: readonly StoredRecord[]): Promise<OpenedRecord<T>[]> {
    return Promise.all(rows.map(async (row) => ({ row, data: await this.open<T>(name, row) })));
  }

  /**
   * Opens what can be opened and sets aside what cannot (tampered, or from another key): one bad row must not
   * stop sync or a screen for every other record.
   */
  async openReadable<T>(
    name: EncryptedTableName,
    rows: readonly StoredRecord[],
  ): Promise<{ opened: OpenedRecord<T>[]; unreadable: StoredRecord[] }> {
    const opened: OpenedRecord<T>[] = [];
    const unreadable: StoredRecord[] = [];
    for (const row of rows) {
      try {
        opened.push({ row, data: await this.open<T>(name, row) });
      } catch (error) {
        if (!(error instanceof RecordDecryptError)) throw error;
        unreadable.push(row);
      }
    }
    return { opened, unreadable };
  }

  async get<T>(name: EncryptedTableName, id: RecordId): Promise<OpenedRecord<T> | undefined> {
    const row = await this.table(name).get(id);
    return row ? { row, data: await this.open<T>(name, row) } : undefined;
  }
}

/** Only the sync state of a row, without its payload: for lists of what waits. */
export const metaOf = (row: StoredRecord): SyncMeta => ({
  syncState: row.syncState,
  syncError: row.syncError,
  rev: row.rev,
  firstSentRev: row.firstSentRev,
});
