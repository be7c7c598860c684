import type { Message } from '../messages/format.ts';

/** What the aggregator would reject a record for, each named in messages `evvReadiness.<code>`. */
export const readinessCodes = [
  'providerMedicaidIdMissing',
  'clientMedicaidIdMissing',
  'payerMissing',
  'procedureCodeMissing',
  'employeeIdentifierMissing',
  'timeMissing',
  'outNotAfterIn',
  'visitTooLong',
  'gpsMissing',
  'gpsFarFromAddress',
  'editReasonMissing',
  'editMemoMissing',
  'memoTooLong',
  'overlappingVisit',
] as const;
export type ReadinessCode = (typeof readinessCodes)[number];

/** What the app offers to put a problem right, each named in messages `evvFix.<action>`. */
type ReadinessFixAction = 'askOffice' | 'editTimes' | 'pickReasonCode' | 'writeMemo' | 'shortenMemo';

export interface ReadinessProblem {
  code: ReadinessCode;
  /** A sentence the caregiver understands. */
  sentence: Message;
  /** The fix the app offers: the action a screen opens, and its label. */
  fix: { action: ReadinessFixAction; label: Message };
}

const FIXES: Record<ReadinessCode, ReadinessFixAction> = {
  providerMedicaidIdMissing: 'askOffice',
  clientMedicaidIdMissing: 'askOffice',
  payerMissing: 'askOffice',
  procedureCodeMissing: 'askOffice',
  employeeIdentifierMissing: 'askOffice',
  timeMissing: 'editTimes',
  outNotAfterIn: 'editTimes',
  visitTooLong: 'editTimes',
  gpsMissing: 'pickReasonCode',
  gpsFarFromAddress: 'pickReasonCode',
  editReasonMissing: 'pickReasonCode',
  editMemoMissing: 'writeMemo',
  memoTooLong: 'shortenMemo',
  overlappingVisit: 'editTimes',
};

/**
 * Problems a correction of the visit's times (with a reason code and a memo) puts right (issue 32 item 5): not a
 * missing identifier (the office's records) nor a location without its reason (the caregiver's, at the visit).
 */
const CORRECTABLE: ReadonlySet<ReadinessCode> = new Set<ReadinessCode>([
  'timeMissing',
  'outNotAfterIn',
  'visitTooLong',
  'editReasonMissing',
  'editMemoMissing',
  'memoTooLong',
  'overlappingVisit',
]);

export function correctableByTimes(code: ReadinessCode): boolean {
  return CORRECTABLE.has(code);
}

export function readinessProblem(code: ReadinessCode, params?: Message['params']): ReadinessProblem {
  const action = FIXES[code];
  return {
    code,
    sentence: params ? { key: `evvReadiness.${code}`, params } : { key: `evvReadiness.${code}` },
    fix: { action, label: { key: `evvFix.${action}` } },
  };
}
