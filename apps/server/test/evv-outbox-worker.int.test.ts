import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { sandataProfile, visitStanding } from '@carevisit/core';
import { demoCredentials, startAggregatorSimulator, type RunningSimulator } from '@carevisit/aggregator-sim';
import * as t from '../src/db/schema/index.ts';
import { recordEmployeeIdentifier } from '../src/billing/employee-identifier.ts';
import { sandataTransport } from '../src/evv-export/aggregator-transport.ts';
import { runOutboxOnce, type OutboxWorkerOptions } from '../src/evv-export/outbox-worker.ts';
import { queueRecord, queueVerifiedVisit } from '../src/evv-export/queue-visit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { BILLED_MEDICAID_ID, billFixtureAgency, verifyVisitThroughApi } from './verified-visit-fixture.ts';

// Issue 32 item 5: the outbox sends verified visits (their client and employee first) to the simulated Sandata
// aggregator, polls the results and stores them; every record is sent once per SequenceID whatever fails.

const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;
/** A Medicaid id the simulated state's eligibility file does not hold (the simulator is told so). */
const UNKNOWN_TO_STATE = '900800700';

let server: TestServer;
let simulator: RunningSimulator;
let carol: string;
let worker: OutboxWorkerOptions;
let visitsAgo = 40;
/**
 * The worker's clock runs ahead of the server's by what the tests move it: visits are verified through the API on
 * the server's clock, whose access token would expire if the hours of backoff passed there too.
 */
let workerAhead = 0;
const workerNow = () => new Date(server.clock.now().getTime() + workerAhead);
const advanceWorker = (ms: number) => {
  workerAhead += ms;
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  carol = await server.login('carol');
  const { db } = server.database;
  const cipher = await billFixtureAgency(server);
  simulator = await startAggregatorSimulator({
    port: 0,
    notReadyMs: 0,
    unknownMedicaidIds: [UNKNOWN_TO_STATE],
  });
  worker = {
    sources: { db, cipher, profile: sandataProfile },
    transport: sandataTransport({ url: simulator.url, ...demoCredentials }),
    now: workerNow,
  };
});
afterAll(async () => {
  await simulator.close();
  await server.close();
});

const faults = (body: Record<string, unknown>) =>
  fetch(`${simulator.url}/_sim/faults`, { method: 'POST', body: JSON.stringify(body) });
beforeEach(() => faults({ down: false, delayMs: 0, loseNextReplies: 0, notReadyMs: 0 }));

interface Received {
  kind: string;
  key: string | null;
  SequenceID: string;
  result: string;
  duplicate: boolean;
}
const received = async (): Promise<Received[]> =>
  (await fetch(`${simulator.url}/_sim/received`)).json() as Promise<Received[]>;

const rowsOf = (kind: t.EvvOutboxKind, subjectId: number) =>
  server.database.db
    .select()
    .from(t.evvOutbox)
    .where(eq(t.evvOutbox.subjectId, subjectId))
    .orderBy(asc(t.evvOutbox.id))
    .then((rows) => rows.filter((row) => row.kind === kind));

/** Runs the outbox, ten minutes apart on the worker's clock, until nothing is on its way (held visits aside). */
async function drain() {
  for (let run = 0; run < 12; run++) {
    await runOutboxOnce(worker);
    advanceWorker(10 * 60_000);
    const open = await server.database.db
      .select()
      .from(t.evvOutbox)
      .where(inArray(t.evvOutbox.status, ['queued', 'sending', 'sent']));
    if (open.every((row) => row.problems.length > 0)) return;
  }
  throw new Error('the outbox did not settle');
}

/** A visit verified through the API, an hour apart from the last one so that none overlap. */
async function verifiedVisit() {
  visitsAgo -= 1;
  return verifyVisitThroughApi(server, carol, new Date(FIXED_NOW.getTime() - visitsAgo * HOUR_MS));
}

const visitKey = (evvVisitId: number) => (entry: Received) =>
  entry.kind === 'visits' && entry.key === String(evvVisitId);

it('sends the client, the employee and then the visit, polls the results and stores them as accepted', async () => {
  const { evvVisitId } = await verifiedVisit();
  await drain();
  const rows = await server.database.db.select().from(t.evvOutbox).orderBy(asc(t.evvOutbox.id));
  expect(rows.map((row) => [row.kind, row.status])).toEqual([
    ['client', 'accepted'],
    ['employee', 'accepted'],
    ['visit', 'accepted'],
  ]);
  expect(rows.every((row) => row.transactionId !== null && row.resultAt !== null)).toBe(true);
  const sent = await received();
  expect(sent.map((entry) => entry.kind)).toEqual(['clients', 'employees', 'visits']);
  expect(sent.filter(visitKey(evvVisitId))).toHaveLength(1);
});

