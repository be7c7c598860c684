import type { EmployeeIdQualifier } from '@carevisit/core';
import type { OrgKey } from './organizations.ts';
import type { ActivityKey, ProgramCode } from './reference-lists.ts';
import type { StaffKey } from './staff-and-users.ts';

// The demo agency's billing data (docs/evv.md, "Billing data"). The payers and their programs are those of the
// Connecticut Sandata field table (fixtures/evv/), the one aggregator profile transcribed so far.

/** Medicaid provider ids (nine digits); the agency root and the billing office bill no visits of their own. */
export const PROVIDER_IDS: Record<OrgKey, string | null> = {
  agency: null,
  billing: null,
  nj: '004210357',
  njBurlington: '004210365',
  pa: '004330118',
};

/** The payer of each program's enrolments; the grant-funded pilot has none. */
export const PAYERS: Record<ProgramCode, { payer: string; payerProgram: string } | null> = {
  PCA: { payer: 'CTDSS', payerProgram: 'PCA' },
  MLTSS: { payer: 'CTDSS', payerProgram: 'CHCPE' },
  HHSS: { payer: 'CTHH', payerProgram: 'HHCS' },
  CBH: { payer: 'CTMHW', payerProgram: 'MHW' },
  OPMH: { payer: 'CTDSS', payerProgram: 'BHP' },
  YBS: { payer: 'CTDSS', payerProgram: 'BHP' },
  CSP: null,
};

/**
 * Rosa Martinez, on the caregiver's caseload: the office has not yet recorded her Medicaid id, so her visits
 * show what the readiness check asks for.
 */
export const CLIENT_WITHOUT_MEDICAID_ID = 2;

/**
 * Mae Washington, on the caregiver's caseload, has a Medicaid id the state's eligibility file (MMIS) does not
 * hold: the device finds nothing missing, and the state's aggregator rejects her client record as exception 0
 * Unknown Client, so her verified visits are Rejected. The simulated aggregator is told so (evv-export/start-export.ts,
 * scripts/start.mjs). It is the id the seed's dice gave her before she was chosen, so no seeded value changed.
 */
export const CLIENT_UNKNOWN_TO_STATE = 6;
export const MEDICAID_ID_UNKNOWN_TO_STATE = '514164480';

interface ActivityBilling {
  evvApplies: boolean;
  procedureCode: string | null;
  procedureModifiers: string[];
}

const evv = (procedureCode: string | null, ...procedureModifiers: string[]): ActivityBilling => ({
  evvApplies: true,
  procedureCode,
  procedureModifiers,
});
const notEvv = (procedureCode: string): ActivityBilling => ({
  evvApplies: false,
  procedureCode,
  procedureModifiers: [],
});

/**
 * EVV applies to personal care and home health visits (Cures Act §12006), not to therapy or case management.
 * Companion has no procedure code yet (the case the readiness check catches); community integration carries
 * the four modifiers the aggregators allow at most.
 */
export const ACTIVITY_BILLING: Record<ActivityKey, ActivityBilling> = {
  personalCare: evv('T1019', 'U1'),
  respite: evv('S5150', 'U1', 'TT'),
  companion: evv(null),
  homemaker: evv('S5130'),
  aideVisit: evv('G0156'),
  skilledNursing: evv('T1030', 'TD'),
  medicationManagement: evv('T1502'),
  communityIntegration: evv('H2014', 'HQ', 'U1', 'U5', 'TT'),
  individualTherapy: notEvv('90837'),
  familyTherapy: notEvv('90847'),
  groupTherapy: notEvv('90853'),
  caseManagement: notEvv('T1016'),
  behavioralAssessment: notEvv('H0031'),
  crisisIntervention: notEvv('H2011'),
};

/**
 * Employee identifiers. The SSNs are from 987-65-4320..4329, which the Social Security Administration set aside
 * for advertising and never issues. The new hire's paperwork is not in yet, and the biller and the user without
 * EVV access give no visits.
 */
export const EMPLOYEE_IDENTIFIERS: Partial<
  Record<StaffKey, { qualifier: EmployeeIdQualifier; identifier: string }>
> = {
  director: { qualifier: 'EmployeeSSN', identifier: '987654320' },
  supervisor: { qualifier: 'EmployeeSSN', identifier: '987654321' },
  caregiver: { qualifier: 'EmployeeSSN', identifier: '987654322' },
  njAide: { qualifier: 'EmployeeSSN', identifier: '987654323' },
  burlingtonCoordinator: { qualifier: 'EmployeeSSN', identifier: '987654324' },
  burlingtonAide: { qualifier: 'EmployeeSSN', identifier: '987654325' },
  paDirector: { qualifier: 'EmployeeSSN', identifier: '987654326' },
  clinician: { qualifier: 'EmployeeSSN', identifier: '987654327' },
  paTherapist: { qualifier: 'EmployeeCustomID', identifier: 'HHP10427' },
};
