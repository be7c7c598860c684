import type { ReasonCodeEvent } from '@carevisit/core';
import type { DemoCalendar } from './clock.ts';
import type { OrgKey } from './organizations.ts';

export type ProgramCode = 'PCA' | 'MLTSS' | 'HHSS' | 'CBH' | 'OPMH' | 'YBS' | 'CSP';
export type ActivityKey =
  | 'personalCare'
  | 'respite'
  | 'companion'
  | 'homemaker'
  | 'aideVisit'
  | 'skilledNursing'
  | 'individualTherapy'
  | 'familyTherapy'
  | 'groupTherapy'
  | 'caseManagement'
  | 'behavioralAssessment'
  | 'medicationManagement'
  | 'communityIntegration'
  | 'crisisIntervention';
export type LocationCode = 'HOME' | 'COMM' | 'OFFICE' | 'TELE';

export interface ProgramSpec {
  name: string;
  beginDate: string;
  endDate: string | null;
  activities: ActivityKey[];
}

/** Programs began in the past; some are open-ended, some end in a year or two, one ended already. */
export function programSpecs(cal: DemoCalendar): Record<ProgramCode, ProgramSpec> {
  return {
    PCA: {
      name: 'Personal Care Assistance',
      beginDate: cal.years(-6),
      endDate: null,
      activities: ['personalCare', 'companion', 'homemaker', 'respite'],
    },
    MLTSS: {
      name: 'Managed Long Term Services and Supports',
      beginDate: cal.years(-4),
      endDate: cal.years(2),
      activities: [
        'personalCare',
        'respite',
        'homemaker',
        'aideVisit',
        'skilledNursing',
        'caseManagement',
        'medicationManagement',
      ],
    },
    HHSS: {
      name: 'Home Health Skilled Services',
      beginDate: cal.years(-3),
      endDate: null,
      activities: ['skilledNursing', 'aideVisit', 'medicationManagement'],
    },
    CBH: {
      name: 'Community Behavioral Health',
      beginDate: cal.years(-5),
      endDate: cal.years(1, 180),
      activities: [
        'individualTherapy',
        'familyTherapy',
        'groupTherapy',
        'caseManagement',
        'behavioralAssessment',
        'communityIntegration',
        'crisisIntervention',
        'medicationManagement',
      ],
    },
    OPMH: {
      name: 'Outpatient Mental Health',
      beginDate: cal.years(-8),
      endDate: null,
      activities: [
        'individualTherapy',
        'familyTherapy',
        'groupTherapy',
        'behavioralAssessment',
        'medicationManagement',
      ],
    },
    YBS: {
      name: 'Youth Behavioral Services',
      beginDate: cal.years(-2),
      endDate: cal.years(3),
      activities: [
        'individualTherapy',
        'familyTherapy',
        'behavioralAssessment',
        'caseManagement',
        'crisisIntervention',
      ],
    },
    CSP: {
      name: 'Caregiver Support Pilot',
      beginDate: cal.years(-3),
      endDate: cal.day(-120),
      activities: ['respite', 'companion'],
    },
  };
}

export interface ActivitySpec {
  description: string;
  code: string;
  nonBillableMinutes: boolean;
  requireEvvAddress: boolean;
  requireEditTimesReason: boolean;
  isAggregator: boolean;
  canAddDocumentInErc: boolean;
  isIncludeCarelogicEvv: boolean;
}

// Flags in the order nonBillableMinutes, requireEvvAddress, requireEditTimesReason, isAggregator,
// canAddDocumentInErc, isIncludeCarelogicEvv. Together the rows take every pair of values for every two
// flags (a pairwise covering set), so each combination a screen can meet for two flags is present.
const FLAGS: Record<ActivityKey, [string, string, string]> = {
  personalCare: ['Personal Care', 'T1019', '011011'],
  respite: ['Respite', 'S5150', '110011'],
  companion: ['Companion', 'S5135', '010001'],
  homemaker: ['Homemaker', 'S5130', '111000'],
  aideVisit: ['Home Health Aide Visit', 'G0156', '011010'],
  skilledNursing: ['Skilled Nursing Visit', 'T1030', '111011'],
  individualTherapy: ['Individual Therapy', '90837', '101011'],
  familyTherapy: ['Family Therapy', '90847', '000010'],
  groupTherapy: ['Group Therapy', '90853', '001111'],
  caseManagement: ['Case Management', 'T1016', '100101'],
  behavioralAssessment: ['Behavioral Assessment', 'H0031', '001011'],
  medicationManagement: ['Medication Management', 'H2010', '010110'],
  communityIntegration: ['Community Integration', 'H2015', '101100'],
  crisisIntervention: ['Crisis Intervention', 'H2011', '000101'],
};

