import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { verifyVisitThroughApi } from './verified-visit-fixture.ts';
import { queueVerifiedVisit } from '../src/evv-export/queue-visit.ts';

// Issue 32 item 5: a verified visit is queued for the aggregator in the transaction that verifies it, its client
// and employee records before it, each once.

/** 10:00 in New York on a Tuesday: the server's clock for every test of this file. */
const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;

let server: TestServer;
let carol: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  carol = await server.login('carol');
});
afterAll(() => server.close());

/** Books, starts and verifies a visit `hoursAgo` hours ago. */
const verifiedVisit = (hoursAgo: number) =>
  verifyVisitThroughApi(server, carol, new Date(FIXED_NOW.getTime() - hoursAgo * HOUR_MS));

const outbox = () => server.database.db.select().from(t.evvOutbox).orderBy(asc(t.evvOutbox.id));

const setEvvApplies = (evvApplies: boolean) =>
  server.database.db
    .update(t.activities)
    .set({ evvApplies })
    .where(eq(t.activities.id, server.fixture.activityId));

it('queues nothing for a service EVV does not apply to', async () => {
  await setEvvApplies(false);
  await verifiedVisit(30);
  expect(await outbox()).toEqual([]);
});

it('queues the client, the employee, then the visit once, and only the visit for the next one', async () => {
  await setEvvApplies(true);
  const first = await verifiedVisit(6);
  const queued = await outbox();
  expect(queued.map((row) => [row.kind, row.status])).toEqual([
    ['client', 'queued'],
    ['employee', 'queued'],
    ['visit', 'queued'],
  ]);
  expect(queued[2]!.subjectId).toBe(first.evvVisitId);
  // The server's clock (the test clock runs on from FIXED_NOW) as YYYYMMDDHHMMSS, due at once.
  for (const row of queued) {
    expect(row.sequenceId).toMatch(/^202603101500\d\d$/);
    expect(row.nextAttemptAt).toEqual(row.queuedAt);
  }

  // The same verification sent again (a reply lost) is answered as stored: nothing more is queued.
  await first.resend();
  expect(await outbox()).toHaveLength(3);

  const second = await verifiedVisit(3);
  const after = await outbox();
  expect(after.map((row) => [row.kind, row.subjectId])).toEqual([
    ...queued.map((row) => [row.kind, row.subjectId]),
    ['visit', second.evvVisitId],
  ]);
});

it('queues the client and employee again for a visit in another organization: the aggregator knows them per provider', async () => {
  const before = await outbox();
  const visit = before.find((row) => row.kind === 'visit')!;
  const client = before.find((row) => row.kind === 'client')!;
  const employee = before.find((row) => row.kind === 'employee')!;
  const elsewhere = {
    accountId: visit.accountId,
    organizationId: server.fixture.orgs.orgB.id,
    visitId: visit.subjectId + 1000,
    clientId: client.subjectId,
    staffId: employee.subjectId,
  };
  await queueVerifiedVisit(server.database.db, elsewhere, server.clock.now());
  const added = (await outbox()).slice(before.length);
  expect(added.map((row) => [row.kind, row.subjectId, row.organizationId])).toEqual([
    ['client', client.subjectId, elsewhere.organizationId],
    ['employee', employee.subjectId, elsewhere.organizationId],
    ['visit', elsewhere.visitId, elsewhere.organizationId],
  ]);
  // Each record's SequenceIDs still only go up, whichever provider a send was for.
  expect(BigInt(added[0]!.sequenceId)).toBeGreaterThan(BigInt(client.sequenceId));
});
