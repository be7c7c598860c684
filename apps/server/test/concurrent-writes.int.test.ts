import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { en } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { captureLog, startTestServer, type TestServer } from './harness.ts';
import { HOME_LATITUDE as LATITUDE, HOME_LONGITUDE as LONGITUDE } from './fixtures.ts';
import { newAppointment, visitStart } from './write-bodies.ts';

// Issue 18, items 1 and 2: rules spanning rows hold when the writes arrive at the same moment (on PostgreSQL
// they truly run side by side), a lost race gets the answer it would get one at a time, never a 500, and no
// log line at any level carries client data or SQL.

/** 10:00 in New York on a Tuesday: the server's clock for every test of this file. */
const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;

const { lines: logLines, stream: logStream } = captureLog();

let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer({ logLevel: 'trace' }, { logStream });
  server.clock.setTo(FIXED_NOW);
  alice = await server.login('alice'); // may not multibook (spec 1 §6)
});
afterAll(() => server.close());

/** What no log line may hold: coordinates, names, SQL text and its parameters. */
function clientDataIn(lines: string[]): string[] {
  const f = server.fixture;
  const forbidden = [
    String(LATITUDE),
    String(LONGITUDE),
    'Client', // the fixture clients' last name
    'Tester', // the fixture staff's last name
    `C-${'clientA'}`,
    'insert into',
    'select ',
    'update ',
    'params',
    `"client_id"`,
    `${f.clients.clientA.clientId}, ${f.programId}`,
  ];
  return lines.filter((line) => forbidden.some((text) => line.toLowerCase().includes(text.toLowerCase())));
}
afterEach(() => {
  expect(logLines.length).toBeGreaterThan(0); // the capture works: request lines are there
  expect(clientDataIn(logLines)).toEqual([]);
  logLines.length = 0;
});

let nextTempId = -9000;
const appointmentResource = (start: Date) =>
  newAppointment(server.fixture, nextTempId--, start, new Date(start.getTime() + HOUR_MS));

const write = (table: 'appointment' | 'visit', deviceId: string, resources: unknown[]) =>
  server.post(`/evv/write/${table}`, { deviceId, resources }, alice);

const appointmentsAt = (start: Date) =>
  server.database.db
    .select()
    .from(t.appointments)
    .where(
      and(
        eq(t.appointments.staffId, server.fixture.staff.alice.staffId),
        eq(t.appointments.startAt, start),
        isNull(t.appointments.deletedAt),
      ),
    );

describe('two new appointments for one slot at the same moment (spec 1 §4 Overlap, §6)', () => {
  it('stores exactly one and refuses the other with the overlap message, in every slot', async () => {
    for (let slot = 0; slot < 5; slot++) {
      const start = new Date(FIXED_NOW.getTime() + (24 + slot * 2) * HOUR_MS);
      const replies = await Promise.all([
        write('appointment', 'device-one', [appointmentResource(start)]),
        write('appointment', 'device-two', [appointmentResource(start)]),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const errors = replies.map((r) => r.body.resources[0].errors);
      expect({ slot, errors: [...errors].sort((a, b) => a.length - b.length) }).toMatchObject({
        slot,
        errors: [[], [{ message: en.appointment.overlapRefused }]],
      });
      expect(await appointmentsAt(start)).toHaveLength(1);
    }
  });
});

describe('twenty devices starting one visit at the same moment (spec 1 §4: one visit per appointment)', () => {
  it('keeps one visit and answers every device with it, never a 500', async () => {
    const start = new Date(FIXED_NOW.getTime() - 30 * 60_000);
    const booked = await write('appointment', 'device-one', [appointmentResource(start)]);
    const appointmentId = booked.body.resources[0].activityLogId as number;
    const devices = Array.from({ length: 20 }, (_, device) => device);
    const replies = await Promise.all(
      devices.map((device) =>
        write('visit', `device-${device}`, [visitStart(server.fixture, -1 - device, appointmentId, start)]),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(devices.map(() => 200));
    expect(replies.flatMap((r) => r.body.resources[0].errors)).toEqual([]);
    const stored = await server.database.db
      .select()
      .from(t.visits)
      .where(eq(t.visits.appointmentId, appointmentId));
    expect(stored).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.resources[0].evvVisitId))).toEqual(new Set([stored[0]!.id]));
  });
});

describe('a value the database cannot hold (issue 18, item 2)', () => {
  it('is refused for that resource with a catalog message, not a 500', async () => {
    const start = new Date(FIXED_NOW.getTime() - 3 * HOUR_MS);
    const booked = await write('appointment', 'device-one', [appointmentResource(start)]);
    const appointmentId = booked.body.resources[0].activityLogId as number;
    const reply = await write('visit', 'device-one', [
      {
        ...visitStart(server.fixture, -500, appointmentId, start),
        deviceVisitId: 'device\u0000visit', // text PostgreSQL cannot store (22021)
      },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.resources[0].errors).toMatchObject([
      { code: 'visit_rejected', message: en.server.valueRejected },
    ]);
  });
});

describe('the log policy (docs/security.md, Logs)', () => {
  it('logs an error at any level without its message, detail or parameters', () => {
    const failed = Object.assign(
      new Error(`Failed query: insert into "visits" ("start_latitude") values ($1)\nparams: ${LATITUDE}`),
      { code: '23505', detail: `Key (client_id)=(${LONGITUDE}) already exists.` },
    );
    server.app.log.error({ err: failed }, 'unhandled error');
    server.app.log.warn(failed);
    server.app.log.trace(new Error(`Tester Client at ${LATITUDE}, ${LONGITUDE}`));
    expect(logLines).toHaveLength(3);
    expect(JSON.parse(logLines[0]!).err).toMatchObject({ type: 'Error', code: '23505' });
    expect(JSON.parse(logLines[1]!).msg).toBe('error');
  });
});
