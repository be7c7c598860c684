import { and, eq } from 'drizzle-orm';
import { clientDisputes, type VisitWriteResult } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { visits } from '../db/schema/index.ts';
import { visitDisputes } from '../db/schema/visit-disputes.ts';
import type { Principal } from '../auth/principal.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { ResourceRejected } from './write-error.ts';
import type { VisitValues } from './visit-values.ts';

type VisitRow = typeof visits.$inferSelect;
type VisitWriteError = VisitWriteResult['errors'][number];

export interface Recorder {
  principal: Principal;
  deviceId: string;
  /** The server's clock. */
  now: Date;
}

/**
 * A write to a visit verified before: a verified visit is final (spec 1 §4), but a refused write is said (spec 1
 * §8) and a client's dispute is evidence (issue 36). The same verification sent again (a reply lost) is answered
 * as stored: its id. Another verification is refused with visit_already_verified, after the client's dispute in
 * it, if any, is kept beside the visit. Any other write (a start or stop) is refused as locked.
 */
export async function answerVerifiedVisit(
  db: Database,
  recorder: Recorder,
  stored: VisitRow,
  next: VisitValues,
): Promise<number | VisitWriteError> {
  if (sameValues(stored, next)) return stored.id;
  if (next.complete !== 1) throw ResourceRejected.of({ key: 'server.visitLocked' });
  const kept = await keepDispute(db, recorder, stored, next);
  const key = kept ? 'server.visitAlreadyVerifiedDisputeKept' : 'server.visitAlreadyVerified';
  return { ...refusalEntry({ key }), code: 'visit_already_verified' };
}

/** Stores the client's dispute once per device and answers: a resend of a refused write adds no second row. */
async function keepDispute(
  db: Database,
  { principal, deviceId, now }: Recorder,
  stored: VisitRow,
  next: VisitValues,
): Promise<boolean> {
  if (!clientDisputes(next)) return false;
  const dispute = {
    accountId: stored.accountId,
    visitId: stored.id,
    organizationId: stored.organizationId,
    clientId: stored.clientId,
    recordedByStaffId: principal.staffId,
    deviceId,
    appointmentStatus: next.appointmentStatus,
    beginActualDateTime: next.beginActualDateTime,
    endActualDateTime: next.endActualDateTime,
    servicesVerified: next.servicesVerified,
    durationVerified: next.durationVerified,
    hasSignature: next.hasSignature,
    signature: next.signature,
    verificationDeclinedReason: next.verificationDeclinedReason,
    verificationDeclinedComments: next.verificationDeclinedComments,
    signatureMissingReason: next.signatureMissingReason,
    signatureMissingComments: next.signatureMissingComments,
  };
  // The visit write holds its appointment's row lock: no other write of this visit runs between read and insert.
  const earlier = await db
    .select()
    .from(visitDisputes)
    .where(and(eq(visitDisputes.visitId, stored.id), eq(visitDisputes.deviceId, deviceId)));
  if (!earlier.some((row) => sameValues(row, dispute))) {
    await db.insert(visitDisputes).values({ ...dispute, receivedAt: now });
  }
  return true;
}

/** Whether `row` holds every value of `values` (instants compared as instants). */
function sameValues<T extends object>(row: T, values: Partial<T>): boolean {
  return (Object.keys(values) as (keyof T)[]).every((key) => {
    const [a, b] = [row[key], values[key]];
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  });
}
