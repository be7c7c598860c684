import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { formatMessage, readReplySchema, sandataProfile, type EvvSubmission } from '@carevisit/core';
import { demoCredentials, startAggregatorSimulator, type RunningSimulator } from '@carevisit/aggregator-sim';
import * as t from '../src/db/schema/index.ts';
import { sandataTransport } from '../src/evv-export/aggregator-transport.ts';
import { runOutboxOnce, type OutboxWorkerOptions } from '../src/evv-export/outbox-worker.ts';
import { captureLog, startTestServer, type TestServer } from './harness.ts';
import { billFixtureAgency, verifyVisitThroughApi } from './verified-visit-fixture.ts';
import { newAppointment, visitStart } from './write-bodies.ts';

// Issue 32 item 5: a supervisor corrects the times of a verified visit of a staff member she supervises. The
// correction is stored beside the visit (its calls never change), the visit's unsent send is withdrawn and it is
// queued again with a higher SequenceID, and the record the aggregator gets carries the adjusted times with the
// change (who, when, reason, memo). Everything else is refused per resource, storing nothing.

const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const MEMO = 'Stayed until the nurse came, phone battery died';
const OFFICE_DEVICE = 'device-office';

let server: TestServer;
let simulator: RunningSimulator;
let worker: OutboxWorkerOptions;
const log = captureLog();
/** Carol verifies visits. Alice supervises her; Bob does too, from organization B (outside her scope). */
let carol: string;
let alice: string;
let bob: string;
/** Dave works in organization A and supervises Alice, not Carol. */
let dave: string;
/** Every visit record the worker sent, as sent. */
const sentVisits: Record<string, unknown>[] = [];
/** The worker's clock runs ahead of the server's (the access tokens would expire if its backoff passed there). */
let workerAhead = 0;

beforeAll(async () => {
  server = await startTestServer({}, { logStream: log.stream });
  server.clock.setTo(FIXED_NOW);
  const { db } = server.database;
  const { fixture } = server;
  const cipher = await billFixtureAgency(server);
  await db.update(t.users).set({ evvPrivilege: true }).where(eq(t.users.id, fixture.staff.dave.userId));
  await db.insert(t.staffSupervisors).values([
    { staffId: fixture.staff.carol.staffId, supervisorId: fixture.staff.alice.staffId },
    { staffId: fixture.staff.carol.staffId, supervisorId: fixture.staff.bob.staffId },
    { staffId: fixture.staff.alice.staffId, supervisorId: fixture.staff.dave.staffId },
  ]);
  carol = await server.login('carol');
  alice = await server.login('alice');
  bob = await server.login('bob');
  dave = await server.login('dave');
  simulator = await startAggregatorSimulator({ port: 0, notReadyMs: 0 });
  const transport = sandataTransport({ url: simulator.url, ...demoCredentials });
  worker = {
    sources: { db, cipher, profile: sandataProfile },
    transport: {
      ...transport,
      sendBatch(kind, records) {
        if (kind === 'visit') sentVisits.push(...(records as Record<string, unknown>[]));
        return transport.sendBatch(kind, records);
      },
    },
    now: () => new Date(server.clock.now().getTime() + workerAhead),
  };
});
afterAll(async () => {
  await simulator?.close();
  await server?.close();
});

/** Runs the outbox until nothing is on its way, ten minutes apart on the worker's clock. */
async function drain() {
  for (let run = 0; run < 12; run++) {
    await runOutboxOnce(worker);
    workerAhead += 10 * MINUTE_MS;
    const open = await server.database.db
      .select()
      .from(t.evvOutbox)
      .where(eq(t.evvOutbox.kind, 'visit'))
      .then((rows) => rows.filter((row) => row.deletedAt === null && row.status !== 'accepted'));
    if (open.every((row) => row.status === 'rejected' || row.status === 'unanswered')) return;
  }
  throw new Error('the outbox did not settle');
}

/** Visits three hours apart, so that a correction of one never reaches the next. */
let visitsAgo = 60;
async function verifiedVisit() {
  visitsAgo -= 3;
  const start = new Date(FIXED_NOW.getTime() - visitsAgo * HOUR_MS);
  const verified = await verifyVisitThroughApi(server, carol, start);
  return { ...verified, start };
}

