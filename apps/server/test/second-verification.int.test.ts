import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { en } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { visitDisputes } from '../src/db/schema/visit-disputes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';

// Issue 36, item 1: the phone verified a visit (YES, YES, the client's signature); the tablet, offline meanwhile,
// verified it NO, NO with no signature. The tablet's write was answered as stored and the dispute was lost. A
// verified visit does not change, so the second verification is refused with its own code, and the client's
// dispute in it is kept beside the visit. Carol may multibook, so her visits never meet as overlaps.

/** 10:00 in New York on a Tuesday: the server's clock for every test of this file. */
const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;
const PHONE = 'device-phone';
const TABLET = 'device-tablet';

let server: TestServer;
let carol: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  carol = await server.login('carol');
});
afterAll(() => server.close());

let nextTempId = -7000;
const write = (table: 'appointment' | 'visit', deviceId: string, resources: unknown[]) =>
  server.post(`/evv/write/${table}`, { deviceId, resources }, carol);

/** A visit of an appointment booked `hoursAgo` hours ago, started on the phone and known to both devices. */
async function sharedVisit(hoursAgo: number) {
  const start = new Date(FIXED_NOW.getTime() - hoursAgo * HOUR_MS);
  const end = new Date(start.getTime() + HOUR_MS);
  const booked = await write('appointment', PHONE, [
    newAppointment(server.fixture, nextTempId--, start, end),
  ]);
  expect(booked.body.resources[0].errors).toEqual([]);
  const appointmentId = booked.body.resources[0].activityLogId as number;
  const started = await write('visit', PHONE, [
    visitStart(server.fixture, nextTempId--, appointmentId, start),
  ]);
  expect(started.body.resources[0].errors).toEqual([]);
  const evvVisitId = started.body.resources[0].evvVisitId as number;
  const visit = { ...visitStart(server.fixture, evvVisitId, appointmentId, start), evvVisitId };
  return { evvVisitId, start, visit };
}

/** The phone's verification: Kept, YES and YES, signed, after 40 minutes. */
const confirmed = (visit: Record<string, unknown>, start: Date) =>
  visitVerify(visit, 'Kept', new Date(start.getTime() + 40 * 60_000));

/** The tablet's: Kept, NO and NO, stopped 10 minutes later, the client refusing to sign. */
function disputed(visit: Record<string, unknown>, start: Date) {
  return {
    ...visitVerify(visit, 'Kept', new Date(start.getTime() + 50 * 60_000)),
    servicesVerified: false,
    durationVerified: false,
    hasSig: false,
    clientSig: null,
    events: [
      {
        eventType: 'VerificationDeclined',
        reasonCodeId: server.fixture.reasonCodeId,
        comments: 'Client disputes visit duration',
      },
      {
        eventType: 'SignatureMissing',
        reasonCodeId: server.fixture.reasonCodeId,
        comments: 'Client refused to sign',
      },
    ],
  };
}

const storedVisit = async (id: number) =>
  (await server.database.db.select().from(t.visits).where(eq(t.visits.id, id)))[0]!;
const disputesOf = (visitId: number) =>
  server.database.db.select().from(visitDisputes).where(eq(visitDisputes.visitId, visitId));

const ALREADY_VERIFIED = { code: 'visit_already_verified', message: en.server.visitAlreadyVerified };
const DISPUTE_KEPT = { code: 'visit_already_verified', message: en.server.visitAlreadyVerifiedDisputeKept };

