import type { CapturedCall } from './captured-calls.ts';
import { callOf } from './captured-calls.ts';
import type { VisitEvidence, VisitTimeEdit } from './visit-evidence.ts';

/** One entry per change of the visit's times: who, when, why (reason code and memo), and what it set. */
export interface VisitChange {
  madeByStaffId: number;
  madeAt: string;
  reasonCodeId: number | null;
  /** The reason code's name as the agency calls it; null when there is none or it is unknown. */
  reasonName: string | null;
  memo: string | null;
  start: string;
  end: string;
}

/** The adjusted times: each side null when no change moved it away from its call. */
export interface AdjustedTimes {
  start: string | null;
  end: string | null;
}

export function visitChanges(evidence: VisitEvidence): VisitChange[] {
  const names = new Map(evidence.reasonCodes.map((code) => [code.descriptorId, code.name]));
  return evidence.edits.map((edit) => ({
    madeByStaffId: edit.madeByStaffId,
    madeAt: edit.madeAt,
    reasonCodeId: edit.reasonCodeId,
    reasonName: edit.reasonCodeId === null ? null : (names.get(edit.reasonCodeId) ?? null),
    memo: edit.memo,
    start: edit.start,
    end: edit.end,
  }));
}

const sameInstant = (a: string, b: string): boolean => new Date(a).getTime() === new Date(b).getTime();

/** The start and end a visit bills: adjusted where its times were changed, else its calls. */
export function billedBetween(
  adjusted: AdjustedTimes,
  calls: readonly CapturedCall[],
): { start: string | null; end: string | null } {
  return {
    start: adjusted.start ?? callOf(calls, 'in')?.at ?? null,
    end: adjusted.end ?? callOf(calls, 'out')?.at ?? null,
  };
}

/** The latest change's times, where they differ from the calls (a side without a call is adjusted by any change). */
export function adjustedTimes(
  edits: readonly VisitTimeEdit[],
  calls: readonly CapturedCall[],
): AdjustedTimes {
  const latest = edits.at(-1);
  if (!latest) return { start: null, end: null };
  const side = (value: string, call: CapturedCall | null) =>
    call !== null && sameInstant(call.at, value) ? null : value;
  return { start: side(latest.start, callOf(calls, 'in')), end: side(latest.end, callOf(calls, 'out')) };
}
