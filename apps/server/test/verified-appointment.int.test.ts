import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { en } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';

// Issue 20, item 1: Start Session rewrote an appointment whose visit was already verified (spec 1 §4: verify
// closes the visit; a verified visit is billing evidence). Carol may multibook, so moving an appointment onto
// another never answers as an overlap here.

/** 10:00 in New York on a Tuesday: the server's clock for every test of this file. */
const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;
const DEVICE = 'device-verified';

let server: TestServer;
let carol: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  const { db } = server.database;
  // spec 1 §4: Co-Staff only when the organization uses it. A visit verified Co-Staff leaves its appointment in
  // a status that is not final, which is how the card kept offering Start.
  await db
    .update(t.organizations)
    .set({ useCoStaff: true })
    .where(eq(t.organizations.id, server.fixture.orgs.orgA.id));
  carol = await server.login('carol');
});
afterAll(() => server.close());

const now = () => server.clock.now();
let nextTempId = -5000;

const appointmentResource = (start: Date, overrides: Record<string, unknown> = {}) =>
  newAppointment(server.fixture, nextTempId--, start, new Date(start.getTime() + HOUR_MS), overrides);

const writeAppointments = (resources: unknown[]) =>
  server.post('/evv/write/appointment', { deviceId: DEVICE, resources }, carol);
const writeVisits = (resources: unknown[]) =>
  server.post('/evv/write/visit', { deviceId: DEVICE, resources }, carol);

/** An appointment booked `hoursAgo` hours before now, its visit started at its start: ids and the visit's start. */
async function startedVisit(hoursAgo: number) {
  const start = new Date(now().getTime() - hoursAgo * HOUR_MS);
  const booked = await writeAppointments([appointmentResource(start)]);
  expect(booked.body.resources[0].errors).toEqual([]);
  const appointmentId = booked.body.resources[0].activityLogId as number;
  const sent = visitStart(server.fixture, nextTempId--, appointmentId, start);
  const started = await writeVisits([sent]);
  expect(started.body.resources[0].errors).toEqual([]);
  return {
    appointmentId,
    start,
    visitStart: { ...sent, evvVisitId: started.body.resources[0].evvVisitId },
  };
}

/** spec 1 §4 Verify, with the status Co-Staff, after a visit of 40 minutes. */
const verification = (started: Record<string, unknown>, start: Date) =>
  visitVerify(started, 'Co-Staff', new Date(start.getTime() + 40 * 60_000));

/** What the device sent in the issue: the same appointment, In Session, moved to start now. */
function reopening(appointmentId: number) {
  return appointmentResource(now(), {
    activityLogId: appointmentId,
    status: 'In Session',
    actualStartTime: now().toISOString(),
    actualEndTime: null,
  });
}

async function storedAppointment(appointmentId: number) {
  const [row] = await server.database.db
    .select()
    .from(t.appointments)
    .where(eq(t.appointments.id, appointmentId));
  return row!;
}

describe('an appointment whose visit is verified (spec 1 §4; issue 20, item 1)', () => {
  it('is not reopened or rewritten: the write is refused with the catalog message and nothing changes', async () => {
    const { appointmentId, start, visitStart } = await startedVisit(3);
    const verified = await writeVisits([verification(visitStart, start)]);
    expect(verified.body.resources[0].errors).toEqual([]);
    const before = await storedAppointment(appointmentId);
    expect(before.status).toBe('Co-Staff');

    const reopen = await writeAppointments([reopening(appointmentId)]);
    expect(reopen.status).toBe(200);
    expect(reopen.body.resources[0].errors).toMatchObject([{ message: en.appointment.visitVerified }]);
    // Nor any other status, nor other times with the same status.
    const toNone = { ...reopening(appointmentId), status: 'None', actualStartTime: null };
    const moved = appointmentResource(new Date(start.getTime() + HOUR_MS), {
      activityLogId: appointmentId,
      status: 'Co-Staff',
      actualStartTime: before.actualStartAt!.toISOString(),
      actualEndTime: before.actualEndAt!.toISOString(),
    });
    const refused = await writeAppointments([toNone, moved]);
    expect(refused.body.resources.map((r: { errors: unknown }) => r.errors)).toMatchObject([
      [{ message: en.appointment.visitVerified }],
      [{ message: en.appointment.visitVerified }],
    ]);
    expect(await storedAppointment(appointmentId)).toEqual(before);
  });

  it('keeps the activity qualifiers the visit was verified with (issue 36)', async () => {
    const { appointmentId, start, visitStart } = await startedVisit(5);
    const kept = await writeVisits([
      visitVerify(visitStart, 'Kept', new Date(start.getTime() + 40 * 60_000)),
    ]);
    expect(kept.body.resources[0].errors).toEqual([]);
    const before = await storedAppointment(appointmentId);
    const rewritten = appointmentResource(start, {
      activityLogId: appointmentId,
      status: 'Kept',
      actualStartTime: before.actualStartAt!.toISOString(),
      actualEndTime: before.actualEndAt!.toISOString(),
      activityQualifiers: [
        ...before.qualifiers,
        { descriptorId: 999_999, descriptorType: 'Activity Qualifiers' },
      ],
    });
    const reply = await writeAppointments([rewritten]);
    expect(reply.body.resources[0].errors).toMatchObject([{ message: en.appointment.visitVerified }]);
    expect(await storedAppointment(appointmentId)).toEqual(before);
  });

  it('takes a resend of the same facts, as a device retrying after a lost reply sends it', async () => {
    const { appointmentId, start, visitStart } = await startedVisit(6);
    await writeVisits([verification(visitStart, start)]);
    const stored = await storedAppointment(appointmentId);
    const resend = appointmentResource(start, {
      activityLogId: appointmentId,
      status: 'Co-Staff',
      actualStartTime: stored.actualStartAt!.toISOString(),
      actualEndTime: stored.actualEndAt!.toISOString(),
    });
    const reply = await writeAppointments([resend]);
    expect(reply.body.resources[0].errors).toEqual([]);
    expect(reply.body.resources[0].activityLogId).toBe(appointmentId);
  });

  it('stays closed when the verification and the reopening arrive at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      const { appointmentId, start, visitStart } = await startedVisit(9 + round * 2);
      const [verified, reopened] = await Promise.all([
        writeVisits([verification(visitStart, start)]),
        writeAppointments([reopening(appointmentId)]),
      ]);
      expect(verified.body.resources[0].errors).toEqual([]);
      // Either the change came first (and the verification then saved its status over it), or it came after
      // the verification and was refused; never a verified visit under a reopened appointment.
      const answer = reopened.body.resources[0].errors.map((error: { message: string }) => error.message);
      expect([[], [en.appointment.visitVerified]]).toContainEqual(answer);
      const [visit] = await server.database.db
        .select()
        .from(t.visits)
        .where(eq(t.visits.appointmentId, appointmentId));
      const appointment = await storedAppointment(appointmentId);
      expect({ round, complete: visit!.complete, status: appointment.status }).toEqual({
        round,
        complete: 1,
        status: 'Co-Staff',
      });
      expect(appointment.actualEndAt).toEqual(visit!.endActualDateTime);
    }
  });
});
