import type { AppointmentStatus, ReasonCodeEvent } from '@carevisit/core';
import type { visits } from '../db/schema/index.ts';
import { addMinutes } from './clock.ts';
import type { Random } from './random.ts';
import { signaturePng } from './signature-png.ts';

export type VisitRow = typeof visits.$inferInsert;

export interface VisitSource {
  accountId: number;
  appointmentId: number;
  staffId: number;
  clientId: number;
  organizationId: number;
  activityId: number;
  status: AppointmentStatus;
  start: Date;
  end: Date;
  /** The address the readings are compared with (the start visit address, else home). */
  point: { latitude: number; longitude: number };
  /** Seen away from that address (a community visit): the reading is far off and a reason says why. */
  away: boolean;
  /** Usable EVV reason codes of the organization's state. */
  reasons: Record<ReasonCodeEvent, number[]>;
}

const COMMENTS: Record<ReasonCodeEvent, string[]> = {
  EditTimes: [
    'Forgot to stop the timer when leaving; corrected to the actual end of the visit.',
    'Phone battery died at the start of the visit; start time entered from the paper log.',
    'Client asked to start a little later than scheduled.',
  ],
  SignatureMissing: [
    'Client could not hold the stylus because of arthritis; wife was present for the visit.',
    'Client was asleep at the end of the visit and staff did not wake them.',
    'Client declined to sign on the device but confirmed the visit verbally.',
  ],
  VerificationDeclined: [
    'Client would not confirm services today; supervisor notified by phone.',
    'Client was confused about the time of day and could not confirm the duration.',
  ],
  AddressDistance: [
    'Accompanied the client to the grocery store and pharmacy.',
    'Client was at the community center for a scheduled activity.',
    'Met the client at the library for a community outing.',
  ],
};

const near = (rng: Random, value: number, spread: number): number =>
  Math.round((value + rng.float(-spread, spread)) * 1e6) / 1e6;

function reason(rng: Random, source: VisitSource, event: ReasonCodeEvent) {
  return { reason: rng.pick(source.reasons[event]), comments: rng.pick(COMMENTS[event]) };
}

/** A verified visit (complete 1): readings, a signature or the reasons for its absence, maybe edited times. */
export function verifiedVisit(rng: Random, source: VisitSource, now: Date): VisitRow {
  const actualStart = addMinutes(source.start, rng.int(-4, 6));
  const actualEnd = new Date(
    Math.max(
      Math.min(addMinutes(source.end, rng.int(-5, 5)).getTime(), now.getTime()),
      actualStart.getTime() + 60_000,
    ),
  );
  // Readings within ~20 m of the address, or about a mile away for a community visit.
  const spread = source.away ? 0 : 0.0002;
  const offset = source.away ? 0.012 : 0;
  const reading = () => ({
    latitude: near(rng, source.point.latitude + offset, spread),
    longitude: near(rng, source.point.longitude - offset, spread),
  });
  const startReading = reading();
  const endReading = reading();
  const signed = rng.chance(0.7);
  const edited = rng.chance(0.2);
  const declined = signed ? null : reason(rng, source, 'VerificationDeclined');
  const missing = signed ? null : reason(rng, source, 'SignatureMissing');
  const distance = source.away ? reason(rng, source, 'AddressDistance') : null;
  const editTimes = edited ? reason(rng, source, 'EditTimes') : null;
  return {
    ...ids(source),
    appointmentStatus: source.status,
    visitStatus: 'verify',
    complete: 1,
    // Edited times move the visit to its schedule; the readings stay as the originals.
    startDateTime: edited ? source.start : actualStart,
    endDateTime: edited ? source.end : actualEnd,
    originalStartDate: actualStart,
    originalEndDate: actualEnd,
    beginActualDateTime: actualStart,
    endActualDateTime: actualEnd,
    adjustedBeginDateTime: edited ? source.start : null,
    adjustedEndDateTime: edited ? source.end : null,
    startLatitude: startReading.latitude,
    startLongitude: startReading.longitude,
    endLatitude: endReading.latitude,
    endLongitude: endReading.longitude,
    hasSignature: signed,
    signature: signed ? signaturePng(rng) : null,
    // spec 1 §5: YES needs a signature; without one both answers are NO with a declined reason.
    activityVerified: signed,
    durationVerified: signed,
    servicesVerified: signed,
    timesVerified: signed,
    verificationDeclinedReason: declined?.reason ?? null,
    verificationDeclinedComments: declined?.comments ?? null,
    signatureMissingReason: missing?.reason ?? null,
    signatureMissingComments: missing?.comments ?? null,
    addressDistanceReason: distance?.reason ?? null,
    addressDistanceComments: distance?.comments ?? null,
    editTimesReason: editTimes?.reason ?? null,
    editTimesComments: editTimes?.comments ?? null,
    editTimesEventType: edited ? 'EditTimes' : null,
  };
}

/** A session under way (complete 0): started with a location reading, not yet ended. */
export function activeVisit(rng: Random, source: VisitSource, now: Date): VisitRow {
  const begin = new Date(Math.min(addMinutes(source.start, 3).getTime(), now.getTime()));
  return {
    ...ids(source),
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: begin,
    originalStartDate: begin,
    beginActualDateTime: begin,
    startLatitude: near(rng, source.point.latitude, 0.0002),
    startLongitude: near(rng, source.point.longitude, 0.0002),
  };
}

const ids = (source: VisitSource) => ({
  accountId: source.accountId,
  appointmentId: source.appointmentId,
  staffId: source.staffId,
  clientId: source.clientId,
  organizationId: source.organizationId,
  activityId: source.activityId,
});