it('"not ready yet" is asked again later, with a longer wait each time', async () => {
  await faults({ notReadyMs: 3_600_000 });
  const { evvVisitId } = await verifiedVisit();
  await runOutboxOnce(worker);
  const [sent] = await rowsOf('visit', evvVisitId);
  expect(sent!.status).toBe('sent');
  const waits: number[] = [];
  for (let poll = 0; poll < 3; poll++) {
    advanceWorker(60 * 60_000);
    const before = workerNow().getTime();
    await runOutboxOnce(worker);
    const [row] = await rowsOf('visit', evvVisitId);
    expect(row!.status).toBe('sent');
    waits.push(row!.nextAttemptAt.getTime() - before);
  }
  expect(waits[1]!).toBeGreaterThan(waits[0]!);
  expect(waits[2]!).toBeGreaterThan(waits[1]!);
  await faults({ notReadyMs: 0 });
  await drain();
  expect((await rowsOf('visit', evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
});

it('while the aggregator is down nothing is taken: the same SequenceID goes again after the backoff', async () => {
  await faults({ down: true });
  const { evvVisitId } = await verifiedVisit();
  await runOutboxOnce(worker);
  const [waiting] = await rowsOf('visit', evvVisitId);
  expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
  expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(workerNow().getTime());
  await faults({ down: false });
  await drain();
  const rows = await rowsOf('visit', evvVisitId);
  expect(rows.map((row) => [row.sequenceId, row.status])).toEqual([[waiting!.sequenceId, 'accepted']]);
  expect((await received()).filter(visitKey(evvVisitId))).toHaveLength(1);
});

it('a reply lost after the aggregator took the batch: the SequenceID is spent, a higher one goes, none twice', async () => {
  const { evvVisitId } = await verifiedVisit();
  await faults({ loseNextReplies: 1 });
  await runOutboxOnce(worker);
  const [spent, again] = await rowsOf('visit', evvVisitId);
  expect(spent!.status).toBe('unanswered');
  expect(again!.status).toBe('queued');
  expect(BigInt(again!.sequenceId)).toBeGreaterThan(BigInt(spent!.sequenceId));
  await drain();
  expect((await rowsOf('visit', evvVisitId)).map((row) => row.status)).toEqual(['unanswered', 'accepted']);
  const sends = (await received()).filter(visitKey(evvVisitId));
  expect(sends.map((entry) => entry.SequenceID)).toEqual([spent!.sequenceId, again!.sequenceId]);
  expect(sends.some((entry) => entry.duplicate)).toBe(false);
});

it('a server killed mid-send: once its lease ends, the rows it held are spent and queued again', async () => {
  const { evvVisitId } = await verifiedVisit();
  const { db } = server.database;
  const [queued] = await rowsOf('visit', evvVisitId);
  // What a worker leaves when killed after claiming: the row held as sending, its lease not yet over.
  await db
    .update(t.evvOutbox)
    .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(workerNow().getTime() + 60_000) })
    .where(eq(t.evvOutbox.id, queued!.id));
  await runOutboxOnce(worker);
  expect((await rowsOf('visit', evvVisitId)).map((row) => row.status)).toEqual(['sending']);
  advanceWorker(11 * 60_000);
  await drain();
  const rows = await rowsOf('visit', evvVisitId);
  expect(rows.map((row) => row.status)).toEqual(['unanswered', 'accepted']);
  expect(BigInt(rows[1]!.sequenceId)).toBeGreaterThan(BigInt(rows[0]!.sequenceId));
});

const setClientProgram = (values: Partial<typeof t.clientPrograms.$inferInsert>) =>
  server.database.db
    .update(t.clientPrograms)
    .set(values)
    .where(eq(t.clientPrograms.clientId, server.fixture.clients.clientA.clientId));

it('a visit core readiness finds problems in is held, never sent; once the office fixes it, it goes', async () => {
  await setClientProgram({ medicaidId: null });
  const { evvVisitId } = await verifiedVisit();
  await drain();
  const [held] = await rowsOf('visit', evvVisitId);
  expect(held).toMatchObject({ status: 'queued', problems: ['clientMedicaidIdMissing'], attempts: 0 });
  expect((await received()).filter(visitKey(evvVisitId))).toEqual([]);

  // Looked at again later: the office has added the Medicaid id.
  await setClientProgram({ medicaidId: BILLED_MEDICAID_ID });
  await drain();
  const rows = await rowsOf('visit', evvVisitId);
  expect(rows.map((row) => [row.sequenceId, row.status, row.problems])).toEqual([
    [held!.sequenceId, 'accepted', []],
  ]);
});

it('a rejected record keeps the aggregator exceptions; fixed and queued again, it goes with a higher SequenceID', async () => {
  const { db } = server.database;
  // A payer the state does not know: nothing the device can see, the aggregator's field table catches it.
  await setClientProgram({ payer: 'CTXX' });
  const { evvVisitId } = await verifiedVisit();
  await drain();
  const [rejected] = await rowsOf('visit', evvVisitId);
  expect(rejected!.status).toBe('rejected');
  expect(rejected!.exceptions.some((exception) => exception.description.includes('PayerID'))).toBe(true);

  await setClientProgram({ payer: 'CTDSS' });
  const [visit] = await db.select().from(t.visits).where(eq(t.visits.id, evvVisitId));
  await queueVerifiedVisit(db, { ...visit!, visitId: visit!.id }, workerNow());
  await drain();
  const rows = await rowsOf('visit', evvVisitId);
  expect(rows.map((row) => row.status)).toEqual(['rejected', 'accepted']);
  expect(BigInt(rows[1]!.sequenceId)).toBeGreaterThan(BigInt(rows[0]!.sequenceId));
});

it('two workers on one database send each record once', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) ids.push((await verifiedVisit()).evvVisitId);
  for (let round = 0; round < 4; round++) {
    await Promise.all([runOutboxOnce(worker), runOutboxOnce(worker)]);
    advanceWorker(10 * 60_000);
  }
  const all = await received();
  for (const id of ids) expect(all.filter(visitKey(id))).toHaveLength(1);
  expect(all.some((entry) => entry.duplicate)).toBe(false);
  for (const id of ids) expect((await rowsOf('visit', id)).map((row) => row.status)).toEqual(['accepted']);
});

