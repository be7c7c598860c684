import type { EvvSubmission } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';

/** The server's sends of these visits to the aggregator on the device, by visit id (a visit may have several). */
export async function submissionsByVisit(
  store: RecordStore,
  evvVisitIds: readonly number[],
): Promise<Map<number, EvvSubmission[]>> {
  const rows = await store.table('evvSubmission').where('evvVisitId').anyOf(evvVisitIds).toArray();
  const { opened } = await store.openReadable<EvvSubmission>('evvSubmission', rows);
  return groupByVisit(opened.map(({ data }) => data));
}

/** Sends grouped by the visit they carry. */
export function groupByVisit(submissions: readonly EvvSubmission[]): Map<number, EvvSubmission[]> {
  const byVisit = new Map<number, EvvSubmission[]>();
  for (const submission of submissions) {
    const group = byVisit.get(submission.evvVisitId);
    if (group) group.push(submission);
    else byVisit.set(submission.evvVisitId, [submission]);
  }
  return byVisit;
}
