import type { VisitWriteResult } from '@carevisit/core';
import type { AppointmentData } from '../appointment-data.ts';
import type { VisitData } from '../visit-data.ts';
import type { RecordStore } from '../record-store.ts';
import { storedMeta, type SentRecord } from './send-marks.ts';
import { idMapRow, rewriteUntilStable, type Rewrite } from './rewrite.ts';
import { reseal } from './appointment-stored.ts';

/**
 * An acknowledged visit: a temporary visit id becomes the server's in the visit and in its appointment's
 * evvVisitId, in one transaction with the visit's new sync state.
 */
export async function applyStoredVisit(
  store: RecordStore,
  sent: SentRecord<VisitData>,
  result: VisitWriteResult,
): Promise<void> {
  const oldId = sent.id as number;
  const newId = result.evvVisitId;
  await rewriteUntilStable(store, async () => {
    const row = await store.table('visit').get(oldId);
    if (!row) return null;
    const data = await store.open<VisitData>('visit', row);
    const rewrites: Rewrite[] = [
      {
        table: 'visit',
        before: row,
        after: await store.seal('visit', { ...data, evvVisitId: newId }, storedMeta(row, sent)),
        meta: (current) => storedMeta(current, sent),
      },
    ];
    if (newId !== oldId) {
      const parent = await store.table('appointment').get(data.appointmentId);
      const parentData = parent ? await store.open<AppointmentData>('appointment', parent) : undefined;
      if (parent && parentData?.evvVisitId === oldId) {
        rewrites.push(await reseal(store, 'appointment', parent, { evvVisitId: newId }));
      }
    }
    return {
      rewrites,
      idMap: newId !== oldId ? [idMapRow('visit', oldId, newId)] : [],
      stillComplete: () => Promise.resolve(true),
    };
  });
}

/**
 * Issue 36: the server refused this verification because the visit was verified already (visit_already_verified).
 * The record keeps this device's answers, marked so that the visit counts as closed here too (verifying it again
 * could not change it); the caller then marks it 'error' with the server's message. Only the content that was
 * sent is marked: a change made since gets its own try.
 */
export async function markVerifiedElsewhere(store: RecordStore, sent: SentRecord<VisitData>): Promise<void> {
  await rewriteUntilStable(store, async () => {
    const row = await store.table('visit').get(sent.id);
    if (!row || row.rev !== sent.rev) return null;
    const data = await store.open<VisitData>('visit', row);
    return {
      rewrites: [
        {
          table: 'visit',
          before: row,
          after: await store.seal('visit', { ...data, verifiedElsewhere: true }, row),
        },
      ],
      idMap: [],
      stillComplete: () => Promise.resolve(true),
    };
  });
}
