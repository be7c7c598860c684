import type { CuresRecord } from '../cures-record.ts';
import {
  profileReasonCode,
  type AggregatorProfile,
  type ExportIntent,
  type ServerOnlyFields,
} from './aggregator-profile.ts';
import { hhaexchangeReasonCodes, hhaexchangeSegments } from './hhaexchange-fields.ts';
import { utcSeconds } from './utc-seconds.ts';
import { reportedChanges } from '../readiness-changes.ts';

/** Assumed like Sandata's: HHAeXchange's public pages give no batch limit for visit imports. */
const HHAEXCHANGE_MAX_BATCH = 5000;

const utcOrNull = (iso: string | null): string | null => (iso === null ? null : utcSeconds(iso));

/**
 * A visit for HHAeXchange's import: the billed times beside the calls as captured, one change entry per change,
 * and isDeletion to take a visit back.
 */
function toHhaexchangeVisit(
  record: CuresRecord,
  serverOnly: ServerOnlyFields,
  sequenceId: string,
  intent: ExportIntent = 'bill',
): Record<string, unknown> {
  const [modifier1, modifier2, modifier3, modifier4] = record.serviceType.modifiers;
  return {
    providerID: record.billing.providerMedicaidId,
    externalVisitID: String(record.visitId),
    sequenceID: sequenceId,
    caregiverQualifier: record.provider.employeeQualifier,
    caregiverIdentifier: serverOnly.employeeIdentifier,
    caregiverExternalID: String(record.provider.staffId),
    medicaidNumber: record.recipient.medicaidId,
    memberFirstName: record.recipient.firstName,
    memberLastName: record.recipient.lastName,
    memberID: String(record.recipient.clientId),
    payerID: record.billing.payerId,
    payerProgram: record.billing.payerProgram,
    procedureCode: record.serviceType.procedureCode,
    modifier1: modifier1 ?? null,
    modifier2: modifier2 ?? null,
    modifier3: modifier3 ?? null,
    modifier4: modifier4 ?? null,
    timezone: record.timeZone,
    visitStartDateTime: utcOrNull(record.times.start),
    visitEndDateTime: utcOrNull(record.times.end),
    isDeletion: String(intent === 'withdraw'),
    calls: record.calls.map((call) => ({
      callType: 'Mobile',
      callAssignment: call.assignment === 'in' ? 'ClockIn' : 'ClockOut',
      callDateTime: utcSeconds(call.at),
      callLatitude: call.latitude,
      callLongitude: call.longitude,
    })),
    visitChanges: reportedChanges(record).map((change) => ({
      changeMadeBy: String(change.madeByStaffId),
      changeDateTime: utcSeconds(change.madeAt),
      reasonCode: profileReasonCode(hhaexchangeReasonCodes, change.reasonName),
      changeReasonMemo: change.memo,
    })),
  };
}

export const hhaexchangeProfile: AggregatorProfile = {
  id: 'hhaexchange',
  label: 'HHAeXchange (visit import)',
  maxBatchSize: HHAEXCHANGE_MAX_BATCH,
  segments: hhaexchangeSegments,
  reasonCodes: hhaexchangeReasonCodes,
  toPayload: toHhaexchangeVisit,
};
