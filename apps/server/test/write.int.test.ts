import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { en, formatMessage } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { newAppointment } from './write-bodies.ts';

let server: TestServer;
let alice: string;
let carol: string;
let bob: string;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.login('alice');
  carol = await server.login('carol');
  bob = await server.login('bob');
});
afterAll(() => server.close());

const DEVICE = 'device-0001';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Each new appointment gets its own temporary id from this device, as a real device guarantees. */
let nextTempId = -1000;

/** A new appointment of an hour two days from now, unless `start` or `end` say otherwise. */
function appointment({
  start,
  end,
  ...overrides
}: { start?: Date; end?: Date; [field: string]: unknown } = {}) {
  const begins = start ?? new Date(Date.now() + 2 * 86_400_000);
  return newAppointment(
    server.fixture,
    nextTempId--,
    begins,
    end ?? new Date(begins.getTime() + 3_600_000),
    overrides,
  );
}

const writeAppointments = (resources: unknown[], token = alice, deviceId = DEVICE) =>
  server.post('/evv/write/appointment', { deviceId, resources }, token);

async function countAppointments(staffId: number) {
  return (await server.database.db.select().from(t.appointments).where(eq(t.appointments.staffId, staffId)))
    .length;
}

describe('appointment writes (spec 1 §7)', () => {
  it('create an appointment and answer with its server id', async () => {
    const resource = appointment();
    const { status, body } = await writeAppointments([resource]);
    expect(status).toBe(200);
    const [result] = body.resources;
    expect(result.errors).toEqual([]);
    expect(result.tempId).toBe(resource.activityLogId);
    expect(result.activityLogId).toBeGreaterThan(0);
    expect(result.activityDetailId).toBe(result.activityLogId);
  });

  it('are idempotent: a retried write with the same temporary id from the same device creates nothing new', async () => {
    const resource = appointment({ start: new Date(Date.now() + 3 * 86_400_000) });
    const before = await countAppointments(server.fixture.staff.alice.staffId);
    const first = await writeAppointments([resource]);
    const retry = await writeAppointments([resource]);
    const concurrent = await Promise.all([writeAppointments([resource]), writeAppointments([resource])]);
    const ids = [first, retry, ...concurrent].map((r) => r.body.resources[0].activityLogId);
    expect(new Set(ids).size).toBe(1);
    expect(await countAppointments(server.fixture.staff.alice.staffId)).toBe(before + 1);
    // The same temporary id from another device is another appointment.
    const other = await writeAppointments(
      [
        {
          ...resource,
          beginTime: new Date(Date.now() + 4 * 86_400_000).toISOString(),
          endTime: new Date(Date.now() + 4 * 86_400_000 + 3_600_000).toISOString(),
        },
      ],
      alice,
      'device-0002',
    );
    expect(other.body.resources[0].activityLogId).not.toBe(ids[0]);
  });

  it('never create two rows from concurrent first sends', async () => {
    const resource = appointment({ start: new Date(Date.now() + 5 * 86_400_000) });
    const before = await countAppointments(server.fixture.staff.alice.staffId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => writeAppointments([resource])));
    const ids = new Set(replies.map((r) => r.body.resources[0].activityLogId));
    expect(ids.size).toBe(1);
    expect(await countAppointments(server.fixture.staff.alice.staffId)).toBe(before + 1);
  });

  it('refuse a visit of 24 hours or more (spec 1 §5)', async () => {
    const start = new Date(Date.now() + 6 * 86_400_000);
    const exactly = appointment({ start, end: new Date(start.getTime() + 24 * 3_600_000) });
    const under = appointment({ start, end: new Date(start.getTime() + 24 * 3_600_000 - 60_000) });
    const { body } = await writeAppointments([exactly, under], carol);
    expect(body.resources[0].errors).toMatchObject([{ message: en.appointment.visitTooLong }]);
    expect(body.resources[1].errors).toEqual([]);
  });

  it('refuse an overlap for staff without isMultiBookSchedule, and let multibook staff through (spec 1 §4)', async () => {
    const start = new Date(Date.now() + 8 * 86_400_000);
    const first = await writeAppointments([appointment({ start })]);
    expect(first.body.resources[0].errors).toEqual([]);
    const overlapping = appointment({ start: new Date(start.getTime() + 30 * 60_000) });
    const refused = await writeAppointments([overlapping]);
    expect(refused.body.resources[0].errors).toMatchObject([{ message: en.appointment.overlapRefused }]);
    const touching = await writeAppointments([appointment({ start: new Date(start.getTime() + 3_600_000) })]);
    expect(touching.body.resources[0].errors).toEqual([]);
    // An overlap with an appointment in status Error, DNS, CBT or CBC does not count.
    const cancelled = appointment({ start: new Date(start.getTime() + 10 * 86_400_000), status: 'DNS' });
    await writeAppointments([cancelled]);
    const overCancelled = await writeAppointments([
      appointment({ start: new Date(start.getTime() + 10 * 86_400_000) }),
    ]);
    expect(overCancelled.body.resources[0].errors).toEqual([]);
    // carol may multibook
    await writeAppointments([appointment({ start })], carol);
    const multi = await writeAppointments(
      [appointment({ start: new Date(start.getTime() + 15 * 60_000) })],
      carol,
    );
    expect(multi.body.resources[0].errors).toEqual([]);
  });

  it('give the spec message when no client program covers the day (spec 1 §8)', async () => {
    const f = server.fixture;
    const resource = appointment({ organizationId: f.orgs.orgA1.id });
    const { body } = await writeAppointments([resource]);
    expect(body.resources[0].errors).toMatchObject([
      {
        message: formatMessage('appointment.clientProgramNotFound', {
          clientId: f.clients.clientA.clientId,
          programId: f.programId,
          organizationId: f.orgs.orgA1.id,
        }),
      },
    ]);
    expect(body.resources[0].errors[0].message).toMatch(
      /^Unable to determine client program: Client\[\d+\] Program\[\d+\] Org\[\d+\]\.$/,
    );
  });

  it('answer per resource: one refused resource does not stop the others', async () => {
    const good = appointment({ start: new Date(Date.now() + 12 * 86_400_000) });
    const bad = appointment({
      start: new Date(Date.now() + 13 * 86_400_000),
      end: new Date(Date.now() + 13 * 86_400_000 - 1),
    });
    const { body } = await writeAppointments([bad, good]);
    expect(body.resources[0].errors).toHaveLength(1);
    expect(body.resources[1].errors).toEqual([]);
  });

  it('ignore the staffId a device sends: staff write only their own schedule', async () => {
    const resource = appointment({
      start: new Date(Date.now() + 14 * 86_400_000),
      staffId: server.fixture.staff.carol.staffId,
    });
    const { body } = await writeAppointments([resource]);
    const [row] = await server.database.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.id, body.resources[0].activityLogId));
    expect(row!.staffId).toBe(server.fixture.staff.alice.staffId);
  });

  it('store a new visit address once, and hand back its server id for the temporary one', async () => {
    const address = {
      visitAddressId: -42,
      street1: '200 Federal St',
      street2: null,
      aptSuite: null,
      city: 'Camden',
      state: 'NJ',
      zip: '08103',
      addressLatitude: 39.946,
      addressLongitude: -75.12,
    };
    const resource = appointment({
      start: new Date(Date.now() + 15 * 86_400_000),
      startVisitAddress: address,
      sameAsEndAddress: true,
    });
    const first = await writeAppointments([resource]);
    const again = await writeAppointments([resource]);
    expect(first.body.resources[0].errors).toEqual([]);
    const swap = first.body.resources[0].addresses[0];
    expect(swap.tempId).toBe(-42);
    expect(again.body.resources[0].addresses).toEqual([swap]);
    const stored = await server.database.db
      .select()
      .from(t.clientAddresses)
      .where(eq(t.clientAddresses.street1, '200 Federal St'));
    expect(stored).toHaveLength(1);
    const badZip = appointment({
      start: new Date(Date.now() + 16 * 86_400_000),
      startVisitAddress: { ...address, visitAddressId: -43, zip: '0810' },
    });
    expect((await writeAppointments([badZip])).status).toBe(400);
  });

  it("keeps a Kept appointment's qualifiers to those its organization offers (issue 20 §8)", async () => {
    const { db } = server.database;
    const f = server.fixture;
    const qualifier = async (name: string, organizationId: number | null, endDate: string | null = null) => {
      const [row] = await db
        .insert(t.descriptors)
        .values({ accountId: f.accountId, name, type: 'Activity Qualifiers', organizationId, endDate })
        .returning();
      return row!.id;
    };
    const bathing = await qualifier('Bathing and Grooming', f.orgs.orgA.id);
    const coping = await qualifier('Coping Skills Practiced', f.orgs.orgB.id);
    const safety = await qualifier('Safety Check', null);
    const retired = await qualifier('Retired', f.orgs.orgA.id, '2020-01-01');
    // Each at its own hour: alice may not multibook.
    const kept = (ids: number[], slot: number) =>
      appointment({
        start: hoursAgo(40 - 2 * slot),
        end: hoursAgo(39 - 2 * slot),
        status: 'Kept',
        nonBillableMinutes: 0,
        activityQualifiers: ids.map((descriptorId) => ({
          descriptorId,
          descriptorType: 'Activity Qualifiers',
        })),
      });
    const { body } = await writeAppointments([
      kept([bathing, safety], 0),
      kept([coping], 1),
      kept([retired], 2),
    ]);
    expect(body.resources.map((r: { errors: unknown[] }) => r.errors)).toMatchObject([
      [],
      [{ message: formatMessage('server.qualifierNotOffered', { id: coping }) }],
      [{ message: formatMessage('server.qualifierNotOffered', { id: retired }) }],
    ]);
    const [stored] = await db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.id, body.resources[0].activityLogId as number));
    expect(stored!.qualifiers.map((q) => q.descriptorId)).toEqual([bathing, safety]);
  });
});

