import { and, eq, inArray, isNull } from 'drizzle-orm';
import { signatureImageLimitParams, type VisitWrite, type VisitWriteResult } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments, descriptors, organizations, visits } from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { checkSignaturePng } from '../images/checked-signature-png.ts';
import { receiptFor, storeReceipt, writeOnce, type ReceiptKey } from './receipts.ts';
import { ResourceRejected } from './write-error.ts';
import { lockStaffSchedule } from './staff-schedule-lock.ts';
import { checkVerification } from './visit-verification-check.ts';

interface WriteContext {
  db: Database;
  principal: Principal;
  scopeIds: number[];
  deviceId: string;
}

type EventType = NonNullable<VisitWrite['events']>[number]['eventType'];

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
      async (tx) => stored(await applyVisit(tx, ctx, { input, signature }, receipt)),
      (_db, id) => Promise.resolve(stored(id)),
    );
  } catch (error) {
    if (!(error instanceof ResourceRejected)) throw error;
    return { tempId, evvVisitId: tempId, errors: error.messages.map((message) => ({ message })) };
  }
}

async function applyVisit(
  db: Database,
  ctx: WriteContext,
  { input, signature }: { input: VisitWrite; signature: string | null },
  receipt: ReceiptKey | null,
): Promise<number> {
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
    // appointment: the change either comes first and is overwritten here, or comes after and is refused.
    .for('update');
  if (!appointment) throw ResourceRejected.of({ key: 'appointment.notFound' });
  const [existing] = await db.select().from(visits).where(eq(visits.appointmentId, appointment.id));
  if (existing && input.evvVisitId > 0 && existing.id !== input.evvVisitId) {
    throw ResourceRejected.of({ key: 'server.visitNotFound' });
  }
  if (!existing && input.evvVisitId > 0) throw ResourceRejected.of({ key: 'server.visitNotFound' });
  if (existing?.complete === 1) {
    if (input.complete === 1) return existing.id; // the same verification sent again
    throw ResourceRejected.of({ key: 'server.visitLocked' });
  }

  const reasons = await reasonsOf(db, ctx.principal.accountId, input.events ?? []);
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, appointment.organizationId));
  await checkVerification(db, input, appointment, organization?.evvState ?? null, reasons);
  const values = {
    accountId: ctx.principal.accountId,
    appointmentId: appointment.id,
    staffId: appointment.staffId,
    clientId: appointment.clientId,
    organizationId: appointment.organizationId,
    activityId: appointment.activityId,
    deviceVisitId: input.deviceVisitId ?? null,
    appointmentStatus: input.appointmentStatus,
    visitStatus: input.visitStatus,
    complete: input.complete,
    startDateTime: instant(input.startDateTime),
    endDateTime: instant(input.endDateTime),
    // Original times are stored once, when first sent (spec 1 §4: editing times keeps the originals).
    originalStartDate: existing?.originalStartDate ?? instant(input.originalStartDate),
    originalEndDate: existing?.originalEndDate ?? instant(input.originalEndDate),
    beginActualDateTime: instant(input.beginActualDateTime),
    endActualDateTime: instant(input.endActualDateTime),
    adjustedBeginDateTime: reasons.EditTimes ? instant(input.startDateTime) : null,
    adjustedEndDateTime: reasons.EditTimes ? instant(input.endDateTime) : null,
    startLatitude: input.startLatitude ?? null,
    startLongitude: input.startLongitude ?? null,
    endLatitude: input.endLatitude ?? null,
    endLongitude: input.endLongitude ?? null,
    hasSignature: Boolean(input.hasSig && input.clientSig),
    signature,
    activityVerified: input.activityVerified ?? null,
    durationVerified: input.durationVerified ?? null,
    servicesVerified: input.servicesVerified ?? null,
    timesVerified: input.timesVerified ?? null,
    verificationDeclinedReason: reasons.VerificationDeclined?.reason ?? null,
    verificationDeclinedComments: reasons.VerificationDeclined?.comments ?? null,
    signatureMissingReason: reasons.SignatureMissing?.reason ?? null,
    signatureMissingComments: reasons.SignatureMissing?.comments ?? null,
    addressDistanceReason: reasons.AddressDistance?.reason ?? null,
    addressDistanceComments: reasons.AddressDistance?.comments ?? null,
    editTimesReason: reasons.EditTimes?.reason ?? null,
    editTimesComments: reasons.EditTimes?.comments ?? null,
    editTimesEventType: reasons.EditTimes ? 'EditTimes' : null,
  };
  let id: number;
  if (existing) {
    await db.update(visits).set(values).where(eq(visits.id, existing.id));
    id = existing.id;
  } else {
    const [created] = await db.insert(visits).values(values).returning({ id: visits.id });
    id = created!.id;
  }
  if (receipt) await storeReceipt(db, receipt, id);
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

/** Each event's reason must be one of the agency's EVV Reason Codes. */
async function reasonsOf(db: Database, accountId: number, events: NonNullable<VisitWrite['events']>) {
  const reasons: Record<EventType, { reason: number; comments: string } | undefined> = {
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

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

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