it('a visit whose employee record the aggregator refused waits with its exceptions; the record goes again only at the recheck', async () => {
  const { db } = server.database;
  const { cipher } = worker.sources;
  const { alice } = server.fixture.staff;
  // A kind of identifier the Connecticut aggregator does not take (its EmployeeQualifier is EmployeeSSN): core's
  // readiness finds nothing missing, the aggregator refuses the employee record.
  await recordEmployeeIdentifier(db, cipher, alice.staffId, {
    qualifier: 'EmployeeCustomID',
    identifier: 'HHP10427',
  });
  visitsAgo -= 1;
  const start = new Date(FIXED_NOW.getTime() - visitsAgo * HOUR_MS);
  const { evvVisitId } = await verifyVisitThroughApi(server, await server.login('alice'), start);
  const employeeSends = async (identifier: string) =>
    (await received()).filter((entry) => entry.kind === 'employees' && entry.key === identifier);
  const runs = async (count: number, apartMs: number) => {
    for (let run = 0; run < count; run++) {
      await runOutboxOnce(worker);
      advanceWorker(apartMs);
    }
  };

  // Twelve runs 30 s apart: six minutes, inside one recheck. The refused record went once (it used to go again on
  // every run, the visit back in the queue at once), and the visit waits, unsent, saying why.
  await runs(12, 30_000);
  expect(await employeeSends('HHP10427')).toHaveLength(1);
  expect((await received()).filter(visitKey(evvVisitId))).toEqual([]);
  const [held] = await rowsOf('visit', evvVisitId);
  expect(held).toMatchObject({ status: 'queued', problems: [], attempts: 0 });
  expect(held!.exceptions[0]!.id).toBe('1');
  expect(held!.exceptions.some((exception) => exception.description.includes('EmployeeQualifier'))).toBe(
    true,
  );
  expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(workerNow().getTime());
  // What the caregiver's device makes of it (core's visitStanding): rejected, the unknown employee its reason.
  expect(visitStanding([], [held!])).toMatchObject({
    status: 'rejected',
    reasons: [{ key: 'evvException.unknownEmployee' }, { key: 'evvException.record' }],
  });

  // At the recheck (ten minutes after the visit was held) the record goes once more, is refused again, and the
  // visit waits another ten minutes.
  await runs(16, 30_000);
  expect(await employeeSends('HHP10427')).toHaveLength(2);
  const [stillHeld] = await rowsOf('visit', evvVisitId);
  expect(stillHeld).toMatchObject({ status: 'queued', sequenceId: held!.sequenceId });
  expect(stillHeld!.exceptions[0]!.id).toBe('1');
  expect(stillHeld!.nextAttemptAt.getTime()).toBeGreaterThan(workerNow().getTime());

  // The office records her SSN: at the next recheck her record is accepted, and the visit goes, what held it gone.
  await recordEmployeeIdentifier(db, cipher, alice.staffId, {
    qualifier: 'EmployeeSSN',
    identifier: '100056780',
  });
  advanceWorker(10 * 60_000);
  let sentSeen = false;
  for (let run = 0; run < 8; run++) {
    await runOutboxOnce(worker);
    advanceWorker(30_000);
    const [row] = await rowsOf('visit', evvVisitId);
    if (row!.status === 'sent') {
      sentSeen = true;
      expect(row).toMatchObject({ exceptions: [], problems: [] });
    }
  }
  expect(sentSeen).toBe(true);
  expect(await employeeSends('HHP10427')).toHaveLength(2);
  expect(await employeeSends('100056780')).toHaveLength(1);
  const rows = await rowsOf('visit', evvVisitId);
  expect(rows.map((row) => [row.sequenceId, row.status, row.exceptions, row.problems])).toEqual([
    [held!.sequenceId, 'accepted', [], []],
  ]);
  const sends = (await received()).filter(visitKey(evvVisitId));
  expect(sends.map((entry) => [entry.SequenceID, entry.result, entry.duplicate])).toEqual([
    [held!.sequenceId, 'Accepted', false],
  ]);
});

