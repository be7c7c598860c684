import type { AppointmentWrite, ReadResource } from '@carevisit/core';

// Whole resources as the read contract (core's read-resources) has them, for the fake server and the tests:
// a device refuses a reply with anything less.

const live = (changedDate: string) => ({ changedDate, deletedDate: null });

/** What the server reads back of an appointment it stored from a write. */
export function appointmentReadOf(
  write: AppointmentWrite,
  appointmentId: number,
  changedDate: string,
): ReadResource<'appointment'> {
  return {
    appointmentId,
    activityDetailId: appointmentId,
    evvVisitId: null,
    clientId: write.clientId,
    staffId: write.staffId ?? 7,
    organizationId: write.organizationId,
    programId: write.programId,
    clientProgramId: write.clientProgramId ?? 1,
    activityId: write.activityId,
    serviceLocationId: write.serviceLocationId,
    serviceDocumentId: write.serviceDocumentId ?? null,
    appointmentDate: write.appointmentDate,
    appointmentType: 'S',
    startDateInstance: write.beginTime,
    endDateInstance: write.endTime,
    duration: '01:00',
    status: write.status,
    nonBillableMinutes: write.nonBillableMinutes ?? null,
    hadDocument: 'N',
    incidentBillToStaff: false,
    incidentBillToStaffId: null,
    appointmentOutRange: 'false',
    actualStartTime: write.actualStartTime ?? null,
    actualEndTime: write.actualEndTime ?? null,
    activityDetailDescriptorList: write.activityQualifiers ?? [],
    startVisitAddress: write.startVisitAddress ?? null,
    endVisitAddress: write.endVisitAddress ?? null,
    sameAsEndAddress: write.sameAsEndAddress ?? false,
    ...live(changedDate),
  };
}

export function clientAddressRow(
  personAddressId: number,
  clientId: number,
  street1: string,
  city: string,
  changedDate: string,
): ReadResource<'address'> {
  return {
    personAddressId,
    clientId,
    street1,
    street2: null,
    aptSuite: null,
    city,
    state: 'NJ',
    zip: '08102',
    zipPlusFour: null,
    county: null,
    country: 'US',
    type: 'PHYS',
    latitude: null,
    longitude: null,
    ...live(changedDate),
  };
}

export function allergyRow(
  allergyId: number,
  clientId: number,
  allergyName: string,
  changedDate: string,
): ReadResource<'allergy'> {
  return {
    allergyId,
    clientId,
    allergyName,
    allergyType: 'Drug',
    allergyReaction: null,
    beginDate: null,
    endDate: null,
    allergen: null,
    nka: 'N',
    nkda: 'N',
    ...live(changedDate),
  };
}