let nextTempId = -1000;
const at = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE_MS).toISOString();

/** A correction as a supervisor's device sends it: from 5 to 35 minutes after `start` unless told otherwise. */
function correction(evvVisitId: number, start: Date, overrides: Record<string, unknown> = {}) {
  return {
    visitCorrectionId: nextTempId--,
    evvVisitId,
    startDateTime: at(start, 5),
    endDateTime: at(start, 35),
    reasonCodeId: server.fixture.reasonCodeId,
    memo: MEMO,
    ...overrides,
  };
}

const send = (token: string, resources: unknown[], deviceId = OFFICE_DEVICE) =>
  server.post('/evv/write/visitcorrection', { deviceId, resources }, token);

const correctionsOf = (visitId: number) =>
  server.database.db
    .select()
    .from(t.visitCorrections)
    .where(eq(t.visitCorrections.visitId, visitId))
    .orderBy(asc(t.visitCorrections.id));

const sendsOf = (visitId: number) =>
  server.database.db
    .select()
    .from(t.evvOutbox)
    .where(and(eq(t.evvOutbox.kind, 'visit'), eq(t.evvOutbox.subjectId, visitId)))
    .orderBy(asc(t.evvOutbox.id));

const visitRow = async (visitId: number) =>
  (await server.database.db.select().from(t.visits).where(eq(t.visits.id, visitId)))[0]!;

const appointmentRow = async (appointmentId: number) =>
  (await server.database.db.select().from(t.appointments).where(eq(t.appointments.id, appointmentId)))[0]!;

interface ReadReply {
  resources: (EvvSubmission | { submissionId: number; changedDate: string; deletedDate: string })[];
  syncTime: string;
}

async function readSubmissions(token: string, body: Record<string, unknown> = {}): Promise<ReadReply> {
  const { status, body: reply } = await server.post('/evv/read/evvsubmission', body, token);
  expect(status).toBe(200);
  expect(readReplySchema('evvsubmission').safeParse(reply).error?.issues ?? []).toEqual([]);
  return reply as ReadReply;
}

const isLive = (resource: ReadReply['resources'][number]): resource is EvvSubmission =>
  'evvVisitId' in resource;

/** The calls of a visit as captured: no correction may touch them. */
const callsOf = (visit: typeof t.visits.$inferSelect) => ({
  beginActualDateTime: visit.beginActualDateTime,
  endActualDateTime: visit.endActualDateTime,
  startLatitude: visit.startLatitude,
  startLongitude: visit.startLongitude,
  endLatitude: visit.endLatitude,
  endLongitude: visit.endLongitude,
  adjustedBeginDateTime: visit.adjustedBeginDateTime,
  adjustedEndDateTime: visit.adjustedEndDateTime,
  changedAt: visit.changedAt,
});

