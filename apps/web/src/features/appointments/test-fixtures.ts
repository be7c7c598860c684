import type { Activity, ClientAddress, ClientProgram, VisitAddress } from '@carevisit/core';
import type { AppointmentFormState } from './appointment-form-state.ts';

// Reference records for the Appointment dialog's unit tests, shaped like the demo agency's.

export const NEW_YORK = 'America/New_York';
/** Wednesday 2026-06-03, 10:05 in New York. */
export const NOW = new Date('2026-06-03T14:05:00.000Z');

const synced = { changedDate: '2026-01-01T00:00:00.000Z', deletedDate: null };

const activity = (activityId: number, description: string, flags: Partial<Activity> = {}): Activity => ({
  activityId,
  description,
  code: `A${activityId}`,
  nonBillableMinutes: false,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  requireEvvAddress: false,
  requireEditTimesReason: false,
  isAggregator: false,
  evvApplies: false,
  procedureCode: null,
  procedureModifiers: [],
  ...synced,
  ...flags,
});

export const personalCare = activity(10, 'Personal Care', {
  requireEvvAddress: true,
  evvApplies: true,
  procedureCode: 'T1019',
  procedureModifiers: ['U1'],
});
export const therapy = activity(11, 'Individual Therapy', { nonBillableMinutes: true });
export const groupTherapy = activity(12, 'Group Therapy', { isAggregator: true });

export const enrolment: ClientProgram = {
  clientProgramId: 70,
  clientId: 5,
  programId: 30,
  organizationId: 2,
  beginDate: '2024-01-01',
  endDate: null,
  payer: 'CTDSS',
  payerProgram: 'PCA',
  medicaidId: '012345678',
  ...synced,
};

export const homeAddress: ClientAddress = {
  personAddressId: 900,
  clientId: 5,
  street1: '12 Haddon Ave',
  street2: null,
  aptSuite: null,
  city: 'Collingswood',
  state: 'NJ',
  zip: '08108',
  zipPlusFour: null,
  county: 'Camden',
  country: 'US',
  type: 'PHYS',
  latitude: 39.91,
  longitude: -75.07,
  ...synced,
};

export const writtenAddress: VisitAddress = {
  visitAddressId: null,
  street1: '400 Kings Hwy E',
  street2: null,
  aptSuite: null,
  city: 'Haddonfield',
  state: 'NJ',
  zip: '08033',
  addressLatitude: null,
  addressLongitude: null,
};

/** A filled-in new appointment for tomorrow 09:00-10:00 New York time, status None. */
export function filledState(changes: Partial<AppointmentFormState> = {}): AppointmentFormState {
  return {
    appointmentId: null,
    clientId: 5,
    programId: 30,
    organizationId: 2,
    activityId: therapy.activityId,
    serviceLocationId: 40,
    status: 'None',
    date: '2026-06-04',
    startTime: '09:00',
    endTime: '10:00',
    nonBillableMinutes: '0',
    qualifierIds: [],
    startVisitAddress: null,
    endVisitAddress: null,
    sameAsEndAddress: true,
    newAddresses: [],
    touched: [],
    ...changes,
  };
}
