import type {
  StoredVisitCorrection,
  Activity,
  ClientAddress,
  ClientProgram,
  Descriptor,
  EvvSubmission,
  Staff,
  VisitAddress,
} from '@carevisit/core';
import type { AppointmentData } from '../../appointment-data.ts';
import type { LocalAppointment } from '../../appointments-repository.ts';
import type { ClientData } from '../../client-data.ts';
import type { EncryptedTableName } from '../../local-tables.ts';
import type { RecordStore } from '../../record-store.ts';
import { cleanMeta } from '../../record-types.ts';
import { HOUR, localAppointment, newJersey, T0, visitData } from '../../testing/samples.ts';
import type { VisitData } from '../../visit-data.ts';

// A caregiver's verified visit on the device with everything its Cures Act record is made from, as sync leaves
// it: the New Jersey organization (New York time), Grace Okafor (staff 7) at Jane Doe's home (client 70).

const synced = { changedDate: '2030-01-01T00:00:00.000Z', deletedDate: null };
export const HOME = { latitude: 39.9, longitude: -75.1 };
export const VISIT_ID = 900;
export const APPOINTMENT_ID = 300;

export const personalCare: Activity = {
  activityId: 4,
  description: 'Personal Care',
  code: 'PCA',
  nonBillableMinutes: false,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  requireEvvAddress: false,
  requireEditTimesReason: false,
  isAggregator: false,
  evvApplies: true,
  procedureCode: 'T1019',
  procedureModifiers: ['U1'],
  ...synced,
};

export const caregiver: Staff = {
  staffId: 7,
  firstName: 'Grace',
  lastName: 'Okafor',
  primaryOrganizationId: newJersey.organizationId,
  additionalOrganizationIds: [],
  supervisoryIds: [],
  requireElectronicServDoc: false,
  isMultiBookSchedule: false,
  employeeIdQualifier: 'EmployeeSSN',
  hasEmployeeIdentifier: true,
  ...synced,
};

export const enrolment: ClientProgram = {
  clientProgramId: 80,
  clientId: 70,
  programId: 3,
  organizationId: newJersey.organizationId,
  beginDate: '2024-01-01',
  endDate: null,
  payer: 'NJDHS',
  payerProgram: 'PCA',
  medicaidId: '073914265',
  ...synced,
};

const address = (personAddressId: number, type: ClientAddress['type'], street1: string): ClientAddress => ({
  personAddressId,
  clientId: 70,
  street1,
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  zipPlusFour: null,
  county: null,
  country: 'US',
  type,
  latitude: HOME.latitude,
  longitude: HOME.longitude,
  ...synced,
});

const client: ClientData = {
  clientId: 70,
  idNumber: 'C-70',
  firstName: 'Jane',
  lastName: 'Doe',
  gender: 'F',
  birthDate: '1940-02-02',
  ...synced,
  picture: null,
  emails: [],
  phones: [],
  // The community address comes first: the home is the PHYS one, wherever it is in the list.
  addresses: [address(601, 'EVV', '1 Market St'), address(602, 'PHYS', '14 Cooper St')],
};

const descriptor = (descriptorId: number, name: string, type: Descriptor['type']): Descriptor => ({
  descriptorId,
  name,
  type,
  subType: type === 'EVV Reason Codes' ? 'EditTimes' : null,
  state: null,
  endDate: null,
  organizationId: null,
  ...synced,
});

const descriptors: Descriptor[] = [
  descriptor(11, 'Caregiver forgot to clock in or out', 'EVV Reason Codes'),
  descriptor(13, 'Client requested schedule change', 'EVV Reason Codes'),
  descriptor(51, 'Peanuts', 'Allergy Type'),
];

export const visitAddress: VisitAddress = {
  visitAddressId: 601,
  street1: '1 Market St',
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  addressLatitude: HOME.latitude,
  addressLongitude: HOME.longitude,
};

