import type { Visit } from '../../entities/visit.ts';
import type { VisitAddress } from '../../entities/appointment.ts';
import type { BillingData } from '../billing-data.ts';
import { visitTimeEdits, type VisitEvidence } from '../visit-evidence.ts';

// Verified visits shaped as the demo seed makes them (apps/server/src/seed/visits.ts: readings within ~20 m of the
// address or about a mile off for a community visit with a reason, 70% signed, 20% with times edited to the
// schedule with a reason and comments), one for each case the seed covers and each case readiness must catch.
// Core cannot import the server's seed, so the set is built here; every case names what it stands for.

const at = (hhmm: string, day = '2026-11-27'): string => new Date(`${day}T${hhmm}:00-05:00`).toISOString();
const HOME = { latitude: 40.2171, longitude: -74.7429 };

const address = (latitude: number, longitude: number): VisitAddress => ({
  visitAddressId: 501,
  street1: '12 Haddon Ave',
  street2: null,
  aptSuite: null,
  city: 'Trenton',
  state: 'NJ',
  zip: '08608',
  addressLatitude: latitude,
  addressLongitude: longitude,
});

/** The reason codes of the demo agency (apps/server/src/seed/reference-lists.ts), by id. */
const DEMO_REASON_CODES = [
  { descriptorId: 11, name: 'Caregiver forgot to clock in or out' },
  { descriptorId: 12, name: 'Mobile device malfunction' },
  { descriptorId: 13, name: 'Client requested schedule change' },
  { descriptorId: 21, name: 'Client refused to sign' },
  { descriptorId: 22, name: 'Client disputes services provided' },
  { descriptorId: 31, name: 'Services provided in the community' },
  { descriptorId: 41, name: 'Visit time adjusted' },
  { descriptorId: 42, name: 'A reason no profile maps' },
];

const DEMO_BILLING: BillingData = {
  providerMedicaidId: '004512345',
  payerId: 'CTDSS',
  payerProgram: 'PCP',
  clientMedicaidId: '012345678',
  procedureCode: 'T1019',
  modifiers: ['U1'],
  evvApplies: true,
  employeeIdentifierPresent: true,
  employeeQualifier: 'EmployeeSSN',
};

export const DEMO_EMPLOYEE_IDENTIFIER = '100056789';

function verifiedVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    evvVisitId: 9001,
    deviceVisitId: 'device-visit-1',
    appointmentId: 7001,
    clientId: 301,
    staffId: 41,
    organizationId: 2,
    activityId: 61,
    appointmentStatus: 'Kept',
    visitStatus: 'verify',
    complete: 1,
    startDateTime: at('09:02'),
    endDateTime: at('10:58'),
    originalStartDate: at('09:02'),
    originalEndDate: at('10:58'),
    beginActualDateTime: at('09:02'),
    endActualDateTime: at('10:58'),
    adjustedBeginDateTime: null,
    adjustedEndDateTime: null,
    startLatitude: HOME.latitude + 0.0001,
    startLongitude: HOME.longitude - 0.0001,
    endLatitude: HOME.latitude - 0.0001,
    endLongitude: HOME.longitude + 0.0001,
    hasSignature: true,
    signature: 'iVBORw0KGgo=',
    activityVerified: true,
    durationVerified: true,
    servicesVerified: true,
    timesVerified: true,
    verificationDeclinedReason: null,
    verificationDeclinedComments: null,
    signatureMissingReason: null,
    signatureMissingComments: null,
    addressDistanceReason: null,
    addressDistanceComments: null,
    editTimesReason: null,
    editTimesComments: null,
    editTimesEventType: null,
    changedDate: at('11:00'),
    deletedDate: null,
    ...overrides,
  };
}

export interface EvidenceParts {
  visit?: Partial<Visit>;
  billing?: Partial<BillingData>;
  evvState?: string | null;
  visitAddress?: VisitAddress | null;
}

