import { validateEditTimes, type EditTimesErrors, type EditTimesInput } from '../rules/edit-times.ts';
import type { StoredVisitCorrection } from '../entities/visit-correction.ts';
import type { VisitTimeEdit } from './visit-evidence.ts';

/**
 * A supervisor's correction of a verified visit's times (issue 32 item 5), as the server stores it: a change set
 * beside the calls, which it never touches, by whom and when (the server's own clock), with the agency's reason
 * code and a memo. Stored once and never changed; a later correction is added beside the earlier ones. The read
 * resource (`visitcorrection`) is this with its sync fields.
 */
export type VisitCorrection = Omit<StoredVisitCorrection, 'changedDate' | 'deletedDate'>;

/** A correction is one more change of the visit's times, after those made at verification. */
export function correctionEdits(corrections: readonly VisitCorrection[]): VisitTimeEdit[] {
  return [...corrections]
    .sort((a, b) => Date.parse(a.madeAt) - Date.parse(b.madeAt) || a.visitCorrectionId - b.visitCorrectionId)
    .map((correction) => ({
      madeByStaffId: correction.madeByStaffId,
      madeAt: correction.madeAt,
      start: correction.startDateTime,
      end: correction.endDateTime,
      reasonCodeId: correction.reasonCodeId,
      memo: correction.memo,
    }));
}

/**
 * The rules of a correction, on the supervisor's device and on the server alike: those of spec 1 §5 Edit times
 * with a reason always required (Sandata sends every adjusted time with a reason code and a memo), so start not
 * after end, under 24 hours, nothing in the future, no overlap with the caregiver's other appointments.
 */
export function visitCorrectionErrors(
  input: Omit<EditTimesInput, 'requireReason' | 'reason' | 'comments'> & {
    reasonCodeId: number | null;
    memo: string | null;
  },
): EditTimesErrors {
  const { reasonCodeId, memo, ...times } = input;
  return validateEditTimes({ ...times, requireReason: true, reason: reasonCodeId, comments: memo });
}
