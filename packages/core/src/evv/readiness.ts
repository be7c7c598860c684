import type { OverlapOther } from '../rules/overlap.ts';
import type { CuresRecord } from './cures-record.ts';
import { CHANGE_MEMO_MAX, changeProblems } from './readiness-changes.ts';
import { missingIdentifiers } from './readiness-identifiers.ts';
import { locationProblems } from './readiness-location.ts';
import { readinessProblem, type ReadinessProblem } from './readiness-problem.ts';
import { timeProblems } from './readiness-times.ts';

export interface ReadinessContext {
  /** The caregiver's other appointments, with their visits' actual times where known (spec 1 §4 overlap). */
  otherVisits: readonly OverlapOther[];
}

/**
 * What would make the aggregator reject the record, each with a sentence and the fix the app offers (issue 32
 * item 3). Pure and offline: the device runs it before the caregiver leaves, the server runs it again. A visit
 * EVV does not apply to is never sent, so nothing stops it.
 */
export function readinessProblems(record: CuresRecord, context: ReadinessContext): ReadinessProblem[] {
  if (!record.billing.evvApplies) return [];
  const codes = new Set([
    ...missingIdentifiers(record),
    ...timeProblems(record, context.otherVisits),
    ...locationProblems(record),
    ...changeProblems(record),
  ]);
  return [...codes].map((code) =>
    code === 'memoTooLong' ? readinessProblem(code, { max: CHANGE_MEMO_MAX }) : readinessProblem(code),
  );
}