it('a client record sent without its key gets its own result, though another of its batch has its SequenceID', async () => {
  const { db } = server.database;
  const { fixture } = server;
  // Two clients queued in the same second share a SequenceID; client A1 has no Medicaid id, so its record goes
  // without a ClientID and the aggregator's result for it names none.
  const now = workerNow();
  const party = { accountId: fixture.accountId, organizationId: fixture.orgs.orgA.id };
  await queueRecord(db, party, 'client', fixture.clients.clientA1.clientId, now);
  await queueRecord(db, party, 'client', fixture.clients.clientA.clientId, now);
  const [keyless] = (await rowsOf('client', fixture.clients.clientA1.clientId)).slice(-1);
  const [keyed] = (await rowsOf('client', fixture.clients.clientA.clientId)).slice(-1);
  expect(keyless!.sequenceId).toBe(keyed!.sequenceId);
  for (let run = 0; run < 2; run++) {
    await runOutboxOnce(worker);
    advanceWorker(10 * 60_000);
  }
  const [refused] = (await rowsOf('client', fixture.clients.clientA1.clientId)).slice(-1);
  const [accepted] = (await rowsOf('client', fixture.clients.clientA.clientId)).slice(-1);
  expect(accepted!.status).toBe('accepted');
  expect(refused!.status).toBe('rejected');
  expect(refused!.exceptions.map((exception) => exception.id)).toEqual(['field']);
  expect(refused!.exceptions[0]!.description).toContain('ClientID');
});

it("a client whose Medicaid id the state's eligibility file lacks: refused as Unknown Client, the visit waits saying so once", async () => {
  const clientId = server.fixture.clients.clientA.clientId;
  // The office records a Medicaid id the state does not hold. The client's record, accepted before with the old one,
  // goes again by itself when the next visit is sent: core's readiness finds nothing missing, only the aggregator
  // can tell.
  expect((await rowsOf('client', clientId)).at(-1)!.status).toBe('accepted');
  await setClientProgram({ medicaidId: UNKNOWN_TO_STATE });
  const { evvVisitId } = await verifiedVisit();
  for (let run = 0; run < 4; run++) {
    await runOutboxOnce(worker);
    advanceWorker(30_000);
  }
  const [refused] = (await rowsOf('client', clientId)).slice(-1);
  expect(refused).toMatchObject({
    status: 'rejected',
    exceptions: [{ id: '0', description: expect.stringContaining('eligibility file (MMIS)') }],
  });
  const [held] = await rowsOf('visit', evvVisitId);
  expect(held).toMatchObject({ status: 'queued', problems: [], attempts: 0 });
  expect(held!.exceptions.map((exception) => exception.id)).toEqual(['0', '0']);
  expect((await received()).filter(visitKey(evvVisitId))).toEqual([]);
  // The caregiver's device (core's visitStanding): rejected, the unknown client its one reason.
  expect(visitStanding([], [held!])).toEqual({
    status: 'rejected',
    problems: [],
    reasons: [{ key: 'evvException.unknownClient' }],
  });

  // The office corrects the Medicaid id: at the recheck the visit goes, and the aggregator takes it.
  await setClientProgram({ medicaidId: BILLED_MEDICAID_ID });
  await drain();
  expect((await rowsOf('visit', evvVisitId)).map((row) => [row.sequenceId, row.status])).toEqual([
    [held!.sequenceId, 'accepted'],
  ]);
});

