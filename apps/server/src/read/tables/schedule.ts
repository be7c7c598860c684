import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  appointmentStatuses,
  appointmentTypes,
  formatDuration,
  minutesBetween,
  visitStatuses,
  type VisitAddress,
} from '@carevisit/core';
import { appointments, clientAddresses, visits } from '../../db/schema/index.ts';
import { defineReader } from '../table-reader.ts';
import { jsonObjectOf, qualified } from '../json-object.ts';
import { iso } from './define.ts';
import { oneOf, YES_NO } from '../../db/text-values.ts';

type AppointmentRow = typeof appointments.$inferSelect;
type VisitRow = typeof visits.$inferSelect;

/** An appointment's visit address, as the contract serves it, built by PostgreSQL for each row of a page. */
const visitAddressAt = (addressId: typeof appointments.startVisitAddressId) =>
  jsonObjectOf<VisitAddress>(
    {
      visitAddressId: clientAddresses.id,
      street1: clientAddresses.street1,
      street2: clientAddresses.street2,
      aptSuite: clientAddresses.aptSuite,
      city: clientAddresses.city,
      state: clientAddresses.state,
      zip: clientAddresses.zip,
      addressLatitude: clientAddresses.latitude,
      addressLongitude: clientAddresses.longitude,
    },
    sql`from ${clientAddresses} where ${qualified(clientAddresses.id)} = ${qualified(addressId)}`,
  );

/** What a row of appointments needs from other tables: its visit addresses and the visit made of it. */
const appointmentLookups = {
  evvVisitId: sql<number | null>`(select ${qualified(visits.id)} from ${visits}
    where ${qualified(visits.appointmentId)} = ${qualified(appointments.id)})`,
  startVisitAddress: visitAddressAt(appointments.startVisitAddressId),
  endVisitAddress: visitAddressAt(appointments.endVisitAddressId),
};

function appointmentResource(
  r: AppointmentRow,
  _extras: undefined,
  looked: {
    evvVisitId: number | null;
    startVisitAddress: VisitAddress | null;
    endVisitAddress: VisitAddress | null;
  },
) {
  return {
    appointmentId: r.id,
    activityDetailId: r.id,
    evvVisitId: looked.evvVisitId,
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
    startVisitAddress: looked.startVisitAddress,
    endVisitAddress: looked.endVisitAddress,
    sameAsEndAddress: r.sameAsEndAddress,
  };
}

/** A visit row as the contract serves it (the read, and the aggregator export's evidence). */
export function visitResource(r: VisitRow) {
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
    lookups: appointmentLookups,
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
