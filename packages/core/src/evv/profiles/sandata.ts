import type { CapturedCall } from '../captured-calls.ts';
import type { CuresRecord } from '../cures-record.ts';
import {
  profileReasonCode,
  type ClientParty,
  type EmployeeParty,
  type ExportIntent,
  type PartyPayloads,
  type PartiesFirstProfile,
  type ServerOnlyFields,
} from './aggregator-profile.ts';
import { SANDATA_TIME_ZONES, sandataReasonCodes, sandataSegments } from './sandata-fields.ts';
import { utcSeconds } from './utc-seconds.ts';
import { reportedChanges } from '../readiness-changes.ts';

/** CT v1.5 §2.3: a transaction carries 1 to 5,000 records. */
const SANDATA_MAX_BATCH = 5000;
const MODIFIER_FIELDS = ['Modifier1', 'Modifier2', 'Modifier3', 'Modifier4'] as const;
const bool = (value: boolean): string => (value ? 'true' : 'false');

const providerIdentification = (providerMedicaidId: string | null) => ({
  ProviderQualifier: 'MedicaidID',
  ProviderID: providerMedicaidId,
});

/** Optional true/false fields are left out when the client was not asked. */
const optionalBool = (name: string, value: boolean | null): Record<string, string> =>
  value === null ? {} : { [name]: bool(value) };

function sandataCall(record: CuresRecord, call: CapturedCall): Record<string, unknown> {
  return {
    CallExternalID: `${record.visitId}-${call.assignment}`,
    CallDateTime: utcSeconds(call.at),
    CallAssignment: call.assignment === 'in' ? 'Time In' : 'Time Out',
    // "Any call with GPS data collected should be identified as Mobile": every call of this app is a phone's.
    CallType: 'Mobile',
    ProcedureCode: record.serviceType.procedureCode,
    MobileLogin: String(record.provider.staffId),
    CallLatitude: call.latitude,
    CallLongitude: call.longitude,
  };
}

function sandataChanges(record: CuresRecord, sequenceId: string): Record<string, unknown>[] {
  return reportedChanges(record).map((change) => ({
    SequenceID: sequenceId,
    ChangeMadeBy: String(change.madeByStaffId),
    ChangeDateTime: utcSeconds(change.madeAt),
    ReasonCode: profileReasonCode(sandataReasonCodes, change.reasonName),
    ChangeReasonMemo: change.memo,
  }));
}

/**
 * The Sandata alternate-EVV visit (CT v1.5 §8.3). Calls go as captured on every send (they may be resent
 * unchanged, never changed); adjusted times only where a change moved them, with one VisitChanges entry per change reported (reportedChanges).
 * A visit taken back is sent with BillVisit=false (the aggregator sets it to Omit).
 */
function toSandataVisit(
  record: CuresRecord,
  serverOnly: ServerOnlyFields,
  sequenceId: string,
  intent: ExportIntent = 'bill',
): Record<string, unknown> {
  const modifiers = Object.fromEntries(
    MODIFIER_FIELDS.map((name, i) => [name, record.serviceType.modifiers[i] ?? null]),
  );
  const changes = sandataChanges(record, sequenceId);
  return {
    ProviderIdentification: providerIdentification(record.billing.providerMedicaidId),
    VisitOtherID: String(record.visitId),
    // An Integer in §8.3 (a number in JSON); VisitChanges' SequenceID is a String.
    SequenceID: Number(sequenceId),
    EmployeeQualifier: record.provider.employeeQualifier,
    EmployeeOtherID: String(record.provider.staffId),
    EmployeeIdentifier: serverOnly.employeeIdentifier,
    ClientIDQualifier: 'ClientCustomID',
    ClientIdentifier: record.recipient.medicaidId,
    ClientID: record.recipient.medicaidId,
    ClientOtherID: String(record.recipient.clientId),
    VisitCancelledIndicator: 'false',
    PayerID: record.billing.payerId,
    PayerProgram: record.billing.payerProgram,
    ProcedureCode: record.serviceType.procedureCode,
    ...modifiers,
    VisitTimeZone: SANDATA_TIME_ZONES[record.timeZone] ?? record.timeZone,
    ...(record.adjusted.start === null ? {} : { AdjInDateTime: utcSeconds(record.adjusted.start) }),
    ...(record.adjusted.end === null ? {} : { AdjOutDateTime: utcSeconds(record.adjusted.end) }),
    BillVisit: bool(intent === 'bill'),
    ...optionalBool('ClientVerifiedTimes', record.verification.timesVerified),
    ...optionalBool('ClientVerifiedService', record.verification.servicesVerified),
    ClientSignatureAvailable: bool(record.verification.clientSigned),
    Calls: record.calls.map((call) => sandataCall(record, call)),
    ...(changes.length === 0 ? {} : { VisitChanges: changes }),
  };
}

/**
 * Sandata's client and employee records (CT v1.5 §6, §7), keyed as the visit names them: the client by the
 * Medicaid id (ClientID), the employee by the identifier of its qualifier (EmployeeIdentifier).
 */
const sandataParties: PartyPayloads = {
  client: (client: ClientParty, sequenceId: string) => ({
    ProviderIdentification: providerIdentification(client.providerMedicaidId),
    ClientID: client.medicaidId,
    ClientIdentifier: client.medicaidId,
    ClientOtherID: String(client.clientId),
    SequenceID: Number(sequenceId),
    ClientFirstName: client.firstName,
    ClientLastName: client.lastName,
  }),
  employee: (employee: EmployeeParty, serverOnly: ServerOnlyFields, sequenceId: string) => ({
    ProviderIdentification: providerIdentification(employee.providerMedicaidId),
    EmployeeQualifier: employee.qualifier,
    EmployeeIdentifier: serverOnly.employeeIdentifier,
    EmployeeOtherID: String(employee.staffId),
    SequenceID: Number(sequenceId),
    EmployeeFirstName: employee.firstName,
    EmployeeLastName: employee.lastName,
  }),
  resultKey: { client: 'ClientID', employee: 'EmployeeIdentifier', visit: 'VisitOtherID' },
};

export const sandataProfile: PartiesFirstProfile = {
  id: 'sandata',
  label: 'Sandata (alternate EVV, Connecticut v1.5)',
  maxBatchSize: SANDATA_MAX_BATCH,
  segments: sandataSegments,
  reasonCodes: sandataReasonCodes,
  toPayload: toSandataVisit,
  parties: sandataParties,
};