describe('a supervisor corrects a verified visit', () => {
  let evvVisitId: number;
  let start: Date;

  it('stores the correction beside the visit, withdraws its unsent send and queues it with a higher SequenceID', async () => {
    ({ evvVisitId, start } = await verifiedVisit());
    const visitBefore = await visitRow(evvVisitId);
    const appointmentBefore = await appointmentRow(visitBefore.appointmentId);
    const [queued] = await sendsOf(evvVisitId);
    expect(queued).toMatchObject({ status: 'queued', deletedAt: null });
    const { syncTime } = await readSubmissions(alice);

    const sent = correction(evvVisitId, start);
    const before = server.clock.now();
    const reply = await send(alice, [sent]);
    const after = server.clock.now();
    expect(reply.status).toBe(200);
    const [result] = reply.body.resources;
    expect(result).toEqual({
      tempId: sent.visitCorrectionId,
      visitCorrectionId: expect.any(Number),
      errors: [],
    });
    expect(result.visitCorrectionId).toBeGreaterThan(0);

    const [stored] = await correctionsOf(evvVisitId);
    expect(stored).toMatchObject({
      id: result.visitCorrectionId,
      organizationId: server.fixture.orgs.orgA.id,
      madeByStaffId: server.fixture.staff.alice.staffId,
      startAt: new Date(sent.startDateTime),
      endAt: new Date(sent.endDateTime),
      reasonCodeId: server.fixture.reasonCodeId,
      memo: MEMO,
    });
    // made_at is the server's clock, not the device's.
    expect(stored!.madeAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(stored!.madeAt.getTime()).toBeLessThanOrEqual(after.getTime());

    // The calls are evidence: the visit and its appointment's actual times are as they were.
    expect(callsOf(await visitRow(evvVisitId))).toEqual(callsOf(visitBefore));
    const appointmentAfter = await appointmentRow(visitBefore.appointmentId);
    expect([appointmentAfter.actualStartAt, appointmentAfter.actualEndAt]).toEqual([
      appointmentBefore.actualStartAt,
      appointmentBefore.actualEndAt,
    ]);

    const [withdrawn, requeued, ...none] = await sendsOf(evvVisitId);
    expect(none).toEqual([]);
    expect(withdrawn).toMatchObject({ id: queued!.id, status: 'queued', sequenceId: queued!.sequenceId });
    expect(withdrawn!.deletedAt).not.toBeNull();
    expect(requeued).toMatchObject({ status: 'queued', deletedAt: null, attempts: 0 });
    expect(BigInt(requeued!.sequenceId)).toBeGreaterThan(BigInt(queued!.sequenceId));

    // Devices drop the withdrawn send (a tombstone) and read the new one, with the corrected times.
    const changes = await readSubmissions(alice, { lastSync: syncTime });
    const ofVisit = changes.resources.filter(
      (resource) =>
        resource.submissionId === queued!.id || (isLive(resource) && resource.evvVisitId === evvVisitId),
    );
    expect(ofVisit).toEqual([
      { submissionId: queued!.id, changedDate: expect.any(String), deletedDate: expect.any(String) },
      expect.objectContaining({
        submissionId: requeued!.id,
        evvVisitId,
        sequenceId: requeued!.sequenceId,
        status: 'queued',
        visitStart: sent.startDateTime,
        visitEnd: sent.endDateTime,
      }),
    ]);
    // The caregiver's own read says the same.
    const own = (await readSubmissions(carol)).resources.filter(
      (resource) => isLive(resource) && resource.evvVisitId === evvVisitId,
    );
    expect(own).toMatchObject([{ submissionId: requeued!.id, visitStart: sent.startDateTime }]);
  });

  it('sends the corrected record once, never the withdrawn one: adjusted times and the change, accepted', async () => {
    await drain();
    const [withdrawn, requeued] = await sendsOf(evvVisitId);
    expect(withdrawn!.status).toBe('queued');
    expect(requeued!.status).toBe('accepted');
    const [stored] = await correctionsOf(evvVisitId);
    const records = sentVisits.filter((record) => record.VisitOtherID === String(evvVisitId));
    expect(records.map((record) => String(record.SequenceID))).toEqual([requeued!.sequenceId]);
    const visit = await visitRow(evvVisitId);
    expect(records[0]).toMatchObject({
      AdjInDateTime: `${at(start, 5).slice(0, 19)}Z`,
      AdjOutDateTime: `${at(start, 35).slice(0, 19)}Z`,
      Calls: [
        {
          CallAssignment: 'Time In',
          CallDateTime: `${visit.beginActualDateTime!.toISOString().slice(0, 19)}Z`,
        },
        {
          CallAssignment: 'Time Out',
          CallDateTime: `${visit.endActualDateTime!.toISOString().slice(0, 19)}Z`,
        },
      ],
      VisitChanges: [
        {
          SequenceID: requeued!.sequenceId,
          ChangeMadeBy: String(server.fixture.staff.alice.staffId),
          ChangeDateTime: `${stored!.madeAt.toISOString().slice(0, 19)}Z`,
          ReasonCode: expect.any(String),
          ChangeReasonMemo: MEMO,
        },
      ],
    });
  });

  it('a visit the aggregator accepted goes again after a correction, its calls as first sent, and is accepted', async () => {
    const second = correction(evvVisitId, start, { startDateTime: at(start, 2), endDateTime: at(start, 38) });
    expect((await send(alice, [second])).body.resources[0].errors).toEqual([]);
    const rows = await sendsOf(evvVisitId);
    // The accepted send stays: only unsent sends are withdrawn.
    expect(rows.map((row) => [row.status, row.deletedAt === null])).toEqual([
      ['queued', false],
      ['accepted', true],
      ['queued', true],
    ]);
    await drain();
    const [, first, latest] = await sendsOf(evvVisitId);
    expect(latest!.status).toBe('accepted');
    expect(BigInt(latest!.sequenceId)).toBeGreaterThan(BigInt(first!.sequenceId));
    const records = sentVisits.filter((record) => record.VisitOtherID === String(evvVisitId));
    expect(records).toHaveLength(2);
    // The simulator refuses a visit whose calls differ from those it accepted: they went unchanged.
    expect(records[1]!.Calls).toEqual(records[0]!.Calls);
    expect(records[1]).toMatchObject({
      AdjInDateTime: `${at(start, 2).slice(0, 19)}Z`,
      AdjOutDateTime: `${at(start, 38).slice(0, 19)}Z`,
    });
    // Both corrections, in the order made.
    expect((records[1]!.VisitChanges as unknown[]).length).toBe(2);
    const [latestRead] = (await readSubmissions(carol)).resources.filter(
      (resource) => isLive(resource) && resource.submissionId === latest!.id,
    );
    expect(latestRead).toMatchObject({
      visitStart: at(start, 2),
      visitEnd: at(start, 38),
      status: 'accepted',
    });
  });

  it("reach the caregiver's device and her supervisors' in scope through the visitcorrection read, no one else's", async () => {
    const read = async (token: string, body: Record<string, unknown> = {}) => {
      const { status, body: reply } = await server.post('/evv/read/visitcorrection', body, token);
      expect(status).toBe(200);
      expect(readReplySchema('visitcorrection').safeParse(reply).error?.issues ?? []).toEqual([]);
      return reply as { resources: { visitCorrectionId: number; evvVisitId: number }[]; syncTime: string };
    };
    const stored = await correctionsOf(evvVisitId);
    const expected = stored.map((row) => ({
      visitCorrectionId: row.id,
      evvVisitId,
      madeByStaffId: server.fixture.staff.alice.staffId,
      madeAt: row.madeAt.toISOString(),
      startDateTime: row.startAt.toISOString(),
      endDateTime: row.endAt.toISOString(),
      reasonCodeId: server.fixture.reasonCodeId,
      memo: MEMO,
      changedDate: expect.any(String),
      deletedDate: null,
    }));
    const ofVisit = (reply: { resources: { evvVisitId: number }[] }) =>
      reply.resources.filter((resource) => resource.evvVisitId === evvVisitId);
    const carolsRead = await read(carol);
    expect(ofVisit(carolsRead)).toEqual(expected);
    expect(ofVisit(await read(alice))).toEqual(expected);
    // Dave supervises Alice, not Carol; Bob supervises Carol from organization B, outside her visit's scope.
    expect((await read(dave)).resources).toEqual([]);
    expect((await read(bob)).resources).toEqual([]);
    // Only what was stored since comes again.
    expect((await read(carol, { lastSync: carolsRead.syncTime })).resources).toEqual([]);
    server.clock.advance(MINUTE_MS);
    const third = correction(evvVisitId, start, { startDateTime: at(start, 3), endDateTime: at(start, 33) });
    const reply = await send(alice, [third]);
    const changes = await read(carol, { lastSync: carolsRead.syncTime });
    expect(changes.resources.map((resource) => resource.visitCorrectionId)).toEqual([
      reply.body.resources[0].visitCorrectionId,
    ]);
    await drain();
  });

  it('the same correction sent twice is stored once and answers the same id', async () => {
    const { evvVisitId: id, start: begun } = await verifiedVisit();
    const body = correction(id, begun);
    const first = await send(alice, [body]);
    const again = await send(alice, [body]);
    expect(again.body.resources).toEqual(first.body.resources);
    expect(first.body.resources[0].errors).toEqual([]);
    expect(await correctionsOf(id)).toHaveLength(1);
    const rows = await sendsOf(id);
    expect(rows.filter((row) => row.deletedAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it('a correction that came while a worker held the send: the worker withdraws that send instead of sending it', async () => {
    const { db } = server.database;
    const { evvVisitId: id, start: begun } = await verifiedVisit();
    const [held] = await sendsOf(id);
    // What a worker's claim leaves while it builds the batch: the row held as sending.
    await db.update(t.evvOutbox).set({ status: 'sending', attempts: 1 }).where(eq(t.evvOutbox.id, held!.id));
    expect((await send(alice, [correction(id, begun)])).body.resources[0].errors).toEqual([]);
    // The held send was not withdrawn (it may be on its way); then the worker puts it back in the queue.
    await db
      .update(t.evvOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(0) })
      .where(eq(t.evvOutbox.id, held!.id));
    await drain();
    const [first, latest] = await sendsOf(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 0 });
    expect(first!.deletedAt).not.toBeNull();
    expect(latest).toMatchObject({ status: 'accepted', deletedAt: null });
    const records = sentVisits.filter((record) => record.VisitOtherID === String(id));
    expect(records.map((record) => String(record.SequenceID))).toEqual([latest!.sequenceId]);
  });
});

describe('refusals: each said per resource, nothing stored, nothing queued', () => {
  let evvVisitId: number;
  let start: Date;
  let unverifiedId: number;

  beforeAll(async () => {
    ({ evvVisitId, start } = await verifiedVisit());
    const write = (table: string, resources: unknown[]) =>
      server.post(`/evv/write/${table}`, { deviceId: 'device-phone', resources }, carol);
    // Another appointment of Carol's, 90 minutes after the visit began.
    const neighbour = await write('appointment', [
      newAppointment(
        server.fixture,
        nextTempId--,
        new Date(start.getTime() + 90 * MINUTE_MS),
        new Date(start.getTime() + 150 * MINUTE_MS),
      ),
    ]);
    expect(neighbour.body.resources[0].errors).toEqual([]);
    // A visit started, not verified, in a free hour.
    visitsAgo -= 3;
    const begun = new Date(FIXED_NOW.getTime() - visitsAgo * HOUR_MS);
    const booked = await write('appointment', [
      newAppointment(server.fixture, nextTempId--, begun, new Date(begun.getTime() + HOUR_MS)),
    ]);
    const started = await write('visit', [
      visitStart(server.fixture, nextTempId--, booked.body.resources[0].activityLogId, begun),
    ]);
    expect(started.body.resources[0].errors).toEqual([]);
    unverifiedId = started.body.resources[0].evvVisitId;
  });

  const refusals: [string, () => [string, Record<string, unknown>, string]][] = [
    ['the caregiver herself', () => [carol, {}, formatMessage('server.correctionOwnVisit')]],
    ['a supervisor of someone else', () => [dave, {}, formatMessage('server.correctionNotSupervisor')]],
    ['her supervisor in another organization', () => [bob, {}, formatMessage('server.visitNotFound')]],
    [
      'an unverified visit',
      () => [alice, { evvVisitId: unverifiedId }, formatMessage('server.correctionNotVerified')],
    ],
    [
      'an end in the future',
      () => [
        alice,
        // From an hour ago to half an hour from now, the same day in the organization's zone.
        { startDateTime: at(server.clock.now(), -60), endDateTime: at(server.clock.now(), 30) },
        formatMessage('editTimes.futureEndTime'),
      ],
    ],
    [
      'a start after the end',
      () => [
        alice,
        { startDateTime: at(start, 40), endDateTime: at(start, 10) },
        formatMessage('editTimes.startAfterEnd'),
      ],
    ],
    [
      '24 hours or more',
      () => [
        alice,
        { startDateTime: at(start, -60), endDateTime: at(start, 24 * 60) },
        formatMessage('editTimes.tooLong'),
      ],
    ],
    [
      "an overlap with another of the caregiver's appointments",
      () => [alice, { endDateTime: at(start, 100) }, formatMessage('editTimes.conflict')],
    ],
    ['no memo', () => [alice, { memo: '' }, formatMessage('editTimes.commentsRequired')]],
    ['a blank memo', () => [alice, { memo: '   ' }, formatMessage('editTimes.commentsRequired')]],
    [
      'a reason that is not an EVV reason code of the agency',
      () => [alice, { reasonCodeId: 999_999 }, formatMessage('server.reasonCodeNotFound', { id: 999_999 })],
    ],
  ];

  it.each(refusals)('%s', async (_name, refusal) => {
    const [token, overrides, message] = refusal();
    const target = (overrides.evvVisitId as number | undefined) ?? evvVisitId;
    const sendsBefore = await sendsOf(target);
    const sent = correction(evvVisitId, start, overrides);
    const reply = await send(token, [sent]);
    expect(reply.status).toBe(200);
    expect(reply.body.resources).toMatchObject([
      { tempId: sent.visitCorrectionId, visitCorrectionId: sent.visitCorrectionId, errors: [{ message }] },
    ]);
    expect(await correctionsOf(target)).toEqual([]);
    expect(await sendsOf(target)).toEqual(sendsBefore);
  });

  it('says every broken rule at once, and a refused resource does not stop the rest of the batch', async () => {
    const broken = correction(evvVisitId, start, {
      startDateTime: at(start, 40),
      endDateTime: at(start, 10),
      memo: '',
    });
    const fine = correction(evvVisitId, start);
    const reply = await send(alice, [broken, fine]);
    expect(reply.body.resources[0].errors).toMatchObject([
      { message: formatMessage('editTimes.startAfterEnd') },
      { message: formatMessage('editTimes.commentsRequired') },
    ]);
    expect(reply.body.resources[1].errors).toEqual([]);
    expect((await correctionsOf(evvVisitId)).map((row) => row.id)).toEqual([
      reply.body.resources[1].visitCorrectionId,
    ]);
  });

  it('a body that fails the contract is a 4xx with errors[], never a 500', async () => {
    const good = correction(evvVisitId, start);
    for (const resource of [
      { ...good, visitCorrectionId: 5 },
      { ...good, memo: 'x'.repeat(257) },
      { ...good, startDateTime: 'yesterday' },
      { ...good, madeByStaffId: 1 },
      { ...good, reasonCodeId: undefined },
    ]) {
      const reply = await send(alice, [resource]);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.errors.length).toBeGreaterThan(0);
    }
    expect((await send(alice, [])).status).toBe(400);
    expect((await server.post('/evv/write/visitcorrection', { resources: [good] }, alice)).status).toBe(400);
    expect(
      (await server.post('/evv/write/visitcorrection', { deviceId: OFFICE_DEVICE, resources: [good] }))
        .status,
    ).toBe(401);
  });
});

it('two corrections of one visit sent at the same moment both get a clean answer; one send stays queued', async () => {
  for (let round = 0; round < 4; round++) {
    const { evvVisitId: id, start: begun } = await verifiedVisit();
    const replies = await Promise.all([
      send(alice, [correction(id, begun, { endDateTime: at(begun, 30) })], 'device-office-1'),
      send(alice, [correction(id, begun, { endDateTime: at(begun, 45) })], 'device-office-2'),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.resources[0].errors).toEqual([]);
    }
    const stored = await correctionsOf(id);
    expect(stored).toHaveLength(2);
    // The one stored later is the later one: the clock is read under the visit's locks.
    expect(stored[1]!.madeAt.getTime()).toBeGreaterThanOrEqual(stored[0]!.madeAt.getTime());
    const live = (await sendsOf(id)).filter((row) => row.deletedAt === null);
    expect(live.map((row) => row.status)).toEqual(['queued']);
  }
});

it('logs no memo, reason, time or name of a correction', () => {
  const lines = log.lines.join('\n');
  expect(log.lines.length).toBeGreaterThan(0);
  expect(lines).not.toContain(MEMO);
  expect(lines).not.toContain('Client declined');
  expect(lines).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  expect(lines).not.toMatch(/select |insert into /i);
});
