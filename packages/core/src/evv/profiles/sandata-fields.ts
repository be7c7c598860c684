import { field, type FieldSegment, type ReasonCodeMap } from './aggregator-profile.ts';

// The visit segment of the Connecticut Sandata alternate-EVV interface, "CT-(DSS-DMHAS) EVV Vendor Specification
// v1.5" §8.3 (transcribed in fixtures/evv/): the fields this app sends, with their lengths, required flags
// ("Yes" only; conditional ones are checked by readiness), code lists and formats.

const TRUE_FALSE = ['true', 'false'] as const;
const providerIdentification = [
  field('ProviderQualifier', 20, true, { values: ['MedicaidID'] }),
  field('ProviderID', 64, true),
];

const visitGeneral = [
  field('VisitOtherID', 50, true),
  field('SequenceID', 16, true, { format: 'digits' }),
  field('EmployeeQualifier', 20, true, { values: ['EmployeeSSN'] }),
  field('EmployeeOtherID', 64, false),
  field('EmployeeIdentifier', 9, true),
  field('ClientIDQualifier', 20, true, { values: ['ClientCustomID'] }),
  field('ClientIdentifier', 64, true),
  field('ClientID', 64, true),
  field('ClientOtherID', 24, false),
  field('VisitCancelledIndicator', 5, false, { values: TRUE_FALSE }),
  field('PayerID', 64, true, { values: ['CTDSS', 'CTHH', 'CTMHW'] }),
  // §8.3 field 13 lists the programs; the transcription in fixtures/evv/ leaves them out.
  field('PayerProgram', 9, true, {
    values: ['HHI', 'ABI', 'AUI', 'CHI', 'PCI', 'ABP', 'AUP', 'CHP', 'PCP', 'MHP'],
  }),
  field('ProcedureCode', 5, true),
  field('Modifier1', 2, false),
  field('Modifier2', 2, false),
  field('Modifier3', 2, false),
  field('Modifier4', 2, false),
  field('VisitTimeZone', 64, true, { values: ['US/Eastern'] }),
  field('AdjInDateTime', 20, false, { format: 'utc-seconds' }),
  field('AdjOutDateTime', 20, false, { format: 'utc-seconds' }),
  field('BillVisit', 5, true, { values: TRUE_FALSE }),
  field('ClientVerifiedTimes', 5, false, { values: TRUE_FALSE }),
  field('ClientVerifiedService', 5, false, { values: TRUE_FALSE }),
  field('ClientSignatureAvailable', 5, false, { values: TRUE_FALSE }),
];

const calls = [
  field('CallExternalID', 16, true),
  field('CallDateTime', 20, true, { format: 'utc-seconds' }),
  field('CallAssignment', 10, true, { values: ['Time In', 'Time Out'] }),
  field('CallType', 20, true, { values: ['Telephony', 'Mobile', 'FVV', 'Manual'] }),
  field('ProcedureCode', 5, true),
  field('MobileLogin', 64, false),
  field('CallLatitude', 19, false, { format: 'decimal' }),
  field('CallLongitude', 20, false, { format: 'decimal' }),
];

/** Appendix 9.3 reason codes. */
const SANDATA_CT_REASON_CODES: readonly string[] = [
  ...Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0')),
  '71',
];

const visitChanges = [
  field('SequenceID', 16, true, { format: 'digits' }),
  field('ChangeMadeBy', 64, true),
  field('ChangeDateTime', 20, true, { format: 'utc-seconds' }),
  field('ReasonCode', 4, true, { values: SANDATA_CT_REASON_CODES }),
  field('ChangeReasonMemo', 256, false),
];

export const sandataSegments: readonly FieldSegment[] = [
  { kind: 'object', path: 'ProviderIdentification', fields: providerIdentification },
  { kind: 'record', path: null, fields: visitGeneral },
  { kind: 'list', path: 'Calls', fields: calls },
  { kind: 'list', path: 'VisitChanges', fields: visitChanges },
];

/** The demo agency's EVV Reason Codes for Edit Times (New Jersey and Pennsylvania lists) to appendix 9.3. */
export const sandataReasonCodes: ReasonCodeMap = {
  byName: {
    'Caregiver forgot to clock in or out': '22',
    'Mobile device malfunction': '23',
    'Client requested schedule change': '01',
    'Time recorded in error': '22',
    'Telephony outage (retired)': '10',
    'Staff forgot to start or stop visit': '22',
    'Device or connectivity failure': '23',
    'Visit time adjusted': '28',
  },
  // 22 "Other; Documentation Provided": the change's memo, always required here, is the documentation.
  fallback: '22',
};

/** IANA zones to the names Sandata takes for VisitTimeZone. */
export const SANDATA_TIME_ZONES: Readonly<Record<string, string>> = {
  'America/New_York': 'US/Eastern',
  'America/Chicago': 'US/Central',
  'America/Denver': 'US/Mountain',
  'America/Phoenix': 'US/Arizona',
  'America/Los_Angeles': 'US/Pacific',
  'America/Anchorage': 'US/Alaska',
  'Pacific/Honolulu': 'US/Hawaii',
};
