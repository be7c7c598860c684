import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { readReplySchema, sandataProfile, type EvvSubmission } from '@carevisit/core';
import { demoCredentials, startAggregatorSimulator, type RunningSimulator } from '@carevisit/aggregator-sim';
import * as t from '../src/db/schema/index.ts';
import { sandataTransport } from '../src/evv-export/aggregator-transport.ts';
import { runOutboxOnce, type OutboxWorkerOptions } from '../src/evv-export/outbox-worker.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { billFixtureAgency, verifyVisitThroughApi } from './verified-visit-fixture.ts';

// Issue 32 item 7: the outbox's sends of a visit reach the caregiver's device, and her supervisor's, through the
// ordinary incremental read `evvsubmission`; a row comes again when what a device shows of it changes (status,
// problems, exceptions), not when the worker only leases or polls it.

const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;

let server: TestServer;
let simulator: RunningSimulator;
let worker: OutboxWorkerOptions;
/** Carol verifies visits; Alice supervises her; Dave works in the same organization and supervises no one. */
let carol: string;
let alice: string;
let dave: string;
/** Bob supervises Carol too, but from organization B: her visits are outside his scope (spec 1 §6). */
let bob: string;
/** The worker's clock runs ahead of the server's (the access tokens would expire if its backoff passed there). */
let workerAhead = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  const { db } = server.database;
  const { fixture } = server;
  const cipher = await billFixtureAgency(server);
  // Dave may use the app here: the fixture's Dave has no EVV privilege.
  await db.update(t.users).set({ evvPrivilege: true }).where(eq(t.users.id, fixture.staff.dave.userId));
  await db.insert(t.staffSupervisors).values([
    { staffId: fixture.staff.carol.staffId, supervisorId: fixture.staff.alice.staffId },
    { staffId: fixture.staff.carol.staffId, supervisorId: fixture.staff.bob.staffId },
  ]);
  carol = await server.login('carol');
  alice = await server.login('alice');
  dave = await server.login('dave');
  bob = await server.login('bob');
  simulator = await startAggregatorSimulator({ port: 0, notReadyMs: 0 });
  worker = {
    sources: { db, cipher, profile: sandataProfile },
    transport: sandataTransport({ url: simulator.url, ...demoCredentials }),
    now: () => new Date(server.clock.now().getTime() + workerAhead),
  };
});
afterAll(async () => {
  await simulator?.close();
  await server?.close();
});

interface Reply {
  resources: (EvvSubmission | { submissionId: number; changedDate: string; deletedDate: string })[];
  hasMoreRecords: boolean;
  syncTime: string;
}

/** A read of evvsubmission, checked against core's read contract as a device checks it. */
async function read(token: string, body: Record<string, unknown> = {}): Promise<Reply> {
  const { status, body: reply } = await server.post('/evv/read/evvsubmission', body, token);
  expect(status).toBe(200);
  const checked = readReplySchema('evvsubmission').safeParse(reply);
  expect(checked.error?.issues ?? []).toEqual([]);
  return reply as Reply;
}

const live = (reply: Reply) => reply.resources as EvvSubmission[];

/** One run of the outbox, then ten seconds on the worker's clock (past the 5 s before a batch is polled). */
async function runWorker() {
  await runOutboxOnce(worker);
  workerAhead += 10_000;
}

const outboxRow = async (id: number) =>
  (await server.database.db.select().from(t.evvOutbox).where(eq(t.evvOutbox.id, id)))[0]!;

let visitsAgo = 30;
async function verifiedVisit() {
  visitsAgo -= 1;
  const start = new Date(FIXED_NOW.getTime() - visitsAgo * HOUR_MS);
  const verified = await verifyVisitThroughApi(server, carol, start);
  return { ...verified, start };
}

