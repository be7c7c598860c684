import type { AppointmentWriteResult } from '@carevisit/core';
import { withAddressIds, type AppointmentData } from '../appointment-data.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordId, StoredRecord } from '../record-types.ts';
import { metaOf, type RecordStore } from '../record-store.ts';
import { storedMeta, type SentRecord } from './send-marks.ts';
import { idMapRow, rewriteUntilStable, sameIds, type Rewrite, type RewriteCommit } from './rewrite.ts';

/** Children holding an appointment's id in their data (architecture: appointment → visit → document). */
const CHILDREN: readonly EncryptedTableName[] = ['visit', 'document'];

/**
 * An acknowledged appointment: the temporary id becomes the server's everywhere it is referenced (the
 * appointment itself, its visits and documents, and new visit addresses inside any appointment), in one
 * transaction, together with the record's new sync state.
 */
export async function applyStoredAppointment(
  store: RecordStore,
  sent: SentRecord<AppointmentData>,
  result: AppointmentWriteResult,
): Promise<void> {
  const oldId = sent.id as number;
  const newId = result.activityLogId;
  const addressSwaps = new Map(result.addresses.map((a) => [a.tempId, a.visitAddressId]));
  const appointments = store.table('appointment');

  await rewriteUntilStable(store, async (): Promise<RewriteCommit | null> => {
    const row = await appointments.get(oldId);
    if (!row) return null; // removed locally while in flight; the server's copy arrives with the next read
    const data = await store.open<AppointmentData>('appointment', row);
    const updated = withAddressIds(
      {
        ...data,
        appointmentId: newId,
        activityDetailId: result.activityDetailId ?? data.activityDetailId,
        evvVisitId: result.visitId ?? data.evvVisitId,
      },
      addressSwaps,
    );
    const rewrites: Rewrite[] = [
      {
        table: 'appointment',
        before: row,
        after: await store.seal('appointment', updated, storedMeta(row, sent)),
        meta: (current) => storedMeta(current, sent),
      },
    ];
    const children = new Map<EncryptedTableName, RecordId[]>();
    if (newId !== oldId) {
      for (const table of CHILDREN) {
        const rows = await store.table(table).where('appointmentId').equals(oldId).toArray();
        children.set(
          table,
          rows.map((r) => r.id),
        );
        for (const child of rows) rewrites.push(await reseal(store, table, child, { appointmentId: newId }));
      }
    }
    const sharing = await appointmentsWithAddresses(store, [...addressSwaps.keys()], oldId);
    for (const other of sharing) {
      const otherData = await store.open<AppointmentData>('appointment', other);
      const after = await store.seal('appointment', withAddressIds(otherData, addressSwaps), metaOf(other));
      rewrites.push({ table: 'appointment', before: other, after });
    }
    return {
      rewrites,
      alsoReads: [...CHILDREN, 'appointment'],
      idMap: [
        ...(newId !== oldId ? [idMapRow('appointment', oldId, newId)] : []),
        ...[...addressSwaps].map(([tempId, serverId]) => idMapRow('address', tempId, serverId)),
      ],
      stillComplete: async () => {
        for (const [table, ids] of children) {
          const now = await store.table(table).where('appointmentId').equals(oldId).primaryKeys();
          if (!sameIds(now, ids)) return false;
        }
        const nowSharing = await appointmentsWithAddresses(store, [...addressSwaps.keys()], oldId);
        return sameIds(
          nowSharing.map((r) => r.id),
          sharing.map((r) => r.id),
        );
      },
    };
  });
}

async function appointmentsWithAddresses(store: RecordStore, tempIds: number[], except: number) {
  if (tempIds.length === 0) return [];
  const rows = await store.table('appointment').where('tempAddressIds').anyOf(tempIds).distinct().toArray();
  return rows.filter((row) => row.id !== except);
}

/** A child re-sealed with changed references; it keeps its own sync state. */
export async function reseal(
  store: RecordStore,
  table: EncryptedTableName,
  row: StoredRecord,
  changes: Record<string, unknown>,
): Promise<Rewrite> {
  const data = await store.open<Record<string, unknown>>(table, row);
  return { table, before: row, after: await store.seal(table, { ...data, ...changes }, metaOf(row)) };
}
