import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  dateInZone,
  isOutOfRange,
  keptQualifiers,
  verifiedAppointmentRefusal,
  type AppointmentStatus,
  type AppointmentWrite,
  type AppointmentWriteResult,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments, visits } from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { checkAppointment } from './appointment-checks.ts';
import { checkQualifiers } from './appointment-qualifiers.ts';
import { findReceipt, receiptFor, storeReceipt, writeOnce, type ReceiptKey } from './receipts.ts';
import { resolveVisitAddress, type AddressSwap } from './visit-addresses.ts';
import { ResourceRejected } from './write-error.ts';
import { lockStaffSchedule } from './staff-schedule-lock.ts';

interface WriteContext {
  db: Database;
  principal: Principal;
  scopeIds: number[];
  deviceId: string;
  now: Date;
}

/**
 * POST /evv/write/appointment, one resource at a time, each in its own transaction: one refused resource does
 * not stop the others (spec 1 §7: errors per resource). A new appointment (negative activityLogId) is
 * created once per device and temporary id, however often it is sent.
 */
export async function writeAppointment(
  ctx: WriteContext,
  input: AppointmentWrite,
): Promise<AppointmentWriteResult> {
  const tempId = input.activityLogId;
  const receipt = receiptFor(
    { staffId: ctx.principal.staffId, deviceId: ctx.deviceId },
    'appointment',
    tempId,
  );
  try {
    return await writeOnce(
      ctx.db,
      receipt,
      (tx) => applyAppointment(tx, ctx, input, receipt),
      (db, id) => replayResult(db, ctx, input, id),
    );
  } catch (error) {
    if (!(error instanceof ResourceRejected)) throw error;
    return {
      tempId,
      activityLogId: tempId,
      activityDetailId: null,
      visitId: null,
      errors: error.refusals,
      addresses: [],
    };
  }
}

async function applyAppointment(
  db: Database,
  ctx: WriteContext,
  input: AppointmentWrite,
  receipt: ReceiptKey | null,
): Promise<AppointmentWriteResult> {
  const { principal } = ctx;
  await lockStaffSchedule(db, principal.staffId);
  const existing = receipt ? undefined : await ownAppointment(db, ctx, input.activityLogId);
  if (existing) await refuseRewriteOfVerified(db, existing, input);
  const checked = await checkAppointment(db, principal, ctx.scopeIds, input, existing, ctx.now);
  // spec 1 §4: qualifiers only for Kept, and only those with a positive integer descriptorId.
  const qualifiers = input.status === 'Kept' ? keptQualifiers(input.activityQualifiers ?? []) : [];
  await checkQualifiers(db, {
    accountId: principal.accountId,
    organization: checked.organization,
    chosen: qualifiers.map((qualifier) => qualifier.descriptorId),
    alreadyOn: existing?.qualifiers.map((qualifier) => qualifier.descriptorId) ?? [],
    now: ctx.now,
  });
  const owner = { staffId: principal.staffId, deviceId: ctx.deviceId, clientId: input.clientId };
  const swaps: AddressSwap[] = [];
  const startAddressId = await resolveVisitAddress(db, owner, input.startVisitAddress, 'start', swaps);
  const endAddressId = input.sameAsEndAddress
    ? startAddressId
    : await resolveVisitAddress(db, owner, input.endVisitAddress, 'end', swaps);
  if (checked.activity.requireEvvAddress && checked.organization.evvAddresses) {
    // spec 1 §5: start address, and end address unless sameAsEndAddress, for activities requiring them.
    if (startAddressId === null)
      throw ResourceRejected.of({
        key: 'server.addressRequired',
        params: { which: { key: 'server.visitAddress.start' } },
      });
    if (endAddressId === null)
      throw ResourceRejected.of({
        key: 'server.addressRequired',
        params: { which: { key: 'server.visitAddress.end' } },
      });
  }
  const values = {
    accountId: principal.accountId,
    staffId: principal.staffId, // the caller's own schedule, whatever staffId was sent
    clientId: input.clientId,
    organizationId: input.organizationId,
    programId: input.programId,
    clientProgramId: checked.clientProgramId,
    activityId: input.activityId,
    serviceLocationId: input.serviceLocationId,
    serviceDocumentId: input.serviceDocumentId ?? null,
    appointmentDate: dateInZone(checked.start, checked.organization.timeZone),
    startAt: checked.start,
    endAt: checked.end,
    status: input.status,
    nonBillableMinutes: input.nonBillableMinutes ?? null,
    actualStartAt: input.actualStartTime ? new Date(input.actualStartTime) : null,
    actualEndAt: input.actualEndTime ? new Date(input.actualEndTime) : null,
    qualifiers,
    startVisitAddressId: startAddressId,
    endVisitAddressId: endAddressId,
    sameAsEndAddress: input.sameAsEndAddress ?? false,
    outOfRange: isOutOfRange(checked.start, ctx.now, checked.organization.timeZone),
  };
  let id: number;
  if (existing) {
    await db.update(appointments).set(values).where(eq(appointments.id, existing.id));
    id = existing.id;
  } else {
    const [created] = await db.insert(appointments).values(values).returning({ id: appointments.id });
    id = created!.id;
    if (receipt) await storeReceipt(db, receipt, id);
  }
  return storedResult(db, input.activityLogId, id, swaps);
}