describe('organization scope on writes (spec 1 §6)', () => {
  it("answers another organization's client, appointment or visit as if it did not exist", async () => {
    const f = server.fixture;
    const theirs = await writeAppointments(
      [
        appointment({
          clientId: f.clients.clientB.clientId,
          organizationId: f.orgs.orgB.id,
          start: new Date(Date.now() + 17 * 86_400_000),
        }),
      ],
      bob,
    );
    const bobsId = theirs.body.resources[0].activityLogId;
    expect(bobsId).toBeGreaterThan(0);
    // alice writing for bob's organization or client
    const intoB = await writeAppointments([
      appointment({ clientId: f.clients.clientB.clientId, organizationId: f.orgs.orgB.id }),
    ]);
    expect(intoB.body.resources[0].errors).toMatchObject([
      { message: en.appointment.organizationNotAllowed },
    ]);
    const theirClient = await writeAppointments([appointment({ clientId: f.clients.clientB.clientId })]);
    expect(theirClient.body.resources[0].errors).toMatchObject([{ message: en.appointment.clientNotFound }]);
    // alice changing bob's appointment
    const takeover = await writeAppointments([appointment({ activityLogId: bobsId })]);
    expect(takeover.body.resources[0].errors).toMatchObject([{ message: en.appointment.notFound }]);
    const visit = await server.post(
      '/evv/write/visit',
      { deviceId: DEVICE, resources: [startVisit(bobsId, -1)] },
      alice,
    );
    expect(visit.body.resources[0].errors).toMatchObject([
      { code: 'visit_rejected', message: en.appointment.notFound },
    ]);
    const [row] = await server.database.db.select().from(t.appointments).where(eq(t.appointments.id, bobsId));
    expect(row!.staffId).toBe(f.staff.bob.staffId);
  });
});

