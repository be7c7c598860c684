import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage, isMessageKey, knownMessage, wordMessage } from '@carevisit/core';
import { startTestServer, tokenCall, type TestServer } from './harness.ts';
import { PASSWORD } from './fixtures.ts';
import { newAppointment } from './write-bodies.ts';
import { newNote } from './documents-fixture.ts';

// Issue 33 item 1: every refusal the server sends carries, beside the spec's English `message`, the catalog `key`
// and `params` a device words in its user's language; worded in English they are the message, to the letter.

let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.login('alice');
});
afterAll(() => server.close());

const DEVICE = 'device-0001';
let nextTempId = -7000;
const DAY = 86_400_000;

/** A new appointment of alice's, an hour long from `start`. */
const appointment = (start: Date, overrides: Record<string, unknown> = {}) =>
  newAppointment(server.fixture, nextTempId--, start, new Date(start.getTime() + 3_600_000), overrides);

const writeAppointments = (resources: unknown[]) =>
  server.post('/evv/write/appointment', { deviceId: DEVICE, resources }, alice);

interface Entry {
  code?: string;
  key?: string;
  params?: Record<string, unknown>;
  message: string;
}

/** Each entry's key is a message of the English catalog, with parameters, and they word its message exactly. */
function expectWorded(errors: readonly Entry[]): readonly Entry[] {
  expect(errors.length).toBeGreaterThan(0);
  for (const entry of errors) {
    expect(isMessageKey(entry.key ?? ''), `${entry.key} is a catalog key`).toBe(true);
    expect(entry.params).toBeTypeOf('object');
    const known = knownMessage(entry.key, entry.params);
    expect(known, `${entry.key}'s parameters`).not.toBeNull();
    expect(wordMessage(known!, formatMessage)).toBe(entry.message);
  }
  return errors;
}

describe('a refusal of a whole request', () => {
  it('400, a body zod refuses: each field, and the request itself, in zod’s words led by the field', async () => {
    const reply = await server.post('/evv/write/appointment', { deviceId: 'x', extra: true }, alice);
    expect(reply.status).toBe(400);
    const errors = expectWorded(reply.body.errors);
    expect(errors.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['server.fieldIssue', 'server.requestIssue']),
    );
    const deviceId = reply.body.errors.find((entry: { field?: string }) => entry.field === 'deviceId');
    expect(deviceId.message).toMatch(/^deviceId: /);
  });

  it('400, a body that is not JSON', async () => {
    const reply = await server.post('/evv/write/appointment', '{', alice);
    expect(reply.status).toBe(400);
    expect(expectWorded(reply.body.errors)[0]!.message).toBe(en.server.malformedJson);
  });

  it('400, the token call: a wrong password, with the OAuth fields as before', async () => {
    const reply = await tokenCall(server.baseUrl, {
      grant_type: 'password',
      account: 'acme',
      username: 'carol',
      password: `${PASSWORD}!`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'invalid_grant', error_description: en.login.loginFailed });
    expect(expectWorded(reply.body.errors)[0]!.key).toBe('login.loginFailed');
  });

  it('401: no token, a bad token, bad client credentials', async () => {
    const noToken = await server.post('/evv/authorization/oauth/user');
    const badToken = await server.post('/evv/authorization/oauth/user', undefined, 'not-a-token');
    const badClient = await tokenCall(
      server.baseUrl,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      `Basic ${Buffer.from('carevisit-web:wrong').toString('base64')}`,
    );
    for (const reply of [noToken, badToken, badClient]) {
      expect(reply.status).toBe(401);
      expectWorded(reply.body.errors);
    }
  });

  it('403: a staff member without the EVV privilege', async () => {
    const reply = await tokenCall(server.baseUrl, {
      grant_type: 'password',
      account: 'acme',
      username: 'dave',
      password: PASSWORD,
    });
    expect(reply.status).toBe(403);
    expect(expectWorded(reply.body.errors)[0]!.key).toBe('login.privilegeRequired');
  });

  it('404: an unknown path, and an unknown table named in its parameter', async () => {
    const path = await server.post('/evv/nowhere', {}, alice);
    expect(path.status).toBe(404);
    expectWorded(path.body.errors);
    const table = await server.post('/evv/read/nosuchtable', {}, alice);
    expect(table.status).toBe(404);
    expect(expectWorded(table.body.errors)[0]!.params).toEqual({ table: 'nosuchtable' });
  });

  it('409: an Offline PIN made twice', async () => {
    const pin = { resources: [{ pin: '4321' }] };
    await server.post('/evv/write/staffOfflinePin', pin, alice);
    const reply = await server.post('/evv/write/staffOfflinePin', pin, alice);
    expect(reply.status).toBe(409);
    expect(expectWorded(reply.body.errors)[0]!.key).toBe('setupScreen.pinExists');
  });

  it('400, a password change: its errorMessage and errors[] both', async () => {
    const staffId = server.fixture.staff.alice.staffId;
    const reply = await server.post(
      `/evv/authorization/content/changePassword/${staffId}`,
      { username: 'alice', oldPassword: 'wrong-password', newPassword: 'Another-Password-1' },
      alice,
    );
    expect(reply.status).toBe(400);
    expect(expectWorded([reply.body.errorMessage])[0]).toMatchObject({
      code: 'incorrect.password',
      key: 'passwordChange.incorrectPassword',
    });
    expectWorded(reply.body.errors);
  });
});

