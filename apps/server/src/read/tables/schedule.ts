import { and, eq, inArray } from 'drizzle-orm';
import {
  appointmentStatuses,
  appointmentTypes,
  formatDuration,
  minutesBetween,
  visitStatuses,
  type VisitAddress,
} from '@carevisit/core';
import { appointments, clientAddresses, visits } from '../../db/schema/index.ts';
import { defineReader, type ReadContext } from '../table-reader.ts';
import { anyId, iso } from './define.ts';
import { oneOf, YES_NO } from '../../db/text-values.ts';

type AddressRow = typeof clientAddresses.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;
type VisitRow = typeof visits.$inferSelect;

function visitAddressOf(address: AddressRow): VisitAddress {
  return {
    visitAddressId: address.id,
    street1: address.street1,
    street2: address.street2,
    aptSuite: address.aptSuite,
    city: address.city,
    state: address.state,
    zip: address.zip,
    addressLatitude: address.latitude,
    addressLongitude: address.longitude,
  };
}

/** What a page of appointments needs from other tables: its visit addresses and the visits made of it. */
interface AppointmentExtras {
  addresses: Map<number, VisitAddress>;
  visitIds: Map<number, number>;
}

async function appointmentExtras(
  ctx: ReadContext,
  rows: readonly AppointmentRow[],
): Promise<AppointmentExtras> {
  const live = rows.filter((row) => !row.deletedAt);
  const addressIds = live.flatMap((row) =>
    [row.startVisitAddressId, row.endVisitAddressId].filter((id) => id !== null),
  );
  const addresses = addressIds.length
    ? await ctx.db.select().from(clientAddresses).where(anyId(clientAddresses.id, addressIds))
    : [];
  const appointmentIds = live.map((row) => row.id);
  const visitRows = appointmentIds.length
    ? await ctx.db
        .select({ id: visits.id, appointmentId: visits.appointmentId })
        .from(visits)
        .where(anyId(visits.appointmentId, appointmentIds))
    : [];
  return {
    addresses: new Map(addresses.map((address) => [address.id, visitAddressOf(address)])),
    visitIds: new Map(visitRows.map((v) => [v.appointmentId, v.id])),
  };
}

function appointmentResource(r: AppointmentRow, extras: AppointmentExtras) {
  const address = (id: number | null) => (id === null ? null : (extras.addresses.get(id) ?? null));
  return {
    appointmentId: r.id,
    activityDetailId: r.id,
    evvVisitId: extras.visitIds.get(r.id) ?? null,
    clientId: r.clientId,
    staffId: r.staffId,
    organizationId: r.organizationId,
    programId: r.programId,
    clientProgramId: r.clientProgramId,
    activityId: r.activityId,
    serviceLocationId: r.serviceLocationId,
    serviceDocumentId: r.serviceDocumentId,
    appointmentDate: r.appointmentDate,
    appointmentType: oneOf(appointmentTypes, r.appointmentType),
    startDateInstance: r.startAt.toISOString(),
    endDateInstance: r.endAt.toISOString(),
    duration: formatDuration(minutesBetween(r.startAt, r.endAt)),
    status: oneOf(appointmentStatuses, r.status),
    nonBillableMinutes: r.nonBillableMinutes,
    hadDocument: oneOf(YES_NO, r.hadDocument),
    incidentBillToStaff: r.incidentBillToStaff,
    incidentBillToStaffId: r.incidentBillToStaffId,
    appointmentOutRange: r.outOfRange ? ('true' as const) : ('false' as const),
    actualStartTime: iso(r.actualStartAt),
    actualEndTime: iso(r.actualEndAt),
    activityDetailDescriptorList: r.qualifiers,
    startVisitAddress: address(r.startVisitAddressId),
    endVisitAddress: address(r.endVisitAddressId),
    sameAsEndAddress: r.sameAsEndAddress,
  };
}

function visitResource(r: VisitRow) {
  return {
    evvVisitId: r.id,
    deviceVisitId: r.deviceVisitId,
    appointmentId: r.appointmentId,
    clientId: r.clientId,
    staffId: r.staffId,
    organizationId: r.organizationId,
    activityId: r.activityId,
    appointmentStatus: oneOf(appointmentStatuses, r.appointmentStatus),
    visitStatus: oneOf(visitStatuses, r.visitStatus),
    complete: visitComplete(r.complete),
    startDateTime: iso(r.startDateTime),
    endDateTime: iso(r.endDateTime),
    originalStartDate: iso(r.originalStartDate),
    originalEndDate: iso(r.originalEndDate),
    beginActualDateTime: iso(r.beginActualDateTime),
    endActualDateTime: iso(r.endActualDateTime),
    adjustedBeginDateTime: iso(r.adjustedBeginDateTime),
    adjustedEndDateTime: iso(r.adjustedEndDateTime),
    startLatitude: r.startLatitude,
    startLongitude: r.startLongitude,
    endLatitude: r.endLatitude,
    endLongitude: r.endLongitude,
    hasSignature: r.hasSignature,
    signature: r.signature,
    activityVerified: r.activityVerified,
    durationVerified: r.durationVerified,
    servicesVerified: r.servicesVerified,
    timesVerified: r.timesVerified,
    verificationDeclinedReason: r.verificationDeclinedReason,
    verificationDeclinedComments: r.verificationDeclinedComments,
    signatureMissingReason: r.signatureMissingReason,
    signatureMissingComments: r.signatureMissingComments,
    addressDistanceReason: r.addressDistanceReason,
    addressDistanceComments: r.addressDistanceComments,
    editTimesReason: r.editTimesReason,
    editTimesComments: r.editTimesComments,
    editTimesEventType: r.editTimesEventType,
  };
}

/** spec 1 §3: -1 pending, 0 active, 1 done. */
function visitComplete(value: number): -1 | 0 | 1 {
  if (value === -1 || value === 0 || value === 1) return value;
  throw new RangeError('visit completion outside -1, 0, 1');
}

export const scheduleReaders = {
  // A staff member's own schedule, within their organization scope.
  appointment: defineReader('appointment', appointments, {
    clientColumn: appointments.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(
        eq(appointments.staffId, ctx.principal.staffId),
        inArray(appointments.organizationId, ctx.scopeIds),
      ),
    extras: appointmentExtras,
    toResource: appointmentResource,
  }),
  visit: defineReader('visit', visits, {
    clientColumn: visits.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(eq(visits.staffId, ctx.principal.staffId), inArray(visits.organizationId, ctx.scopeIds)),
    toResource: visitResource,
  }),
};
