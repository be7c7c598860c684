import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Message } from '../messages/format.ts';

/**
 * What a verified visit attests about its appointment (the Cures Act elements and the outcome): who was seen,
 * for what, where it is billed, with which status and activity qualifiers (the services given), and when, booked
 * and actual.
 */
export interface VerifiedAppointmentFacts {
  clientId: number;
  organizationId: number;
  programId: number;
  activityId: number;
  status: AppointmentStatus;
  start: Date;
  end: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
  /** The Kept qualifiers' descriptor ids, in any order. */
  qualifierIds: readonly number[];
}

const sameInstant = (a: Date | null, b: Date | null) =>
  a === null ? b === null : a.getTime() === b?.getTime();

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
};

/** The facts a write would change, in field order; empty when it leaves them as they are. */
export function changedVerifiedFacts(
  stored: VerifiedAppointmentFacts,
  next: VerifiedAppointmentFacts,
): (keyof VerifiedAppointmentFacts)[] {
  const changed: (keyof VerifiedAppointmentFacts)[] = [];
  for (const key of ['clientId', 'organizationId', 'programId', 'activityId', 'status'] as const) {
    if (stored[key] !== next[key]) changed.push(key);
  }
  for (const key of ['start', 'end', 'actualStart', 'actualEnd'] as const) {
    if (!sameInstant(stored[key], next[key])) changed.push(key);
  }
  // Issue 36: the qualifiers of a verified visit could be written over.
  if (!sameIds(stored.qualifierIds, next.qualifierIds)) changed.push('qualifierIds');
  return changed;
}

/**
 * spec 1 §4: verify sets complete to 1 and saves the appointment status; the visit is then done. Once its
 * visit is verified an appointment cannot be reopened or rewritten: a write that changes any verified fact is
 * refused with this message; one that repeats them (a retried send) is not. Without a verified visit every
 * change is left to the other rules (null).
 */
export function verifiedAppointmentRefusal(
  visitVerified: boolean,
  stored: VerifiedAppointmentFacts,
  next: VerifiedAppointmentFacts,
): Message | null {
  if (!visitVerified || changedVerifiedFacts(stored, next).length === 0) return null;
  return { key: 'appointment.visitVerified' };
}