/** The appointment of a visit from `start` for `hours`, booked and kept at those times. */
export function keptAppointment(
  appointmentId: number,
  start: number,
  overrides: Partial<AppointmentData> = {},
  hours = 1,
): AppointmentData {
  const appointment: AppointmentData & Partial<LocalAppointment> = localAppointment({
    appointmentId,
    clientProgramId: enrolment.clientProgramId,
    status: 'Kept',
    startDateInstance: new Date(start).toISOString(),
    endDateInstance: new Date(start + hours * HOUR).toISOString(),
    actualStartTime: new Date(start).toISOString(),
    actualEndTime: new Date(start + hours * HOUR).toISOString(),
    changedDate: synced.changedDate,
    ...overrides,
  });
  // Sync state is the row's, never the record's.
  delete appointment.syncState;
  delete appointment.syncError;
  return appointment;
}

/** A visit verified at home, signed, with its calls at `start` and `hours` later and no edit. */
export function verifiedVisit(
  evvVisitId: number,
  appointmentId: number,
  start: number,
  overrides: Partial<VisitData> = {},
  hours = 1,
): VisitData {
  const begin = new Date(start).toISOString();
  const end = new Date(start + hours * HOUR).toISOString();
  return {
    ...visitData(evvVisitId, appointmentId),
    appointmentStatus: 'Kept',
    visitStatus: 'verify',
    complete: 1,
    startDateTime: begin,
    endDateTime: end,
    beginActualDateTime: begin,
    endActualDateTime: end,
    startLatitude: HOME.latitude,
    startLongitude: HOME.longitude,
    endLatitude: HOME.latitude,
    endLongitude: HOME.longitude,
    hasSignature: true,
    signature: 'iVBORw0KGgo=',
    servicesVerified: true,
    durationVerified: true,
    timesVerified: true,
    changedDate: '2030-01-10T16:05:00.000Z',
    ...overrides,
  };
}

export async function put(
  store: RecordStore,
  table: EncryptedTableName,
  ...records: object[]
): Promise<void> {
  for (const record of records) await store.table(table).put(await store.seal(table, record, cleanMeta()));
}

/** Everything the record of visit 900 (10:00-11:00 New York time on T0's day) is made from, on the device. */
export async function putVerifiedVisit(
  store: RecordStore,
  visit: Partial<VisitData> = {},
  appointment: Partial<AppointmentData> = {},
): Promise<void> {
  await put(store, 'organization', newJersey);
  await put(store, 'activity', personalCare);
  await put(store, 'staff', caregiver);
  await put(store, 'client', client);
  await put(store, 'clientProgram', enrolment);
  await put(store, 'descriptor', ...descriptors);
  await put(store, 'appointment', keptAppointment(APPOINTMENT_ID, T0, appointment));
  await put(store, 'visit', verifiedVisit(VISIT_ID, APPOINTMENT_ID, T0, visit));
}

/** A send of a visit to the aggregator, as the evvsubmission read serves it. */
export function submission(
  submissionId: number,
  sequenceId: string,
  status: EvvSubmission['status'],
  overrides: Partial<EvvSubmission> = {},
): EvvSubmission {
  return {
    submissionId,
    evvVisitId: VISIT_ID,
    appointmentId: APPOINTMENT_ID,
    staffId: caregiver.staffId,
    clientId: client.clientId,
    clientFirstName: 'Jane',
    clientLastName: 'Doe',
    serviceDate: '2030-01-10',
    visitStart: new Date(T0).toISOString(),
    visitEnd: new Date(T0 + HOUR).toISOString(),
    sequenceId,
    status,
    problems: [],
    exceptions: [],
    queuedDate: '2030-01-10T16:05:00.000Z',
    resultDate: null,
    ...synced,
    ...overrides,
  };
}

/** A supervisor's correction of visit 900 as the visitcorrection read serves it: to `minutes` from T0, a day later. */
export function storedCorrection(
  visitCorrectionId: number,
  minutes: number,
  overrides: Partial<StoredVisitCorrection> = {},
): StoredVisitCorrection {
  return {
    visitCorrectionId,
    evvVisitId: VISIT_ID,
    madeByStaffId: 12,
    madeAt: new Date(T0 + (24 + visitCorrectionId) * HOUR).toISOString(),
    startDateTime: new Date(T0).toISOString(),
    endDateTime: new Date(T0 + minutes * 60_000).toISOString(),
    reasonCodeId: descriptors[0]!.descriptorId,
    memo: 'Stayed until the nurse came.',
    ...synced,
    ...overrides,
  };
}
