import { curesRecord, readinessProblems, type ReadinessProblem, type VisitEvidence } from '@carevisit/core';
import type { AppointmentData } from '../appointment-data.ts';
import type { RecordStore } from '../record-store.ts';
import { localVisitEvidence } from './local-visit-evidence.ts';
import { otherVisitsAround, staffAppointments } from './other-visits.ts';

/**
 * What would make the aggregator reject a verified visit, checked on the device with no signal (issue 32 item 3):
 * core's readiness check of the Cures Act record the server will build, with the caregiver's other appointments
 * around it as the server reads them. Nothing for a visit not verified yet (complete is not 1: the server sends
 * only verified visits, so there is nothing to check until then), nor for one whose evidence is not all on the
 * device: what the device cannot check it does not claim, and the server's check speaks once it has the visit.
 */
export async function deviceReadiness(store: RecordStore, evvVisitId: number): Promise<ReadinessProblem[]> {
  const evidence = await localVisitEvidence(store, evvVisitId);
  return evidence ? readinessOfEvidence(store, evidence) : [];
}

/** The check of a visit's evidence already read from the device. */
export async function readinessOfEvidence(
  store: RecordStore,
  evidence: VisitEvidence,
): Promise<ReadinessProblem[]> {
  if (evidence.visit.complete !== 1) return [];
  return evidenceReadiness(evidence, await staffAppointments(store, evidence.staff.staffId));
}

/**
 * The check of a verified visit's evidence with the caregiver's appointments already read: a week of her visits
 * reads them once.
 */
export function evidenceReadiness(
  evidence: VisitEvidence,
  appointments: readonly AppointmentData[],
): ReadinessProblem[] {
  const record = curesRecord(evidence);
  return readinessProblems(record, { otherVisits: otherVisitsAround(record, appointments) });
}