function startVisit(appointmentId: number, tempId: number) {
  const now = new Date().toISOString();
  return {
    evvVisitId: tempId,
    activityLogId: appointmentId,
    organizationId: server.fixture.orgs.orgA.id,
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: now,
    beginActualDateTime: now,
    startLatitude: 39.9259,
    startLongitude: -75.1196,
  };
}

describe('visit writes (spec 1 §4, §7)', () => {
  let slot = 0;
  /** An appointment that started earlier today, each in its own earlier slot so they never overlap. */
  async function todayAppointment(token = alice) {
    slot += 3;
    const start = hoursAgo(slot);
    const { body } = await writeAppointments(
      [appointment({ start, end: new Date(start.getTime() + 2 * 3_600_000), status: 'In Session' })],
      token,
    );
    expect(body.resources[0].errors).toEqual([]);
    return body.resources[0].activityLogId as number;
  }
  const writeVisits = (resources: unknown[], token = alice) =>
    server.post('/evv/write/visit', { deviceId: DEVICE, resources }, token);

  it('start a visit once, however often it is sent, then verify it with every Cures Act element', async () => {
    const appointmentId = await todayAppointment();
    const start = startVisit(appointmentId, -7);
    const [a, b] = [await writeVisits([start]), await writeVisits([start])];
    const visitId = a.body.resources[0].evvVisitId;
    expect(visitId).toBeGreaterThan(0);
    expect(b.body.resources[0].evvVisitId).toBe(visitId);
    const end = new Date().toISOString();
    const verify = {
      ...start,
      evvVisitId: visitId,
      appointmentStatus: 'Kept',
      visitStatus: 'verify',
      complete: 1,
      endDateTime: end,
      endActualDateTime: end,
      endLatitude: 39.9259,
      endLongitude: -75.1196,
      servicesVerified: true,
      durationVerified: true,
      hasSig: true,
      clientSig:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    };
    const verified = await writeVisits([verify]);
    expect(verified.body.resources[0]).toEqual({ tempId: visitId, evvVisitId: visitId, errors: [] });
    const [visit] = await server.database.db.select().from(t.visits).where(eq(t.visits.id, visitId));
    expect(visit).toMatchObject({
      activityId: server.fixture.activityId, // type of service
      clientId: server.fixture.clients.clientA.clientId, // client
      staffId: server.fixture.staff.alice.staffId, // caregiver
      startLatitude: 39.9259, // location
      complete: 1,
      hasSignature: true,
    });
    expect(visit!.beginActualDateTime).toBeInstanceOf(Date); // date and start time
    expect(visit!.endActualDateTime).toBeInstanceOf(Date); // end time
    const [appt] = await server.database.db
      .select()
      .from(t.appointments)
      .where(eq(t.appointments.id, appointmentId));
    expect(appt!.status).toBe('Kept');
    // A verified visit is final; the same verification again is accepted, a change is not.
    expect((await writeVisits([verify])).body.resources[0].errors).toEqual([]);
    const change = await writeVisits([{ ...verify, complete: 0, visitStatus: 'start' }]);
    expect(change.body.resources[0].errors).toMatchObject([
      { code: 'visit_rejected', message: en.server.visitLocked },
    ]);
    const visits = await server.database.db
      .select()
      .from(t.visits)
      .where(eq(t.visits.appointmentId, appointmentId));
    expect(visits).toHaveLength(1);
  });

  it('refuse a verification missing what spec 1 §5 requires', async () => {
    const appointmentId = await todayAppointment();
    const start = await writeVisits([startVisit(appointmentId, -8)]);
    const visitId = start.body.resources[0].evvVisitId;
    const end = new Date().toISOString();
    const incomplete = {
      ...startVisit(appointmentId, visitId),
      appointmentStatus: 'Kept',
      visitStatus: 'verify',
      complete: 1,
      endDateTime: end,
      endLatitude: 39.9259,
      endLongitude: -75.1196,
    };
    const { body } = await writeVisits([incomplete]);
    const messages = body.resources[0].errors.map((e: any) => e.message);
    expect(messages.some((m: string) => m.includes(en.verification.serviceRequired))).toBe(true);
    expect(messages.some((m: string) => m.includes(en.verification.durationRequired))).toBe(true);
    // NO with a declined reason and comments, no signature with a missing-signature reason: accepted.
    const declined = {
      ...incomplete,
      servicesVerified: false,
      durationVerified: false,
      events: [
        {
          eventType: 'VerificationDeclined',
          reasonCodeId: server.fixture.reasonCodeId,
          comments: 'Client asleep',
        },
        {
          eventType: 'SignatureMissing',
          reasonCodeId: server.fixture.reasonCodeId,
          comments: 'Client unable to sign',
        },
      ],
    };
    const accepted = await writeVisits([declined]);
    expect(accepted.body.resources[0].errors).toEqual([]);
    const [visit] = await server.database.db.select().from(t.visits).where(eq(t.visits.id, visitId));
    expect(visit).toMatchObject({
      verificationDeclinedReason: server.fixture.reasonCodeId,
      verificationDeclinedComments: 'Client asleep',
    });
  });

  it('require reason and comments when the visit was far from the client address', async () => {
    const appointmentId = await todayAppointment();
    const far = { ...startVisit(appointmentId, -9), startLatitude: 40.2206, startLongitude: -74.7597 }; // Trenton, ~30 miles away
    const visitId = (await writeVisits([far])).body.resources[0].evvVisitId;
    const end = new Date().toISOString();
    const verify = {
      ...far,
      evvVisitId: visitId,
      appointmentStatus: 'Kept',
      visitStatus: 'verify',
      complete: 1,
      endDateTime: end,
      endLatitude: 39.9259,
      endLongitude: -75.1196,
      servicesVerified: false,
      durationVerified: false,
      events: [
        { eventType: 'VerificationDeclined', reasonCodeId: server.fixture.reasonCodeId, comments: 'x' },
        { eventType: 'SignatureMissing', reasonCodeId: server.fixture.reasonCodeId, comments: 'y' },
      ],
    };
    const refused = await writeVisits([verify]);
    expect(refused.body.resources[0].errors.length).toBeGreaterThan(0);
    const withReason = {
      ...verify,
      events: [
        ...verify.events,
        {
          eventType: 'AddressDistance',
          reasonCodeId: server.fixture.reasonCodeId,
          comments: 'Met client at the pharmacy',
        },
      ],
    };
    expect((await writeVisits([withReason])).body.resources[0].errors).toEqual([]);
  });

  it('refuse a reason code that is not an EVV reason code, and a signature that is not a PNG', async () => {
    const appointmentId = await todayAppointment();
    const bad = {
      ...startVisit(appointmentId, -10),
      events: [{ eventType: 'EditTimes', reasonCodeId: 999_999, comments: 'x' }],
    };
    expect((await writeVisits([bad])).body.resources[0].errors[0].message).toBe(
      formatMessage('server.reasonCodeNotFound', { id: 999_999 }),
    );
    const notPng = {
      ...startVisit(appointmentId, -11),
      hasSig: true,
      clientSig: 'data:image/svg+xml;base64,PHN2Zz4=',
    };
    expect((await writeVisits([notPng])).body.resources[0].errors[0].message).toBe(en.server.signatureNotPng);
  });
});

