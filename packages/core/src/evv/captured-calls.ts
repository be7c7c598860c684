import type { Visit } from '../entities/visit.ts';

export type CallAssignment = 'in' | 'out';

/**
 * A call exactly as the device captured it: when, and where. Every call today is made by the app on a phone or
 * tablet with a location reading (spec 1 §5: location is required to start or stop), hence 'mobile'. The
 * reading's accuracy is not stored yet: null until the schema keeps it.
 */
export interface CapturedCall {
  assignment: CallAssignment;
  /** The instant as stored, untouched (no rounding: a profile formats it). */
  at: string;
  latitude: number | null;
  longitude: number | null;
  accuracyMeters: number | null;
  method: 'mobile';
}

/** The visit's calls: Time In from the start of the session, Time Out from its stop; a missing one is absent. */
export function capturedCalls(visit: Visit): CapturedCall[] {
  const calls: CapturedCall[] = [];
  if (visit.beginActualDateTime !== null) {
    calls.push(call('in', visit.beginActualDateTime, visit.startLatitude, visit.startLongitude));
  }
  if (visit.endActualDateTime !== null) {
    calls.push(call('out', visit.endActualDateTime, visit.endLatitude, visit.endLongitude));
  }
  return calls;
}

const call = (
  assignment: CallAssignment,
  at: string,
  latitude: number | null,
  longitude: number | null,
): CapturedCall => ({ assignment, at, latitude, longitude, accuracyMeters: null, method: 'mobile' });

/** The call of one assignment, if captured. */
export const callOf = (calls: readonly CapturedCall[], assignment: CallAssignment): CapturedCall | null =>
  calls.find((candidate) => candidate.assignment === assignment) ?? null;
