import { and, eq, inArray } from 'drizzle-orm';
import { formatDuration, minutesBetween, type VisitAddress } from '@carevisit/core';
import { appointments, clientAddresses, visits } from '../../db/schema/index.ts';
import type { TableReader } from '../table-reader.ts';
import { defineReader, iso } from './define.ts';

type R = Record<string, unknown>;
type AddressRow = typeof clientAddresses.$inferSelect;

export function visitAddressOf(address: AddressRow): VisitAddress {
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

export function appointmentResource(r: R): R {
  const start = r.startAt as Date;
  const end = r.endAt as Date;
  return {
    appointmentId: r.id,
    activityDetailId: r.id,
    evvVisitId: null,
    clientId: r.clientId,
    staffId: r.staffId,
    organizationId: r.organizationId,
    programId: r.programId,
    clientProgramId: r.clientProgramId,
    activityId: r.activityId,
    serviceLocationId: r.serviceLocationId,
    serviceDocumentId: r.serviceDocumentId,
    appointmentDate: r.appointmentDate,
    appointmentType: r.appointmentType,
    startDateInstance: start.toISOString(),
    endDateInstance: end.toISOString(),
    duration: formatDuration(minutesBetween(start, end)),
    status: r.status,
    nonBillableMinutes: r.nonBillableMinutes,
    hadDocument: r.hadDocument,
    incidentBillToStaff: r.incidentBillToStaff,
    incidentBillToStaffId: r.incidentBillToStaffId,
    appointmentOutRange: r.outOfRange ? 'true' : 'false',
    actualStartTime: iso(r.actualStartAt),
    actualEndTime: iso(r.actualEndAt),
    activityDetailDescriptorList: r.qualifiers,
    startVisitAddress: r.startVisitAddressId ? { visitAddressId: r.startVisitAddressId } : null,
    endVisitAddress: r.endVisitAddressId ? { visitAddressId: r.endVisitAddressId } : null,
    sameAsEndAddress: r.sameAsEndAddress,
  };
}

export const scheduleReaders: Record<string, TableReader> = {
  // A staff member's own schedule, within their organization scope.
  appointment: defineReader(appointments, {
    keyName: 'appointmentId',
    clientColumn: appointments.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(
        eq(appointments.staffId, ctx.principal.staffId),
        inArray(appointments.organizationId, ctx.scopeIds),
      ),
    toResource: appointmentResource,
    async enrich(ctx, resources) {
      const live = resources.filter((r) => !r.deletedDate);
      const addressIds = live.flatMap((r) =>
        [r.startVisitAddress, r.endVisitAddress].flatMap((a) =>
          a ? [(a as VisitAddress).visitAddressId!] : [],
        ),
      );
      const addresses = addressIds.length
        ? await ctx.db.select().from(clientAddresses).where(inArray(clientAddresses.id, addressIds))
        : [];
      const byId = new Map(addresses.map((a) => [a.id, visitAddressOf(a)]));
      const appointmentIds = live.map((r) => r.appointmentId as number);
      const visitRows = appointmentIds.length
        ? await ctx.db
            .select({ id: visits.id, appointmentId: visits.appointmentId })
            .from(visits)
            .where(inArray(visits.appointmentId, appointmentIds))
        : [];
      const visitByAppointment = new Map(visitRows.map((v) => [v.appointmentId, v.id]));
      for (const resource of live) {
        for (const key of ['startVisitAddress', 'endVisitAddress'] as const) {
          const ref = resource[key] as VisitAddress | null;
          if (ref) resource[key] = byId.get(ref.visitAddressId!) ?? null;
        }
        resource.evvVisitId = visitByAppointment.get(resource.appointmentId as number) ?? null;
      }
    },
  }),
  visit: defineReader(visits, {
    keyName: 'evvVisitId',
    clientColumn: visits.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(eq(visits.staffId, ctx.principal.staffId), inArray(visits.organizationId, ctx.scopeIds)),
    toResource: visitResource,
  }),
};

export function visitResource(r: R): R {
  return {
    evvVisitId: r.id,
    deviceVisitId: r.deviceVisitId,
    appointmentId: r.appointmentId,
    clientId: r.clientId,
    staffId: r.staffId,
    organizationId: r.organizationId,
    activityId: r.activityId,
    appointmentStatus: r.appointmentStatus,
    visitStatus: r.visitStatus,
    complete: r.complete,
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
