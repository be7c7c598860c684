import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { VisitCorrectionWrite, VisitCorrectionWriteResult } from '@carevisit/core';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/connection.ts';
import { appointments, staffSupervisors, visitCorrections, visits } from '../db/schema/index.ts';
import { queueCorrectedVisit } from '../evv-export/queue-visit.ts';
import { receiptFor, storeReceipt, writeOnce, type ReceiptKey } from './receipts.ts';
import { ResourceRejected } from './write-error.ts';
import { lockStaffSchedule } from './staff-schedule-lock.ts';
import { checkCorrection } from './visit-correction-checks.ts';
import { evvApplies } from './visit.ts';

interface CorrectionContext {
  db: Database;
  principal: Principal;
  scopeIds: number[];
  deviceId: string;
  /**
   * The server's clock, read once the visit's locks are held: when the correction is made and the "now" of its
   * time rules, so that of two corrections of a visit the one stored later is the later one.
   */
  clock: () => Date;
}

type VisitRow = typeof visits.$inferSelect;

/**
 * POST /evv/write/visitcorrection (issue 32 item 5): a supervisor corrects the times of a verified visit of a
 * staff member they supervise. The correction is stored beside the visit, whose calls never change, and the visit
 * is queued for the aggregator again. Stored once per device and temporary id; a refusal stores nothing.
 */
export async function writeVisitCorrection(
  ctx: CorrectionContext,
  input: VisitCorrectionWrite,
): Promise<VisitCorrectionWriteResult> {
  const tempId = input.visitCorrectionId;
  const receipt = receiptFor(
    { staffId: ctx.principal.staffId, deviceId: ctx.deviceId },
    'visitcorrection',
    tempId,
  );
  const stored = (visitCorrectionId: number): VisitCorrectionWriteResult => ({
    tempId,
    visitCorrectionId,
    errors: [],
  });
  try {
    return await writeOnce(
      ctx.db,
      receipt,
      async (tx) => stored(await applyCorrection(tx, ctx, input, receipt)),
      (_db, id) => Promise.resolve(stored(id)),
    );
  } catch (error) {
    if (!(error instanceof ResourceRejected)) throw error;
    return { tempId, visitCorrectionId: tempId, errors: error.refusals };
  }
}

/** The visit in the caller's scope, not deleted; anything else is answered as not found (spec 1 §6). */
async function visitInScope(
  db: Database,
  visitId: number,
  scopeIds: number[],
): Promise<VisitRow | undefined> {
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.id, visitId), inArray(visits.organizationId, scopeIds), isNull(visits.deletedAt)));
  return visit;
}

/**
 * Segregation of duties: nobody corrects their own billed time, and only a supervisor of the visit's staff member
 * (`staff_supervisors`) corrects theirs.
 */
async function checkSupervision(db: Database, supervisorId: number, visit: VisitRow): Promise<void> {
  if (visit.staffId === supervisorId) throw ResourceRejected.of({ key: 'server.correctionOwnVisit' });
  const [supervised] = await db
    .select({ staffId: staffSupervisors.staffId })
    .from(staffSupervisors)
    .where(and(eq(staffSupervisors.staffId, visit.staffId), eq(staffSupervisors.supervisorId, supervisorId)));
  if (!supervised) throw ResourceRejected.of({ key: 'server.correctionNotSupervisor' });
}

async function applyCorrection(
  db: Database,
  ctx: CorrectionContext,
  input: VisitCorrectionWrite,
  receipt: ReceiptKey | null,
): Promise<number> {
  const found = await visitInScope(db, input.evvVisitId, ctx.scopeIds);
  if (!found) throw ResourceRejected.of({ key: 'server.visitNotFound' });
  await checkSupervision(db, ctx.principal.staffId, found);
  // The caregiver's schedule, then the appointment's row, in the order every write of her schedule takes them: two
  // corrections of the visit, or a correction and a write of her appointments, run one after the other, and the
  // overlap rule sees what the first one stored.
  await lockStaffSchedule(db, found.staffId);
  await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.id, found.appointmentId))
    .for('update');
  // Read again under the locks: a verification that was committing meanwhile is seen.
  const visit = await visitInScope(db, found.id, ctx.scopeIds);
  if (!visit) throw ResourceRejected.of({ key: 'server.visitNotFound' });
  if (visit.complete !== 1) throw ResourceRejected.of({ key: 'server.correctionNotVerified' });
  const now = ctx.clock();
  const times = await checkCorrection(db, { principal: ctx.principal, now }, visit, input);

  const [created] = await db
    .insert(visitCorrections)
    .values({
      organizationId: visit.organizationId,
      visitId: visit.id,
      madeByStaffId: ctx.principal.staffId,
      madeAt: now,
      startAt: times.start,
      endAt: times.end,
      reasonCodeId: input.reasonCodeId,
      memo: input.memo,
    })
    .returning({ id: visitCorrections.id });
  const id = created!.id;
  if (receipt) await storeReceipt(db, receipt, id);
  // Issue 32 item 5: every correction is queued for the aggregator, as the verification was.
  if (await evvApplies(db, visit.activityId)) {
    await queueCorrectedVisit(
      db,
      { accountId: visit.accountId, organizationId: visit.organizationId, visitId: visit.id },
      now,
    );
  }
  return id;
}
