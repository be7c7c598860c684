import { bytesEqual } from './crypto/bytes.ts';
import { RecordNotFoundError } from './record-errors.ts';
import type { StoredRecord, SyncMeta } from './record-types.ts';
import type { RecordStore } from './record-store.ts';

/** The outbound tables a visit step writes together. */
export type VisitStepTable = 'visit' | 'appointment';

/** One record to write: its row as read (null for a new one) and its new data. */
export interface RecordWrite {
  table: VisitStepTable;
  before: StoredRecord | null;
  data: object;
}

/** The row under this id, or under the server id a temporary id became (the sync engine's idMap). */
export async function rowOf(store: RecordStore, table: VisitStepTable, id: number): Promise<StoredRecord> {
  const row = await store.table(table).get(id);
  if (row) return row;
  const mapped = await store.db.idMap.get(`${table}:${id}`);
  const swapped = mapped ? await store.table(table).get(mapped.serverId) : undefined;
  if (!swapped) throw new RecordNotFoundError(table, id);
  return swapped;
}

/**
 * Writes every record or none, each as dirty (principle 2: the sync engine sends it). Sealing happens first,
 * outside the transaction (WebCrypto cannot run inside one); inside it, a row whose IV differs was written
 * since (the sync engine may have swapped its id or marked it sent), a new one must still be absent, and
 * `stillValid` must hold. Otherwise nothing is written and the result is false: the caller reads again.
 */
export async function commitTogether(
  store: RecordStore,
  writes: readonly RecordWrite[],
  stillValid: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<boolean> {
  const dirty: SyncMeta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null };
  const sealed = await Promise.all(writes.map((write) => store.seal(write.table, write.data, dirty)));
  // The visit table always: stillValid looks at an appointment's visits.
  const names = new Set<VisitStepTable>(['visit', ...writes.map((write) => write.table)]);
  return store.db.transaction(
    'rw',
    [...names].map((name) => store.table(name)),
    async () => {
      const currents: (StoredRecord | undefined)[] = [];
      for (const [i, { table, before }] of writes.entries()) {
        const current = await store.table(table).get(before?.id ?? sealed[i]!.id);
        const unchanged = before ? current !== undefined && bytesEqual(current.iv, before.iv) : !current;
        if (!unchanged) return false;
        currents.push(current);
      }
      if (!(await stillValid())) return false;
      for (const [i, { table }] of writes.entries()) {
        const current = currents[i];
        // The first send's rev stays: the sync engine compares it to tell a change made while in flight.
        await store.table(table).put({
          ...sealed[i]!,
          rev: (current?.rev ?? 0) + 1,
          firstSentRev: current?.firstSentRev ?? null,
        });
      }
      return true;
    },
  );
}
