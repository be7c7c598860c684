import type { Organization, User } from '@carevisit/core';
import type { AppointmentInput, LocalAppointment } from '../appointments-repository.ts';
import type { VisitData } from '../visit-data.ts';
import { NO_VERIFICATION } from '../visit-states.ts';

export const HOUR = 3_600_000;
export const T0 = Date.parse('2030-01-10T15:00:00.000Z');

/** The demo agency's New Jersey organization, on New York time. */
export const newJersey: Organization = {
  organizationId: 2,
  parentOrganizationId: 1,
  name: 'Harbor Home Care - New Jersey',
  evv: true,
  evvState: 'NJ',
  useCheckedIn: true,
  useCoStaff: false,
  evvAddresses: true,
  timeZone: 'America/New_York',
  medicaidProviderId: '004210357',
  changedDate: '2026-01-01T00:00:00.000Z',
  deletedDate: null,
};

/** A visit address typed in on the device: no id yet, no coordinates. */
export const newVisitAddress = {
  visitAddressId: null,
  street1: '22 Oak Ave',
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  addressLatitude: null,
  addressLongitude: null,
};

export function appointmentInput(overrides: Partial<AppointmentInput> = {}, hour = 0): AppointmentInput {
  const start = T0 + 24 * HOUR + hour * 2 * HOUR;
  return {
    staffId: 7,
    clientId: 70,
    organizationId: 2,
    programId: 3,
    activityId: 4,
    serviceLocationId: 5,
    startDateInstance: new Date(start).toISOString(),
    endDateInstance: new Date(start + HOUR).toISOString(),
    ...overrides,
  };
}

/** An appointment as the device keeps it, synced: 10:00-11:00 New York time on T0's day, In Session. */
export function localAppointment(overrides: Partial<LocalAppointment> = {}): LocalAppointment {
  return {
    appointmentId: 300,
    activityDetailId: null,
    evvVisitId: null,
    clientId: 70,
    staffId: 7,
    organizationId: newJersey.organizationId,
    programId: 3,
    clientProgramId: null,
    activityId: 4,
    serviceLocationId: 5,
    serviceDocumentId: null,
    appointmentDate: '2030-01-10',
    appointmentType: 'S',
    startDateInstance: new Date(T0).toISOString(),
    endDateInstance: new Date(T0 + HOUR).toISOString(),
    duration: '01:00',
    status: 'In Session',
    nonBillableMinutes: null,
    hadDocument: 'N',
    incidentBillToStaff: false,
    incidentBillToStaffId: null,
    appointmentOutRange: 'false',
    actualStartTime: null,
    actualEndTime: null,
    activityDetailDescriptorList: [],
    startVisitAddress: null,
    endVisitAddress: null,
    sameAsEndAddress: true,
    changedDate: null,
    deletedDate: null,
    syncState: 'clean',
    syncError: null,
    ...overrides,
  };
}

export function visitData(evvVisitId: number, appointmentId: number): VisitData {
  return {
    evvVisitId,
    deviceVisitId: `device-visit-${-evvVisitId}`,
    appointmentId,
    clientId: 70,
    staffId: 7,
    organizationId: 2,
    activityId: 4,
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: new Date(T0).toISOString(),
    endDateTime: null,
    originalStartDate: null,
    originalEndDate: null,
    beginActualDateTime: new Date(T0).toISOString(),
    endActualDateTime: null,
    adjustedBeginDateTime: null,
    adjustedEndDateTime: null,
    startLatitude: 39.9,
    startLongitude: -75.1,
    endLatitude: null,
    endLongitude: null,
    ...NO_VERIFICATION,
    changedDate: null,
    deletedDate: null,
  };
}

export function sampleUser(
  userName: string,
  staffId: number,
  deviceKeySecret = `secret-of-${userName}`,
): User {
  return {
    userName,
    account: 'acme',
    staffId,
    firstName: userName,
    lastName: 'Tester',
    displayName: `Tester, ${userName} (${staffId})`,
    orgId: 2,
    primaryOrganizationId: 2,
    currentOrganizationId: 2,
    ssoEnabled: false,
    sloEnabled: false,
    securityRule: {
      resumeInterval: 120,
      autoLogoffInterval: 30,
      maximunAttempts: 5,
      lockoutInterval: 3,
      warningDays: 15,
      expirationDays: 90,
      minLength: 8,
      minNumbers: 1,
      minSymbols: 1,
    },
    lastLoginDate: null,
    beginDatePassword: '2030-01-01T00:00:00.000Z',
    availableOrganizationIds: [2],
    deviceKeySecret,
    language: null,
  };
}
