import type { CuresRecord } from './cures-record.ts';
import type { ReadinessCode } from './readiness-problem.ts';
import type { VisitChange } from './visit-changes.ts';

/** Sandata's ChangeReasonMemo holds at most 256 characters (CT v1.5 VisitChanges). */
export const CHANGE_MEMO_MAX = 256;

/**
 * The changes the aggregator is told of (one VisitChanges entry each): those made with a reason code. A change
 * without one (an Edit Times the activity asked no reason for) stays in the record's evidence; what is sent is the
 * latest change's times, which a supervisor's correction with its reason and memo stands for (issue 32 item 5).
 */
export function reportedChanges(record: Pick<CuresRecord, 'changes'>): VisitChange[] {
  return record.changes.filter((change) => change.reasonCodeId !== null);
}

/**
 * The times sent must come with a reason code and a memo (Sandata requires ChangeReasonMemo whenever adjusted
 * times are sent): the latest change needs a reason, and every change reported needs a memo that fits its field.
 */
export function changeProblems(record: CuresRecord): ReadinessCode[] {
  const latest = record.changes.at(-1);
  if (!latest) return [];
  const codes = new Set<ReadinessCode>();
  if (latest.reasonCodeId === null) codes.add('editReasonMissing');
  const reported =
    latest.reasonCodeId === null ? [...reportedChanges(record), latest] : reportedChanges(record);
  for (const change of reported) {
    const memo = change.memo ?? '';
    if (memo.trim() === '') codes.add('editMemoMissing');
    else if (memo.length > CHANGE_MEMO_MAX) codes.add('memoTooLong');
  }
  return [...codes];
}