export const ACTIVITIES: Record<ActivityKey, ActivitySpec> = Object.fromEntries(
  Object.entries(FLAGS).map(([key, [description, code, bits]]) => {
    const flag = (i: number) => bits[i] === '1';
    return [
      key,
      {
        description,
        code,
        nonBillableMinutes: flag(0),
        requireEvvAddress: flag(1),
        requireEditTimesReason: flag(2),
        isAggregator: flag(3),
        canAddDocumentInErc: flag(4),
        isIncludeCarelogicEvv: flag(5),
      },
    ];
  }),
) as Record<ActivityKey, ActivitySpec>;

export const SERVICE_LOCATIONS: Record<LocationCode, { placeOfService: string; orgs: OrgKey[] }> = {
  HOME: { placeOfService: 'Home', orgs: ['nj', 'njBurlington', 'pa'] },
  COMM: { placeOfService: 'Community', orgs: ['nj', 'njBurlington', 'pa'] },
  OFFICE: { placeOfService: 'Office', orgs: ['agency', 'pa'] },
  TELE: { placeOfService: 'Telehealth', orgs: ['pa'] },
};

/** EVV reason codes per state and event; the last New Jersey edit-times code is retired. */
export const REASON_CODES: Record<'NJ' | 'PA', Record<ReasonCodeEvent, string[]>> = {
  NJ: {
    EditTimes: [
      'Caregiver forgot to clock in or out',
      'Mobile device malfunction',
      'Client requested schedule change',
      'Time recorded in error',
      'Telephony outage (retired)',
    ],
    SignatureMissing: [
      'Client physically unable to sign',
      'Client refused to sign',
      'Client not present at end of visit',
      'Device would not capture signature',
    ],
    VerificationDeclined: [
      'Client disputes services provided',
      'Client disputes visit duration',
      'Client cognitively unable to verify',
    ],
    AddressDistance: [
      'Services provided in the community',
      'Client met at an alternate location',
      'GPS inaccurate at this location',
    ],
  },
  PA: {
    EditTimes: [
      'Staff forgot to start or stop visit',
      'Device or connectivity failure',
      'Visit time adjusted',
    ],
    SignatureMissing: [
      'Individual unable to sign',
      'Individual declined to sign',
      'Individual left before end of visit',
    ],
    VerificationDeclined: [
      'Individual disagrees with services',
      'Individual disagrees with time',
      'Representative unavailable to verify',
    ],
    AddressDistance: [
      'Service delivered in the community',
      'Individual temporarily at another residence',
      'Location services inaccurate',
    ],
  },
};

export const RETIRED_REASON_CODE = 'Telephony outage (retired)';

export const CREDIT_CARDS = ['Visa', 'Mastercard', 'American Express', 'Discover'];
export const ALLERGY_TYPES = ['Drug', 'Food', 'Environmental', 'Insect', 'Latex', 'Other'] as const;
export type AllergyType = (typeof ALLERGY_TYPES)[number];
/**
 * Activity Qualifiers (spec 1 §4 Kept) belong to an organization (spec 2 §3), and each organization serves one
 * line of care: the New Jersey home-care organizations get the home-care list, Pennsylvania's behavioural health
 * its own, and a few serve every organization (issue 20 §8). Each organization's usable list has 8 entries, so
 * the schedule's random draws are what they were with one shared list.
 */
export const HOME_CARE_QUALIFIERS = [
  'Bathing and Grooming',
  'Meal Preparation',
  'Medication Reminder',
  'Light Housekeeping',
  'Ambulation and Transfer',
  'Transportation to Appointment',
  'Caregiver Education',
];
export const BEHAVIORAL_HEALTH_QUALIFIERS = [
  'Coping Skills Practiced',
  'Safety Plan Reviewed',
  'Family Member Present',
  'Crisis Plan Updated',
  'Medication Adherence Discussed',
  'Psychoeducation Provided',
  'Community Resource Linkage',
];
export const SHARED_QUALIFIERS = ['Safety Check'];
/** Pennsylvania's qualifier that has ended: no longer offered (spec 2 §3 end date). */
export const RETIRED_QUALIFIER = 'Collateral Contact (retired)';
export const PHONE_CONTACT_TYPES = ['Home', 'Mobile', 'Work'] as const;
/** Goals-addressed statuses; the retired ones carry an end date in the past. */
export const GOAL_STATUSES: { name: string; retired?: boolean }[] = [
  { name: 'Progressing' },
  { name: 'Achieved' },
  { name: 'Not Progressing' },
  { name: 'Partially Met' },
  { name: 'Deferred', retired: true },
  { name: 'Discontinued', retired: true },
];

export const REFERRAL_SOURCES: { name: string; org?: OrgKey }[] = [
  { name: 'Primary Care Physician' },
  { name: 'Hospital Discharge Planner' },
  { name: 'Self-Referral' },
  { name: 'Family Member' },
  { name: 'Area Agency on Aging', org: 'nj' },
  { name: 'NJ Division of Aging Services', org: 'nj' },
  { name: 'County Office of Mental Health', org: 'pa' },
  { name: 'School Counselor', org: 'pa' },
  { name: 'Managed Care Organization' },
];