describe('evvsubmission', () => {
  let evvVisitId: number;
  let submissionId: number;

  it('brings the caregiver her verified visit’s send, queued, with the visit’s client, date and times', async () => {
    const verified = await verifiedVisit();
    evvVisitId = verified.evvVisitId;
    const [visit] = await server.database.db.select().from(t.visits).where(eq(t.visits.id, evvVisitId));
    const [appointment] = await server.database.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.id, visit!.appointmentId));
    const [queued] = await server.database.db
      .select()
      .from(t.evvOutbox)
      .where(eq(t.evvOutbox.subjectId, evvVisitId))
      .orderBy(asc(t.evvOutbox.id))
      .then((rows) => rows.filter((row) => row.kind === 'visit'));

    const reply = await read(carol);
    // Only visits: the client's and the employee's records queued with it stay on the server.
    expect(live(reply)).toEqual([
      {
        submissionId: queued!.id,
        evvVisitId,
        appointmentId: visit!.appointmentId,
        staffId: server.fixture.staff.carol.staffId,
        clientId: server.fixture.clients.clientA.clientId,
        clientFirstName: 'Ann',
        clientLastName: 'Client',
        serviceDate: appointment!.appointmentDate,
        visitStart: verified.start.toISOString(),
        visitEnd: new Date(verified.start.getTime() + 40 * 60_000).toISOString(),
        sequenceId: queued!.sequenceId,
        status: 'queued',
        problems: [],
        exceptions: [],
        queuedDate: queued!.queuedAt.toISOString(),
        resultDate: null,
        changedDate: queued!.changedAt.toISOString(),
        deletedDate: null,
      },
    ]);
    submissionId = queued!.id;
  });

  it('brings the row again in an incremental read when it is sent, and when the aggregator accepts it', async () => {
    let { syncTime } = await read(carol);
    const seen: string[] = [];
    for (let run = 0; run < 8 && !seen.includes('accepted'); run++) {
      await runWorker();
      const changes = await read(carol, { lastSync: syncTime });
      syncTime = changes.syncTime;
      for (const resource of live(changes)) {
        expect(resource.submissionId).toBe(submissionId);
        seen.push(resource.status);
      }
    }
    // The client's and employee's records went first: the visit's row did not change meanwhile.
    expect(seen).toEqual(['sent', 'accepted']);
    const [accepted] = live(await read(carol));
    expect(accepted).toMatchObject({ status: 'accepted', exceptions: [], problems: [] });
    expect(accepted!.resultDate).not.toBeNull();
    expect((await read(carol, { lastSync: syncTime })).resources).toEqual([]);
  });

  it('does not bring a row again when the worker only leases it or counts a poll', async () => {
    const { db } = server.database;
    const before = await outboxRow(submissionId);
    const { syncTime } = await read(carol);
    await db
      .update(t.evvOutbox)
      .set({
        attempts: before.attempts + 3,
        nextAttemptAt: new Date(before.nextAttemptAt.getTime() + 600_000),
        transactionId: 'another-transaction',
      })
      .where(eq(t.evvOutbox.id, submissionId));
    const leased = await outboxRow(submissionId);
    expect(leased.attempts).toBe(before.attempts + 3);
    expect(leased.changedAt).toEqual(before.changedAt);
    expect((await read(carol, { lastSync: syncTime })).resources).toEqual([]);

    // What a device shows does move it: the same row's exceptions, say.
    await db
      .update(t.evvOutbox)
      .set({ exceptions: [{ id: '3', description: 'Visits Without In-Calls' }] })
      .where(eq(t.evvOutbox.id, submissionId));
    expect((await outboxRow(submissionId)).changedAt.getTime()).toBeGreaterThan(before.changedAt.getTime());
    expect(live(await read(carol, { lastSync: syncTime }))).toMatchObject([
      { submissionId, exceptions: [{ id: '3', description: 'Visits Without In-Calls' }] },
    ]);
    await db.update(t.evvOutbox).set({ exceptions: [] }).where(eq(t.evvOutbox.id, submissionId));
  });

  it('while a polled batch is not ready, a worker run leaves changed_at as it was', async () => {
    await fetch(`${simulator.url}/_sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ notReadyMs: 3_600_000 }),
    });
    try {
      const { evvVisitId: id } = await verifiedVisit();
      await runWorker();
      const [row] = (
        await server.database.db.select().from(t.evvOutbox).where(eq(t.evvOutbox.subjectId, id))
      ).filter((candidate) => candidate.kind === 'visit');
      expect(row!.status).toBe('sent');
      const { syncTime } = await read(carol);
      for (let poll = 0; poll < 3; poll++) {
        workerAhead += 3_600_000;
        await runWorker();
      }
      const polled = await outboxRow(row!.id);
      expect(polled.status).toBe('sent');
      expect(polled.attempts).toBeGreaterThan(row!.attempts);
      expect(polled.changedAt).toEqual(row!.changedAt);
      expect((await read(carol, { lastSync: syncTime })).resources).toEqual([]);
    } finally {
      await fetch(`${simulator.url}/_sim/faults`, {
        method: 'POST',
        body: JSON.stringify({ notReadyMs: 0 }),
      });
    }
    for (let run = 0; run < 3; run++) await runWorker();
  });

  it('brings the supervisor her team member’s sends, and no one else any', async () => {
    const own = live(await read(carol)).map((resource) => resource.submissionId);
    expect(own.length).toBeGreaterThanOrEqual(2);
    const supervised = live(await read(alice));
    expect(supervised.map((resource) => resource.submissionId)).toEqual(own);
    expect(supervised[0]).toMatchObject({
      staffId: server.fixture.staff.carol.staffId,
      clientFirstName: 'Ann',
      clientLastName: 'Client',
    });
    // Narrowed to one client, as clinical reads are.
    const clientA = server.fixture.clients.clientA.clientId;
    const clientB = server.fixture.clients.clientB.clientId;
    expect(live(await read(alice, { clientId: clientA }))).toHaveLength(own.length);
    expect((await read(alice, { clientId: clientB })).resources).toEqual([]);
    // The same organization, supervising no one: nothing.
    expect((await read(dave)).resources).toEqual([]);
    // Supervising her, but her visits are in an organization outside his scope: nothing.
    expect((await read(bob)).resources).toEqual([]);
  });

  it('shows the adjusted times where the visit has them, and what readiness holds it for', async () => {
    const { db } = server.database;
    const { evvVisitId: id, start } = await verifiedVisit();
    const adjustedBegin = new Date(start.getTime() + 5 * 60_000);
    const adjustedEnd = new Date(start.getTime() + 35 * 60_000);
    // Edited times without a reason: core's readiness check holds the visit.
    await db
      .update(t.visits)
      .set({ adjustedBeginDateTime: adjustedBegin, adjustedEndDateTime: adjustedEnd })
      .where(eq(t.visits.id, id));
    await runWorker();
    const [held] = live(await read(carol)).filter((resource) => resource.evvVisitId === id);
    expect(held).toMatchObject({
      status: 'queued',
      visitStart: adjustedBegin.toISOString(),
      visitEnd: adjustedEnd.toISOString(),
    });
    expect(held!.problems.length).toBeGreaterThan(0);
  });

  it('serves a deleted row as a tombstone that names it, which the read contract accepts', async () => {
    const { syncTime } = await read(carol);
    await server.database.db
      .update(t.evvOutbox)
      .set({ deletedAt: new Date() })
      .where(eq(t.evvOutbox.id, submissionId));
    const deleted = await outboxRow(submissionId);
    const { resources } = await read(carol, { lastSync: syncTime });
    expect(resources).toEqual([
      {
        submissionId,
        changedDate: deleted.changedAt.toISOString(),
        deletedDate: deleted.deletedAt!.toISOString(),
      },
    ]);
  });

  it('refuses a body it cannot use with a 400, never a 500', async () => {
    for (const body of [{ lastSync: 'yesterday' }, { clientId: 'one' }, { limit: -1 }]) {
      const { status } = await server.post('/evv/read/evvsubmission', body, carol);
      expect(status).toBe(400);
    }
  });
});
