import { deviceCheckSpeaks, visitStanding, type VisitStanding } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { readinessOfEvidence } from './device-readiness.ts';
import { currentIdOf } from './local-record.ts';
import { localVisitEvidence } from './local-visit-evidence.ts';
import { STANDING_TABLES, observeTables } from './observed-tables.ts';
import { submissionsByVisit } from './visit-submissions.ts';

/**
 * Where a verified visit stands with the payer, from the device alone (issue 32 item 7): the server's sends of it
 * once sync has brought them, else the device's own readiness check. A temporary id is followed to the server id
 * it became, which the sends carry. Null for a visit of an activity EVV does not apply to: it is never sent.
 */
export async function localVisitStanding(
  store: RecordStore,
  evvVisitId: number,
): Promise<VisitStanding | null> {
  await observeTables(store, STANDING_TABLES);
  const visitId = await currentIdOf(store, 'visit', evvVisitId);
  const [evidence, submissions] = await Promise.all([
    localVisitEvidence(store, visitId),
    submissionsByVisit(store, [visitId]),
  ]);
  if (evidence && !evidence.billing.evvApplies) return null;
  const sends = submissions.get(visitId) ?? [];
  // What the device cannot check it does not claim: the server's check speaks once it has the visit, and the
  // device's (which reads the caregiver's appointments) runs only while it speaks.
  const problems = evidence && deviceCheckSpeaks(sends) ? await readinessOfEvidence(store, evidence) : [];
  return visitStanding(problems, sends);
}