it('an employee record the aggregator accepted goes again once it changes, and only then', async () => {
  const { db } = server.database;
  const { carol: staffCarol } = server.fixture.staff;
  const employeeSends = async () => (await received()).filter((entry) => entry.kind === 'employees');
  const first = await verifiedVisit();
  await drain();
  expect((await rowsOf('visit', first.evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
  const acceptedRows = await rowsOf('employee', staffCarol.staffId);
  expect(acceptedRows.at(-1)).toMatchObject({ status: 'accepted', contentHash: expect.any(String) });
  // The digest is keyed: neither her SSN nor a plain hash of her record is stored.
  expect(acceptedRows.at(-1)!.contentHash).not.toContain('100056789');
  const sendsBefore = (await employeeSends()).length;

  // Unchanged, her record does not go again with the next visit.
  const unchanged = await verifiedVisit();
  await drain();
  expect((await rowsOf('visit', unchanged.evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
  expect(await employeeSends()).toHaveLength(sendsBefore);

  // The office corrects her last name: her record goes once more, before the visit that names her, with a higher
  // SequenceID, and is accepted; the visit after it does not send it again.
  await db.update(t.staff).set({ lastName: 'Whitfield' }).where(eq(t.staff.id, staffCarol.staffId));
  const renamed = await verifiedVisit();
  await drain();
  const sends = await employeeSends();
  expect(sends).toHaveLength(sendsBefore + 1);
  expect(sends.at(-1)).toMatchObject({ result: 'Accepted', duplicate: false });
  const rows = await rowsOf('employee', staffCarol.staffId);
  expect(rows.at(-1)!.status).toBe('accepted');
  expect(BigInt(rows.at(-1)!.sequenceId)).toBeGreaterThan(BigInt(acceptedRows.at(-1)!.sequenceId));
  expect(rows.at(-1)!.contentHash).not.toBe(acceptedRows.at(-1)!.contentHash);
  expect((await rowsOf('visit', renamed.evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
  const after = await verifiedVisit();
  await drain();
  expect((await rowsOf('visit', after.evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
  expect(await employeeSends()).toHaveLength(sendsBefore + 1);
});

it('a client record refused after an older one was accepted goes again at the recheck, not left as accepted', async () => {
  const { db } = server.database;
  const { fixture } = server;
  const clientId = fixture.clients.clientA.clientId;
  await drain();
  expect((await rowsOf('client', clientId)).at(-1)!.status).toBe('accepted');
  // A refused send of the client's record after the accepted one (the state's file lacked the id for a while).
  const party = { accountId: fixture.accountId, organizationId: fixture.orgs.orgA.id };
  await setClientProgram({ medicaidId: UNKNOWN_TO_STATE });
  await queueRecord(db, party, 'client', clientId, workerNow());
  await runOutboxOnce(worker);
  advanceWorker(30_000);
  await runOutboxOnce(worker);
  expect((await rowsOf('client', clientId)).at(-1)!.status).toBe('rejected');

  // The state's file now has the id the office keeps: the next visit waits for the client's record, which goes again
  // at the recheck and is accepted; the older accepted send did not stand in for it.
  await setClientProgram({ medicaidId: BILLED_MEDICAID_ID });
  const { evvVisitId } = await verifiedVisit();
  await drain();
  expect((await rowsOf('client', clientId)).at(-1)!.status).toBe('accepted');
  expect((await rowsOf('visit', evvVisitId)).map((row) => row.status)).toEqual(['accepted']);
});