describe('a visit verified on one device and then on another (issue 36)', () => {
  it('refuses the second with visit_already_verified, keeps its dispute, and leaves the first as it was', async () => {
    const { evvVisitId, start, visit } = await sharedVisit(3);
    const first = await write('visit', PHONE, [confirmed(visit, start)]);
    expect(first.body.resources[0]).toEqual({ tempId: evvVisitId, evvVisitId, errors: [] });
    const verified = await storedVisit(evvVisitId);

    const sentAt = server.clock.now();
    const second = await write('visit', TABLET, [disputed(visit, start)]);
    const answeredAt = server.clock.now();
    expect(second.status).toBe(200);
    expect(second.body.resources[0]).toMatchObject({
      tempId: evvVisitId,
      evvVisitId,
      errors: [DISPUTE_KEPT],
    });
    expect(await storedVisit(evvVisitId)).toEqual(verified);
    expect(verified).toMatchObject({ servicesVerified: true, durationVerified: true, hasSignature: true });

    const [dispute, ...more] = await disputesOf(evvVisitId);
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({
      visitId: evvVisitId,
      clientId: server.fixture.clients.clientA.clientId,
      organizationId: server.fixture.orgs.orgA.id,
      recordedByStaffId: server.fixture.staff.carol.staffId,
      deviceId: TABLET,
      appointmentStatus: 'Kept',
      endActualDateTime: new Date(start.getTime() + 50 * 60_000),
      servicesVerified: false,
      durationVerified: false,
      hasSignature: false,
      signature: null,
      verificationDeclinedReason: server.fixture.reasonCodeId,
      verificationDeclinedComments: 'Client disputes visit duration',
      signatureMissingReason: server.fixture.reasonCodeId,
      signatureMissingComments: 'Client refused to sign',
    });
    // When the server received it, by the server's clock.
    expect(dispute!.receivedAt.getTime()).toBeGreaterThanOrEqual(sentAt.getTime());
    expect(dispute!.receivedAt.getTime()).toBeLessThanOrEqual(answeredAt.getTime());
  });

  it('answers a resend of either as before: the first as stored, the second refused, its dispute kept once', async () => {
    const { evvVisitId, start, visit } = await sharedVisit(6);
    await write('visit', PHONE, [confirmed(visit, start)]);
    await write('visit', TABLET, [disputed(visit, start)]);
    const verified = await storedVisit(evvVisitId);

    const phoneAgain = await write('visit', PHONE, [confirmed(visit, start)]);
    expect(phoneAgain.body.resources[0]).toEqual({ tempId: evvVisitId, evvVisitId, errors: [] });
    const tabletAgain = await write('visit', TABLET, [disputed(visit, start)]);
    expect(tabletAgain.body.resources[0].errors).toMatchObject([DISPUTE_KEPT]);
    expect(await disputesOf(evvVisitId)).toHaveLength(1);
    expect(await storedVisit(evvVisitId)).toEqual(verified);
  });

  it('refuses a second verification the client confirmed too, and keeps nothing of it', async () => {
    const { evvVisitId, start, visit } = await sharedVisit(9);
    await write('visit', PHONE, [confirmed(visit, start)]);
    const verified = await storedVisit(evvVisitId);
    const later = visitVerify(visit, 'Kept', new Date(start.getTime() + 45 * 60_000));
    const second = await write('visit', TABLET, [later]);
    expect(second.body.resources[0].errors).toMatchObject([ALREADY_VERIFIED]);
    expect(await disputesOf(evvVisitId)).toEqual([]);
    expect(await storedVisit(evvVisitId)).toEqual(verified);
  });

  it('lets exactly one of two verifications arriving at the same moment win, and refuses the other', async () => {
    for (let round = 0; round < 6; round++) {
      const { evvVisitId, start, visit } = await sharedVisit(12 + round * 2);
      const [phone, tablet] = await Promise.all([
        write('visit', PHONE, [confirmed(visit, start)]),
        write('visit', TABLET, [disputed(visit, start)]),
      ]);
      expect([phone.status, tablet.status]).toEqual([200, 200]);
      const errors = [phone.body.resources[0].errors, tablet.body.resources[0].errors];
      const stored = await storedVisit(evvVisitId);
      const disputes = await disputesOf(evvVisitId);
      if (errors[0].length === 0) {
        // The phone won: the tablet's dispute is kept beside its verification.
        expect({ round, errors: errors[1], disputes: disputes.length }).toMatchObject({
          round,
          errors: [DISPUTE_KEPT],
          disputes: 1,
        });
        expect(stored.durationVerified).toBe(true);
      } else {
        // The tablet won: its NO answers are the verification, and the phone's YES disputes nothing.
        expect({ round, errors, disputes: disputes.length }).toMatchObject({
          round,
          errors: [[ALREADY_VERIFIED], []],
          disputes: 0,
        });
        expect(stored.durationVerified).toBe(false);
      }
      expect(stored.complete).toBe(1);
    }
  });
});
