import { HOME_LATITUDE, HOME_LONGITUDE, type Fixture } from './fixtures.ts';

// The bodies of the writes a device sends, over the test fixture's agency (fixtures.ts).

/** A 1×1 PNG as a device sends a signature pad's picture: a data URL. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A new appointment, as a device writes it, for client A in organization A's Home Care program, Personal Care
 * at home from `start` to `end`, under the device's temporary id `activityLogId`; `overrides` replace fields.
 */
export function newAppointment(
  fixture: Fixture,
  activityLogId: number,
  start: Date,
  end: Date,
  overrides: Record<string, unknown> = {},
) {
  return {
    activityLogId,
    clientId: fixture.clients.clientA.clientId,
    programId: fixture.programId,
    organizationId: fixture.orgs.orgA.id,
    appointmentDate: start.toISOString().slice(0, 10),
    beginTime: start.toISOString(),
    endTime: end.toISOString(),
    activityId: fixture.activityId,
    serviceLocationId: fixture.serviceLocationId,
    status: 'None',
    ...overrides,
  };
}

/**
 * Start Session (spec 1 §4) of the visit of appointment `appointmentId` in organization A, begun at `begun` at
 * client A's home, under the device's temporary id `evvVisitId`.
 */
export function visitStart(fixture: Fixture, evvVisitId: number, appointmentId: number, begun: Date) {
  return {
    evvVisitId,
    activityLogId: appointmentId,
    organizationId: fixture.orgs.orgA.id,
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: begun.toISOString(),
    beginActualDateTime: begun.toISOString(),
    startLatitude: HOME_LATITUDE,
    startLongitude: HOME_LONGITUDE,
  };
}

/**
 * Verify (spec 1 §4) of the started visit `started`, ended at `ended` at client A's home with the client's
 * signature, leaving its appointment in `appointmentStatus`.
 */
export function visitVerify(started: Record<string, unknown>, appointmentStatus: string, ended: Date) {
  return {
    ...started,
    appointmentStatus,
    visitStatus: 'verify',
    complete: 1,
    endDateTime: ended.toISOString(),
    endActualDateTime: ended.toISOString(),
    endLatitude: HOME_LATITUDE,
    endLongitude: HOME_LONGITUDE,
    servicesVerified: true,
    durationVerified: true,
    hasSig: true,
    clientSig: SIGNATURE_PNG,
  };
}
