import { bytesEqual } from '../crypto/bytes.ts';
import type { IdMapRow } from '../clear-tables.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordId, StoredRecord, SyncMeta } from '../record-types.ts';
import { metaOf, type RecordStore } from '../record-store.ts';

/** A record re-sealed outside the transaction, to replace `before` (possibly under a new id). */
export interface Rewrite {
  table: EncryptedTableName;
  before: StoredRecord;
  after: StoredRecord;
  /** The new sync state from the row as it is at commit time; by default the row keeps its own. */
  meta?: (current: StoredRecord) => SyncMeta;
}

export interface RewriteCommit {
  rewrites: Rewrite[];
  idMap: IdMapRow[];
  /** Re-run inside the transaction: false when the set of affected records changed since preparing. */
  stillComplete: () => Promise<boolean>;
  /** Tables stillComplete reads, beyond those rewritten: a transaction sees only the tables it names. */
  alsoReads?: readonly EncryptedTableName[];
}

/**
 * Writes prepared rewrites in ONE transaction, or nothing. Sealing needs WebCrypto, which cannot run inside an
 * IndexedDB transaction, so rows are prepared first and checked here: a row whose IV differs was written
 * since (every write has a fresh IV), and then the caller prepares again. Returns false in that case.
 */
async function commitRewrites(store: RecordStore, commit: RewriteCommit): Promise<boolean> {
  const db = store.db;
  const tables = [...new Set([...commit.rewrites.map((r) => r.table), ...(commit.alsoReads ?? [])])];
  return db.transaction('rw', [...tables.map((t) => store.table(t)), db.idMap], async () => {
    const currents: StoredRecord[] = [];
    for (const { table, before } of commit.rewrites) {
      const current = await store.table(table).get(before.id);
      if (!current || !bytesEqual(current.iv, before.iv)) return false;
      currents.push(current);
    }
    if (!(await commit.stillComplete())) return false;
    for (const [i, { table, before, after, meta }] of commit.rewrites.entries()) {
      const current = currents[i]!;
      if (after.id !== before.id) await store.table(table).delete(before.id);
      await store.table(table).put({ ...after, ...(meta ? meta(current) : metaOf(current)) });
    }
    await db.idMap.bulkPut(commit.idMap);
    return true;
  });
}

/** Prepares and commits until nothing interferes; a handful of tries is plenty for one device's own writes. */
export async function rewriteUntilStable(
  store: RecordStore,
  prepare: () => Promise<RewriteCommit | null>,
  attempts = 5,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const commit = await prepare();
    if (!commit || (await commitRewrites(store, commit))) return;
  }
  throw new Error('records kept changing during an id swap');
}

export const idMapRow = (table: string, tempId: number, serverId: number): IdMapRow => ({
  id: `${table}:${tempId}`,
  table,
  tempId,
  serverId,
});

export const sameIds = (a: readonly RecordId[], b: readonly RecordId[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