describe('audit events (spec 1 §7)', () => {
  it('are stored once per device event id, for the caller, append-only', async () => {
    const f = server.fixture;
    const event = {
      eventDateTime: new Date().toISOString(),
      actionType: 'View',
      pageName: 'EVV Dashboard',
      organizationId: f.orgs.orgA.id,
      clientId: null,
      staffId: f.staff.bob.staffId,
      deviceEventId: 'evt-00000001',
    };
    const first = await server.post(
      '/evv/write/auditevent',
      {
        deviceId: DEVICE,
        resources: [event, { ...event, deviceEventId: 'evt-00000002', clientId: f.clients.clientB.clientId }],
      },
      alice,
    );
    expect(first.body.resources[0].errors).toEqual([]);
    expect(first.body.resources[1].errors).toHaveLength(1); // a client outside scope
    await server.post('/evv/write/auditevent', { deviceId: DEVICE, resources: [event] }, alice);
    const rows = await server.database.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.deviceEventId, 'evt-00000001')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBe(f.staff.alice.staffId);
    await expect(server.database.db.delete(t.auditEvents)).rejects.toThrow();
  });
});

describe('bad input on writes', () => {
  it('is a 4xx with errors[], never a 500', async () => {
    const cases: [string, unknown][] = [
      ['malformed JSON', '{"deviceId": "x",'],
      ['no resources', { deviceId: DEVICE, resources: [] }],
      ['wrong types', { deviceId: DEVICE, resources: [{ ...appointment(), clientId: 'one' }] }],
      [
        'oversize string',
        {
          deviceId: DEVICE,
          resources: [
            {
              ...appointment(),
              startVisitAddress: {
                visitAddressId: -1,
                street1: 'x'.repeat(101),
                street2: null,
                aptSuite: null,
                city: 'C',
                state: 'NJ',
                zip: '08102',
                addressLatitude: null,
                addressLongitude: null,
              },
            },
          ],
        },
      ],
      ['unknown status', { deviceId: DEVICE, resources: [{ ...appointment(), status: 'Done' }] }],
      ['bad device id', { deviceId: '../../x', resources: [appointment()] }],
      ['not a date', { deviceId: DEVICE, resources: [{ ...appointment(), beginTime: 'soon' }] }],
    ];
    for (const [name, body] of cases) {
      const reply = await server.post('/evv/write/appointment', body, alice);
      expect({ name, status: reply.status }).toEqual({ name, status: 400 });
      expect(reply.body.errors.length).toBeGreaterThan(0);
    }
    for (const path of ['/evv/write/nosuch', '/evv/write/..%2Fappointment', '/evv/write/users']) {
      const reply = await server.post(path, { deviceId: DEVICE, resources: [] }, alice);
      expect(reply.status).toBe(404);
      expect(reply.body.errors).toHaveLength(1);
    }
  });
});
