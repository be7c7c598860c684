import { asksAtSignIn, type OutboundKind, type SyncState } from '@carevisit/core';
import type { EvvDB } from './evv-db.ts';
import { encryptedTableNames, tableDef, type EncryptedTableName } from './local-tables.ts';
import type { RecordId } from './record-types.ts';
import type { SyncError } from './sync-error.ts';

/** Tables whose records are made or changed on the device and wait for the server. */
export const OUTBOUND_TABLES: readonly EncryptedTableName[] = encryptedTableNames.filter(
  (name) => tableDef(name).outbound,
);

const WAITING: SyncState[] = ['dirty', 'pending', 'error'];

/** Audit events are activity records the app writes by itself; the other outbound tables hold the user's data. */
const outboundKindOf = (table: EncryptedTableName): OutboundKind =>
  table === 'auditLog' ? 'activity' : 'userData';

export interface PendingChange {
  table: EncryptedTableName;
  kind: OutboundKind;
  id: RecordId;
  syncState: Exclude<SyncState, 'clean'>;
  /** Why the server refused a rejected record (syncState 'error'); null while it only waits. */
  reason: SyncError | null;
  /** A document refused as stale that holds the server's copy: the user keeps theirs as new or takes the server's. */
  resolvable: boolean;
  /** A refusal no retry can change (a verification of a visit verified already, issue 36): nothing to retry. */
  final: boolean;
}

/**
 * Everything not yet on the server: waiting (dirty), in flight (pending) or refused (error, with the server's
 * reason). Reads only the clear sync fields, so it works before any data key is unlocked (login checks).
 */
export async function listPendingChanges(db: EvvDB): Promise<PendingChange[]> {
  const changes: PendingChange[] = [];
  for (const table of OUTBOUND_TABLES) {
    const rows = await db.table(table).where('syncState').anyOf(WAITING).toArray();
    for (const row of rows as {
      id: RecordId;
      syncState: PendingChange['syncState'];
      syncError: SyncError | null;
      hasServerCopy?: number;
      refusalFinal?: number;
    }[]) {
      changes.push({
        table,
        kind: outboundKindOf(table),
        id: row.id,
        syncState: row.syncState,
        reason: row.syncError,
        resolvable: row.syncState === 'error' && row.hasServerCopy === 1,
        final: row.syncState === 'error' && row.refusalFinal === 1,
      });
    }
  }
  return changes;
}

export async function countPendingChanges(db: EvvDB): Promise<number> {
  let count = 0;
  for (const table of OUTBOUND_TABLES)
    count += await db.table(table).where('syncState').anyOf(WAITING).count();
  return count;
}

/** spec 1 §8 Synchronization Required counts the user's own records only (core's asksAtSignIn). */
export async function countChangesAskedAtSignIn(db: EvvDB): Promise<number> {
  let count = 0;
  for (const table of OUTBOUND_TABLES) {
    if (!asksAtSignIn({ kind: outboundKindOf(table), syncState: 'dirty' })) continue;
    count += await db.table(table).where('syncState').anyOf(WAITING).count();
  }
  return count;
}

/** Puts a rejected record back in line (after the user fixed what the server objected to, or to try again). */
export async function retryChange(db: EvvDB, table: EncryptedTableName, id: RecordId): Promise<boolean> {
  const records = db.table(table);
  return db.transaction('rw', records, async () => {
    const row = (await records.get(id)) as { syncState: SyncState } | undefined;
    if (row?.syncState !== 'error') return false;
    await records.update(id, { syncState: 'dirty', syncError: null, firstSentRev: null });
    return true;
  });
}