/** A verified visit's evidence, the demo's shape, with the parts a case changes; edits read from the visit row. */
export function demoEvidence(parts: EvidenceParts = {}): VisitEvidence {
  const visit = verifiedVisit(parts.visit);
  const visitAddress = parts.visitAddress === undefined ? null : parts.visitAddress;
  return {
    visit,
    appointment: {
      appointmentId: visit.appointmentId,
      appointmentDate: '2026-11-27',
      startVisitAddress: visitAddress,
      endVisitAddress: null,
    },
    activity: { activityId: visit.activityId, code: 'PCA', description: 'Personal Care Assistance' },
    client: { clientId: visit.clientId, firstName: 'Jane', lastName: 'Doe' },
    staff: { staffId: visit.staffId, firstName: 'Maria', lastName: 'Lopez' },
    organization: {
      organizationId: visit.organizationId,
      evvState: parts.evvState === undefined ? 'NJ' : parts.evvState,
      timeZone: 'America/New_York',
    },
    homeAddress: {
      addressLatitude: HOME.latitude,
      addressLongitude: HOME.longitude,
      city: 'Trenton',
      state: 'NJ',
    },
    edits: visitTimeEdits(visit),
    reasonCodes: DEMO_REASON_CODES,
    billing: { ...DEMO_BILLING, ...parts.billing },
  };
}

/** Times edited to the schedule at verification with a reason and comments, as the seed does for 1 visit in 5. */
const edited = (reason: number, comments: string | null): Partial<Visit> => ({
  startDateTime: at('09:00'),
  endDateTime: at('11:00'),
  adjustedBeginDateTime: at('09:00'),
  adjustedEndDateTime: at('11:00'),
  editTimesReason: reason,
  editTimesComments: comments,
  editTimesEventType: 'EditTimes',
});

/** Every case of the demo: `ready` says whether readiness finds nothing to fix. */
export const DEMO_CASES: { name: string; ready: boolean; evidence: VisitEvidence }[] = [
  { name: 'signed, on time, at home', ready: true, evidence: demoEvidence() },
  {
    name: 'times edited with a reason and comments',
    ready: true,
    evidence: demoEvidence({ visit: edited(13, 'Client asked to start a little later than scheduled.') }),
  },
  {
    name: 'edited with a reason no profile maps',
    ready: true,
    evidence: demoEvidence({ visit: edited(42, 'Phone battery died; start time from the paper log.') }),
  },
  {
    name: 'not signed, with the reasons',
    ready: true,
    evidence: demoEvidence({
      visit: {
        hasSignature: false,
        signature: null,
        activityVerified: false,
        durationVerified: false,
        servicesVerified: false,
        timesVerified: false,
        signatureMissingReason: 21,
        signatureMissingComments: 'Client declined to sign on the device.',
        verificationDeclinedReason: 22,
        verificationDeclinedComments: 'Client would not confirm services today.',
      },
    }),
  },
  {
    name: 'community visit a mile off, with a reason',
    ready: true,
    evidence: demoEvidence({
      visit: {
        startLatitude: HOME.latitude + 0.012,
        startLongitude: HOME.longitude - 0.012,
        endLatitude: HOME.latitude + 0.012,
        endLongitude: HOME.longitude - 0.012,
        addressDistanceReason: 31,
        addressDistanceComments: 'Accompanied the client to the pharmacy.',
      },
    }),
  },
  {
    name: 'at a visit address of its own',
    ready: true,
    evidence: demoEvidence({
      visitAddress: address(HOME.latitude + 0.05, HOME.longitude),
      visit: { startLatitude: HOME.latitude + 0.05, endLatitude: HOME.latitude + 0.05 },
    }),
  },
  {
    name: 'overnight, across midnight',
    ready: true,
    evidence: demoEvidence({
      visit: {
        beginActualDateTime: at('22:00'),
        endActualDateTime: at('06:30', '2026-11-28'),
        startDateTime: at('22:00'),
        endDateTime: at('06:30', '2026-11-28'),
      },
    }),
  },
  {
    name: 'Pennsylvania behavioural health, four modifiers, no EVV state',
    ready: true,
    evidence: demoEvidence({
      evvState: null,
      billing: {
        procedureCode: 'H2014',
        modifiers: ['HQ', 'U1', 'U2', 'TT'],
        payerProgram: 'MHP',
        payerId: 'CTMHW',
      },
    }),
  },
  {
    name: 'client with no Medicaid id',
    ready: false,
    evidence: demoEvidence({ billing: { clientMedicaidId: null } }),
  },
  {
    name: 'activity with no procedure code',
    ready: false,
    evidence: demoEvidence({ billing: { procedureCode: null, modifiers: [] } }),
  },
  {
    name: 'times moved with no reason, on an activity that asks none',
    ready: false,
    evidence: demoEvidence({ visit: { startDateTime: at('09:00'), endDateTime: at('11:00') } }),
  },
  {
    name: 'edited without comments',
    ready: false,
    evidence: demoEvidence({ visit: edited(13, null) }),
  },
];
