import type { OverlapOther } from '../rules/overlap.ts';
import type { CuresRecord } from './cures-record.ts';
import { CHANGE_MEMO_MAX, changeProblems } from './readiness-changes.ts';
import { missingIdentifiers } from './readiness-identifiers.ts';
import { locationProblems } from './readiness-location.ts';
import { readinessProblem, type ReadinessCode, type ReadinessProblem } from './readiness-problem.ts';
import { timeProblems } from './readiness-times.ts';

const DAY_MS = 86_400_000;

/**
 * The span whose appointments of the caregiver the overlap rule weighs against a visit's record: from a day
 * before its start to a day after its end (no visit is 24 hours or longer). Null without billed times.
 */
export function overlapWindow(record: CuresRecord): { from: Date; to: Date } | null {
  const { start, end } = record.times;
  if (start === null && end === null) return null;
  return {
    from: new Date(new Date((start ?? end)!).getTime() - DAY_MS),
    to: new Date(new Date((end ?? start)!).getTime() + DAY_MS),
  };
}

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
  return [...codes].map(problemOf);
}

/** A problem by its code, with what its sentence names (a stored code read back, as the server's check found it). */
export const problemOf = (code: ReadinessCode): ReadinessProblem =>
  code === 'memoTooLong' ? readinessProblem(code, { max: CHANGE_MEMO_MAX }) : readinessProblem(code);
