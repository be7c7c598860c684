import { and, eq, inArray, isNull } from 'drizzle-orm';
import { signatureImageLimitParams, type VisitWrite, type VisitWriteResult } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { activities, appointments, descriptors, organizations, visits } from '../db/schema/index.ts';
import { queueVerifiedVisit } from '../evv-export/queue-visit.ts';
import { checkSignaturePng } from '../images/checked-signature-png.ts';
import { receiptFor, storeReceipt, writeOnce, type ReceiptKey } from './receipts.ts';
import { ResourceRejected } from './write-error.ts';
import { lockStaffSchedule } from './staff-schedule-lock.ts';
import { checkVerification } from './visit-verification-check.ts';
import { answerVerifiedVisit, type Recorder } from './verified-visit.ts';
import { visitValues, type VisitReasons } from './visit-values.ts';

interface WriteContext extends Recorder {
  db: Database;
  scopeIds: number[];
}

/**
 * POST /evv/write/visit: the billing evidence. One visit per appointment; a visit started on a device
 * (negative evvVisitId) is created once however often it is sent; a verified visit is final.
 */
export async function writeVisit(ctx: WriteContext, input: VisitWrite): Promise<VisitWriteResult> {
  const tempId = input.evvVisitId;
  const receipt = receiptFor({ staffId: ctx.principal.staffId, deviceId: ctx.deviceId }, 'visit', tempId);
  const stored = (evvVisitId: number): VisitWriteResult => ({ tempId, evvVisitId, errors: [] });
  try {
    // Checked before the transaction: inflating an image holds no lock.
    const signature = pngSignature(input.clientSig);
    return await writeOnce(
      ctx.db,
      receipt,
      async (tx) => {
        const outcome = await applyVisit(tx, ctx, { input, signature }, receipt);
        return typeof outcome === 'number'
          ? stored(outcome)
          : { tempId, evvVisitId: tempId, errors: [outcome] };
      },
      (_db, id) => Promise.resolve(stored(id)),
    );
  } catch (error) {
    if (!(error instanceof ResourceRejected)) throw error;
    return {
      tempId,
      evvVisitId: tempId,
      errors: error.refusals.map((refusal) => ({ ...refusal, code: 'visit_rejected' as const })),
    };
  }
}

/** Stores the visit and answers its id, or answers why a verified visit refused it (committed with its dispute). */
async function applyVisit(
  db: Database,
  ctx: WriteContext,
  { input, signature }: { input: VisitWrite; signature: string | null },
  receipt: ReceiptKey | null,
): Promise<number | VisitWriteResult['errors'][number]> {
  // A visit moves its appointment's actual times, which the overlap check reads: same lock, same order.
  await lockStaffSchedule(db, ctx.principal.staffId);
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, input.activityLogId),
        eq(appointments.staffId, ctx.principal.staffId),
        inArray(appointments.organizationId, ctx.scopeIds),
        isNull(appointments.deletedAt),
      ),
    )
    // Locked like an appointment write locks it, so a verification never interleaves with a change of the
    // appointment: the change either comes first and is overwritten here, or comes after and is refused. Two
    // verifications of its visit queue here too: the second finds the first stored.
    .for('update');
  if (!appointment) throw ResourceRejected.of({ key: 'appointment.notFound' });
  const [existing] = await db.select().from(visits).where(eq(visits.appointmentId, appointment.id));
  if (existing && input.evvVisitId > 0 && existing.id !== input.evvVisitId) {
    throw ResourceRejected.of({ key: 'server.visitNotFound' });
  }
  if (!existing && input.evvVisitId > 0) throw ResourceRejected.of({ key: 'server.visitNotFound' });

  const reasons = await reasonsOf(db, ctx.principal.accountId, input.events ?? []);
  const values = visitValues({ input, appointment, existing, reasons, signature });
  if (existing?.complete === 1) return answerVerifiedVisit(db, ctx, existing, values);
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, appointment.organizationId));
  await checkVerification(db, input, appointment, organization?.evvState ?? null, reasons);
  let id: number;
  if (existing) {
    await db.update(visits).set(values).where(eq(visits.id, existing.id));
    id = existing.id;
  } else {
    const [created] = await db.insert(visits).values(values).returning({ id: visits.id });
    id = created!.id;
  }
  if (receipt) await storeReceipt(db, receipt, id);
  if (values.complete === 1 && (await evvApplies(db, appointment.activityId))) {
    const subject = { ...appointment, visitId: id, staffId: ctx.principal.staffId };
    await queueVerifiedVisit(db, subject, ctx.now);
  }
  // spec 1 §4: start moves the appointment to In Session; verify saves its status; both keep actual times.
  await db
    .update(appointments)
    .set({
      status: input.appointmentStatus,
      actualStartAt: values.beginActualDateTime ?? appointment.actualStartAt,
      actualEndAt: values.endActualDateTime,
    })
    .where(eq(appointments.id, appointment.id));
  return id;
}

/** Whether the appointment's service is one the aggregator is told of: others are never sent. */
export async function evvApplies(db: Database, activityId: number): Promise<boolean> {
  const [activity] = await db
    .select({ evvApplies: activities.evvApplies })
    .from(activities)
    .where(eq(activities.id, activityId));
  return activity?.evvApplies ?? false;
}

/** Each event's reason must be one of the agency's EVV Reason Codes. */
async function reasonsOf(db: Database, accountId: number, events: NonNullable<VisitWrite['events']>) {
  const reasons: VisitReasons = {
    EditTimes: undefined,
    SignatureMissing: undefined,
    VerificationDeclined: undefined,
    AddressDistance: undefined,
  };
  for (const event of events) {
    const [code] = await db
      .select({ id: descriptors.id })
      .from(descriptors)
      .where(
        and(
          eq(descriptors.id, event.reasonCodeId),
          eq(descriptors.accountId, accountId),
          eq(descriptors.type, 'EVV Reason Codes'),
        ),
      );
    if (!code)
      throw ResourceRejected.of({ key: 'server.reasonCodeNotFound', params: { id: event.reasonCodeId } });
    reasons[event.eventType] = { reason: code.id, comments: event.comments };
  }
  return reasons;
}

/**
 * The client's signature as PNG base64 (a data URL's prefix is dropped); anything else, or a PNG beyond the
 * limits, is refused (issue 30).
 */
function pngSignature(value: string | null | undefined): string | null {
  if (!value) return null;
  const { png, refusal } = checkSignaturePng(value);
  if (refusal === 'tooLarge') {
    throw ResourceRejected.of({ key: 'server.signatureTooLarge', params: signatureImageLimitParams });
  }
  if (!png) throw ResourceRejected.of({ key: 'server.signatureNotPng' });
  return png.base64;
}
