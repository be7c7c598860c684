import type { CuresRecord } from './cures-record.ts';
import type { ReadinessCode } from './readiness-problem.ts';

const missing = (value: string | null): boolean => value === null || value.trim() === '';

/** The identifiers every aggregator needs to match the visit to a provider, client, payer, service and caregiver. */
export function missingIdentifiers(record: CuresRecord): ReadinessCode[] {
  const codes: ReadinessCode[] = [];
  if (missing(record.billing.providerMedicaidId)) codes.push('providerMedicaidIdMissing');
  if (missing(record.recipient.medicaidId)) codes.push('clientMedicaidIdMissing');
  if (missing(record.billing.payerId) || missing(record.billing.payerProgram)) codes.push('payerMissing');
  if (missing(record.serviceType.procedureCode)) codes.push('procedureCodeMissing');
  if (!record.provider.employeeIdentifierPresent || record.provider.employeeQualifier === null) {
    codes.push('employeeIdentifierMissing');
  }
  return codes;
}
