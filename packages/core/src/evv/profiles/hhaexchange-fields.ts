import { field, type FieldSegment, type ReasonCodeMap } from './aggregator-profile.ts';

// HHAeXchange's visit import, modelled (see docs/evv.md "Profiles" for what is from HHAeXchange's public pages
// and what is assumed). From the public "EVV Visit Import" layout: the member's Medicaid number (50), first and
// last name (50), the agency's member id, the payer id (10). The rest (names, lengths, the nesting of calls and
// changes) follows the shape of HHAeXchange's state aggregator APIs and is assumed until checked against the
// state's HHAeXchange specification.

const visit = [
  field('providerID', 64, true),
  field('externalVisitID', 50, true),
  field('sequenceID', 16, true, { format: 'digits' }),
  field('caregiverQualifier', 20, true, { values: ['EmployeeSSN', 'EmployeeRegID', 'EmployeeCustomID'] }),
  field('caregiverIdentifier', 64, true),
  field('caregiverExternalID', 64, true),
  field('medicaidNumber', 50, true),
  field('memberFirstName', 50, false),
  field('memberLastName', 50, false),
  field('memberID', 50, true),
  field('payerID', 10, true),
  field('payerProgram', 20, true),
  field('procedureCode', 5, true),
  field('modifier1', 2, false),
  field('modifier2', 2, false),
  field('modifier3', 2, false),
  field('modifier4', 2, false),
  field('timezone', 64, true),
  field('visitStartDateTime', 20, true, { format: 'utc-seconds' }),
  field('visitEndDateTime', 20, true, { format: 'utc-seconds' }),
  field('isDeletion', 5, true, { values: ['true', 'false'] }),
];

const calls = [
  field('callType', 20, true, { values: ['Mobile', 'Telephony', 'FOB', 'Manual'] }),
  field('callAssignment', 10, true, { values: ['ClockIn', 'ClockOut'] }),
  field('callDateTime', 20, true, { format: 'utc-seconds' }),
  field('callLatitude', 20, false, { format: 'decimal' }),
  field('callLongitude', 20, false, { format: 'decimal' }),
];

const hhaexchangeReasonValues = ['TE01', 'TE02', 'TE03', 'TE04', 'TE99'] as const;

const visitChanges = [
  field('changeMadeBy', 64, true),
  field('changeDateTime', 20, true, { format: 'utc-seconds' }),
  field('reasonCode', 4, true, { values: hhaexchangeReasonValues }),
  field('changeReasonMemo', 256, true),
];

export const hhaexchangeSegments: readonly FieldSegment[] = [
  { kind: 'record', path: null, fields: visit },
  { kind: 'list', path: 'calls', fields: calls },
  { kind: 'list', path: 'visitChanges', fields: visitChanges },
];

/**
 * HHAeXchange gives each payer's reason codes in its EDI Code Table Guide, which is not public: these four time-edit
 * codes (forgot, device, client's request, entered in error) and the other one are this app's assumption, to be
 * replaced by the payer's values.
 */
export const hhaexchangeReasonCodes: ReasonCodeMap = {
  byName: {
    'Caregiver forgot to clock in or out': 'TE01',
    'Mobile device malfunction': 'TE02',
    'Client requested schedule change': 'TE03',
    'Time recorded in error': 'TE04',
    'Telephony outage (retired)': 'TE02',
    'Staff forgot to start or stop visit': 'TE01',
    'Device or connectivity failure': 'TE02',
    'Visit time adjusted': 'TE99',
  },
  fallback: 'TE99',
};