/**
 * An update may only touch the caller's own appointment in scope; anything else does not exist for them. The
 * row stays locked until the transaction ends, as the visit write locks it too: a verification and a change of
 * the appointment never interleave, so each sees what the other did.
 */
async function ownAppointment(db: Database, ctx: WriteContext, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.staffId, ctx.principal.staffId),
        inArray(appointments.organizationId, ctx.scopeIds),
        isNull(appointments.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw ResourceRejected.of({ key: 'appointment.notFound' });
  return row;
}

/** spec 1 §4: once its visit is verified an appointment is not reopened or rewritten (issue 20, item 1). */
async function refuseRewriteOfVerified(
  db: Database,
  stored: typeof appointments.$inferSelect,
  input: AppointmentWrite,
) {
  const [visit] = await db
    .select({ complete: visits.complete })
    .from(visits)
    .where(and(eq(visits.appointmentId, stored.id), isNull(visits.deletedAt)));
  const instant = (value: string | null | undefined) => (value ? new Date(value) : null);
  const refusal = verifiedAppointmentRefusal(
    visit?.complete === 1,
    {
      clientId: stored.clientId,
      organizationId: stored.organizationId,
      programId: stored.programId,
      activityId: stored.activityId,
      status: stored.status as AppointmentStatus,
      start: stored.startAt,
      end: stored.endAt,
      actualStart: stored.actualStartAt,
      actualEnd: stored.actualEndAt,
      qualifierIds: stored.qualifiers.map((qualifier) => qualifier.descriptorId),
    },
    {
      clientId: input.clientId,
      organizationId: input.organizationId,
      programId: input.programId,
      activityId: input.activityId,
      status: input.status,
      start: new Date(input.beginTime),
      end: new Date(input.endTime),
      actualStart: instant(input.actualStartTime),
      actualEnd: instant(input.actualEndTime),
      qualifierIds:
        input.status === 'Kept'
          ? keptQualifiers(input.activityQualifiers ?? []).map((qualifier) => qualifier.descriptorId)
          : [],
    },
  );
  if (refusal) throw ResourceRejected.of(refusal);
}

async function replayResult(
  db: Database,
  ctx: WriteContext,
  input: AppointmentWrite,
  id: number,
): Promise<AppointmentWriteResult> {
  const swaps: AddressSwap[] = [];
  const owner = { staffId: ctx.principal.staffId, deviceId: ctx.deviceId };
  for (const address of [input.startVisitAddress, input.endVisitAddress]) {
    const receipt = receiptFor(owner, 'address', address?.visitAddressId ?? 0);
    const known = receipt ? await findReceipt(db, receipt) : undefined;
    if (receipt && known !== undefined && !swaps.some((s) => s.tempId === receipt.tempId)) {
      swaps.push({ tempId: receipt.tempId, visitAddressId: known });
    }
  }
  return storedResult(db, input.activityLogId, id, swaps);
}

/** The answer for a stored appointment: its server id for the temporary one, and its visit if it has one. */
async function storedResult(
  db: Database,
  tempId: number,
  id: number,
  addresses: AddressSwap[],
): Promise<AppointmentWriteResult> {
  const [visit] = await db.select({ id: visits.id }).from(visits).where(eq(visits.appointmentId, id));
  return {
    tempId,
    activityLogId: id,
    activityDetailId: id,
    visitId: visit?.id ?? null,
    errors: [],
    addresses,
  };
}
