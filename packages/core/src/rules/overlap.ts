import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Message } from '../messages/format.ts';

export interface OverlapCandidate {
  /** null for an appointment not saved yet. */
  appointmentId: number | null;
  start: Date;
  end: Date;
}

export interface OverlapOther {
  appointmentId: number;
  start: Date;
  end: Date;
  status: AppointmentStatus;
}

/**
 * spec 1 §4: appointments with status Error, DNS, CBT or CBC are ignored in the overlap check. The same
 * four skip verification; the lists stay separate because they are separate rules.
 */
export const OVERLAP_IGNORED_STATUSES: readonly AppointmentStatus[] = ['Error', 'DNS', 'CBT', 'CBC'];

/** spec 1 §4: the others that overlap the candidate; touching intervals (end = start) do not overlap. */
export function findOverlaps<T extends OverlapOther>(candidate: OverlapCandidate, others: readonly T[]): T[] {
  return others.filter(
    (other) =>
      other.appointmentId !== candidate.appointmentId &&
      !OVERLAP_IGNORED_STATUSES.includes(other.status) &&
      other.start.getTime() < candidate.end.getTime() &&
      candidate.start.getTime() < other.end.getTime(),
  );
}

export type OverlapDecision =
  { kind: 'ok' } | { kind: 'confirm'; message: Message } | { kind: 'refuse'; message: Message };

/**
 * spec 1 §4, §6: an overlap is refused for staff without isMultiBookSchedule; staff with it are asked
 * 'Do you want to continue?'.
 */
export function overlapDecision(overlaps: readonly unknown[], isMultiBookSchedule: boolean): OverlapDecision {
  if (overlaps.length === 0) return { kind: 'ok' };
  if (isMultiBookSchedule) return { kind: 'confirm', message: { key: 'appointment.overlapContinue' } };
  return { kind: 'refuse', message: { key: 'appointment.overlapRefused' } };
}
