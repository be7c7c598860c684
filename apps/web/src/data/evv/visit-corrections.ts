import type { StoredVisitCorrection, SyncState, VisitCorrectionWrite } from '@carevisit/core';
import type { Clock } from '../clock.ts';
import type { RecordStore } from '../record-store.ts';
import type { SyncMeta } from '../record-types.ts';
import { nextTempIds } from '../temp-ids.ts';

/** What a correction says, before it has its temporary id. */
export type VisitCorrectionDraft = Omit<VisitCorrectionWrite, 'visitCorrectionId'>;

/** A correction on the device: sent once the sync engine can, and removed once the server has stored it. */
export interface LocalCorrection {
  data: VisitCorrectionWrite;
  syncState: Exclude<SyncState, 'clean'>;
  /** The server's reason when it refused the correction. */
  syncError: SyncMeta['syncError'];
}

/**
 * Keeps a supervisor's correction of a team member's verified visit (issue 32 item 5) for the sync engine, offline
 * too, under a temporary id that makes its write receipt (sent twice, stored once).
 */
export async function saveVisitCorrection(
  store: RecordStore,
  clock: Clock,
  draft: VisitCorrectionDraft,
): Promise<void> {
  const [visitCorrectionId] = await nextTempIds(store.db, clock);
  const data: VisitCorrectionWrite = { ...draft, visitCorrectionId: visitCorrectionId! };
  const meta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;
  await store.table('visitCorrection').add(await store.seal('visitCorrection', data, meta));
}

/** The corrections not yet stored by the server, by the visit they correct: the latest made of each. */
export async function localCorrectionsByVisit(store: RecordStore): Promise<Map<number, LocalCorrection>> {
  const rows = await store.table('visitCorrection').toArray();
  const { opened } = await store.openReadable<VisitCorrectionWrite>('visitCorrection', rows);
  const byVisit = new Map<number, LocalCorrection>();
  // Temporary ids fall with time: the lowest is the latest made.
  const latestFirst = opened.sort((a, b) => a.data.visitCorrectionId - b.data.visitCorrectionId);
  for (const { row, data } of latestFirst) {
    if (byVisit.has(data.evvVisitId) || row.syncState === 'clean') continue;
    byVisit.set(data.evvVisitId, { data, syncState: row.syncState, syncError: row.syncError });
  }
  return byVisit;
}

/** The corrections the server stored of these visits (the `visitcorrection` read), by the visit they correct. */
export async function storedCorrectionsByVisit(
  store: RecordStore,
  evvVisitIds: readonly number[],
): Promise<Map<number, StoredVisitCorrection[]>> {
  const rows = await store.table('storedVisitCorrection').where('evvVisitId').anyOf(evvVisitIds).toArray();
  const { opened } = await store.openReadable<StoredVisitCorrection>('storedVisitCorrection', rows);
  const byVisit = new Map<number, StoredVisitCorrection[]>();
  for (const { data } of opened)
    byVisit.set(data.evvVisitId, [...(byVisit.get(data.evvVisitId) ?? []), data]);
  return byVisit;
}