describe('a refusal of one resource of a write batch', () => {
  it('an appointment: too long, no program on the day (with parameters), an overlap', async () => {
    const start = new Date(Date.now() + 20 * DAY);
    const tooLong = newAppointment(server.fixture, nextTempId--, start, new Date(start.getTime() + DAY));
    const noProgram = appointment(start, { organizationId: server.fixture.orgs.orgA1.id });
    const booked = appointment(new Date(start.getTime() + 2 * DAY));
    const overlapping = appointment(new Date(start.getTime() + 2 * DAY + 1_800_000));
    const { body } = await writeAppointments([tooLong, noProgram, booked, overlapping]);
    const [long, program, stored, overlap] = body.resources;
    expect(expectWorded(long.errors)[0]!.key).toBe('appointment.visitTooLong');
    expect(expectWorded(program.errors)[0]!.params).toMatchObject({
      clientId: server.fixture.clients.clientA.clientId,
    });
    expect(stored.errors).toEqual([]);
    expect(expectWorded(overlap.errors)[0]).toMatchObject({
      key: 'appointment.overlapRefused',
      message: en.appointment.overlapRefused,
    });
  });

  it('a new visit address not complete: which address, and why, are messages of their own', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    const address = {
      visitAddressId: -71,
      street1: null,
      street2: null,
      aptSuite: null,
      city: 'Trenton',
      state: 'NJ',
      zip: '08608',
      addressLatitude: null,
      addressLongitude: null,
    };
    const { body } = await writeAppointments([appointment(start, { startVisitAddress: address })]);
    const [entry] = expectWorded(body.resources[0].errors);
    expect(entry!.params).toEqual({
      which: { key: 'server.visitAddress.start' },
      detail: {
        key: 'server.fieldIssue',
        params: { field: 'street1', detail: { key: 'address.required' } },
      },
    });
    expect(entry!.message).toBe(`The start visit address is not complete: street1: ${en.address.required}`);
  });

  it('a visit, with its code', async () => {
    const visit = {
      evvVisitId: -72,
      activityLogId: 999_999,
      organizationId: server.fixture.orgs.orgA.id,
      appointmentStatus: 'In Session',
      visitStatus: 'start',
      complete: 0,
    };
    const { body } = await server.post('/evv/write/visit', { deviceId: DEVICE, resources: [visit] }, alice);
    expect(expectWorded(body.resources[0].errors)[0]).toMatchObject({
      code: 'visit_rejected',
      key: 'appointment.notFound',
    });
  });

  it('a document, with its code', async () => {
    const note = newNote(server, 999_999);
    const { body } = await server.post('/evv/write/document', { deviceId: DEVICE, resources: [note] }, alice);
    expect(expectWorded(body.resources[0].errors)[0]!.code).toBe('document_rejected');
  });

  it('an audit event outside the caller’s organizations', async () => {
    const event = {
      deviceEventId: 'event-00000001',
      staffId: server.fixture.staff.alice.staffId,
      organizationId: server.fixture.orgs.orgB.id,
      clientId: null,
      eventDateTime: new Date().toISOString(),
      actionType: 'View',
      pageName: 'Schedule',
    };
    const { body } = await server.post(
      '/evv/write/auditevent',
      { deviceId: DEVICE, resources: [event] },
      alice,
    );
    expect(expectWorded(body.resources[0].errors)[0]!.key).toBe('server.notFound');
  });
});
