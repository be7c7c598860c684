import type { CuresRecord } from './cures-record.ts';
import type { ReadinessCode } from './readiness-problem.ts';

/** Sandata's ChangeReasonMemo holds at most 256 characters (CT v1.5 VisitChanges). */
export const CHANGE_MEMO_MAX = 256;

/**
 * Every change of a visit's times needs a reason code and a memo: Sandata requires ChangeReasonMemo whenever
 * adjusted times are sent, and the memo must fit its field.
 */
export function changeProblems(record: CuresRecord): ReadinessCode[] {
  const codes = new Set<ReadinessCode>();
  for (const change of record.changes) {
    if (change.reasonCodeId === null) codes.add('editReasonMissing');
    const memo = change.memo ?? '';
    if (memo.trim() === '') codes.add('editMemoMissing');
    else if (memo.length > CHANGE_MEMO_MAX) codes.add('memoTooLong');
  }
  return [...codes];
}
