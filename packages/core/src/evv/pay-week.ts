import type { Visit } from '../entities/visit.ts';
import { minutesBetween } from '../time/duration.ts';
import { capturedCalls } from './captured-calls.ts';
import type { CuresRecord } from './cures-record.ts';
import { adjustedTimes, billedBetween } from './visit-changes.ts';
import { visitTimeEdits } from './visit-evidence.ts';
import type { VisitCorrection } from './visit-correction.ts';

// "Will I be paid" (issue 32 item 7): a caregiver's week of verified visits, each with the time it bills and the
// date it is billed on, as the payer is told them.

/**
 * The start and end a verified visit bills: a supervisor's latest correction's where one was made, else adjusted
 * where its times were changed, else its calls. The same instants as its Cures Act record's times (curesRecord),
 * from the visit row and its corrections alone.
 */
export function billedTimes(
  visit: Visit,
  corrections: readonly VisitCorrection[] = [],
): CuresRecord['times'] {
  const calls = capturedCalls(visit);
  return billedBetween(adjustedTimes(visitTimeEdits(visit, corrections), calls), calls);
}

/**
 * Whole minutes billed times span (a visit's billedTimes, or the times a send carried); 0 while one is missing or
 * the end is not after the start.
 */
export function billedMinutes({ start, end }: CuresRecord['times']): number {
  if (start === null || end === null) return 0;
  return Math.max(0, minutesBetween(new Date(start), new Date(end)));
}

/** A week's paid time: the minutes of its visits added up. */
export function weekMinutes(visits: readonly { minutes: number }[]): number {
  return visits.reduce((total, visit) => total + visit.minutes, 0);
}
