import { findOverlaps, type OverlapOther } from '../rules/overlap.ts';
import { isVisitTooLong } from '../rules/visit-length.ts';
import { callOf } from './captured-calls.ts';
import type { CuresRecord } from './cures-record.ts';
import type { ReadinessCode } from './readiness-problem.ts';

/** The aggregator takes times to the second (CT v1.5: UTC, yyyy-MM-ddTHH:mm:ssZ): order is judged at that. */
const instant = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

/**
 * Sandata's time rules (CT v1.5): Call Out after Call In, and the billed out after the billed in (adjusted where
 * adjusted, else the call), which covers Adj Out > Adj In, Adj Out > Call In and Call Out > Adj In. Then the
 * 24-hour limit (spec 1 §5) and the caregiver's other visits (spec 1 §4 overlap rule).
 */
export function timeProblems(record: CuresRecord, otherVisits: readonly OverlapOther[]): ReadinessCode[] {
  const { start, end } = record.times;
  if (start === null || end === null) return ['timeMissing'];
  const callIn = callOf(record.calls, 'in');
  const callOut = callOf(record.calls, 'out');
  const callsInOrder = !callIn || !callOut || instant(callOut.at) > instant(callIn.at);
  if (!callsInOrder || instant(end) <= instant(start)) return ['outNotAfterIn'];
  const codes: ReadinessCode[] = [];
  if (isVisitTooLong(new Date(start), new Date(end))) codes.push('visitTooLong');
  const candidate = { appointmentId: record.appointmentId, start: new Date(start), end: new Date(end) };
  if (findOverlaps(candidate, otherVisits).length > 0) codes.push('overlappingVisit');
  return codes;
}
