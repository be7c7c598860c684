// Against the REAL server in-process (apps/server/test/harness.ts): appointments made offline survive a reload
// and reach the server exactly once, through 5xx/429 answers and a reply lost after the server committed.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { PASSWORD } from '../../../server/test/fixtures.ts';
import * as t from '../../../server/src/db/schema/index.ts';
import { ApiClient } from './api-client.ts';
import { TransientError } from './api-errors.ts';
import type { AppointmentData } from './appointment-data.ts';
import { AppointmentsRepository } from './appointments-repository.ts';
import type { ClientData } from './client-data.ts';
import { deviceIdOf } from './device-meta.ts';
import { openEvvDb, type EvvDB } from './evv-db.ts';
import { SyncEngine } from './sync/sync-engine.ts';
import { signInOffline } from './users/offline-login.ts';
import { saveOfflinePin } from './users/offline-pin.ts';
import { signInOnline } from './users/online-login.ts';
import type { Session } from './users/session.ts';
import { SessionVault } from './session-vault/session-vault.ts';
import { openVaultDb } from './session-vault/vault-db.ts';
import { scanAllTables } from './testing/test-db.ts';

const HOUR = 3_600_000;
const PIN = '2468';
const COUNT = 50;
const CHANGED = 20;
const CLIENT = { clientId: 'carevisit-web', clientSecret: 'carevisit-web-secret' };
const offlineFetch: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
const realFetch: typeof fetch = (input, init) => fetch(input, init);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Tomorrow 00:00 UTC: every appointment of these runs lies within the 30 days ahead. */
const firstSlot = () => Math.ceil(Date.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR;

function slotStart(slot: number): number {
  return firstSlot() + slot * 2 * HOUR; // alice cannot multibook: one appointment per 2-hour slot
}

async function onlineSession(db: EvvDB): Promise<{ session: Session; api: ApiClient }> {
  const api = new ApiClient({ baseUrl: server.baseUrl, ...CLIENT, fetch: realFetch });
  await api.login({ account: 'acme', username: 'alice', password: PASSWORD });
  const signIn = await signInOnline({ db, user: await api.call('currentUser'), now: Date.now });
  if (signIn.kind !== 'signedIn') throw new Error(signIn.kind);
  return { session: signIn.session, api };
}

async function aliceAppointments() {
  const rows = await server.database.db.select().from(t.appointments);
  return rows.filter((row) => row.staffId === server.fixture.staff.alice.staffId && row.deletedAt === null);
}

/**
 * Runs sync until it goes through, waiting out the engine's backoff (and Retry-After) between tries on the
 * engine's own clock, moved forward rather than slept on. Returns each wait the engine asked for.
 */
async function syncUntilDone(engine: SyncEngine, clock: { millis: number }): Promise<number[]> {
  const waits: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await engine.syncTable('appointment');
      return waits;
    } catch (error) {
      if (!(error instanceof TransientError)) throw error;
      const wait = engine.backoff.waitMs(clock.millis);
      waits.push(wait);
      clock.millis += wait;
    }
  }
  throw new Error('sync never went through');
}

async function scenario(name: string, firstSlotIndex: number, network: (real: typeof fetch) => typeof fetch) {
  const f = server.fixture;
  const dbName = `EvvDB-int-${name}`;
  let db = openEvvDb({ name: dbName });
  const { session, api } = await onlineSession(db);
  // The session kept on the device, as the app keeps it (issue 17): the tokens only there, encrypted.
  const vault = new SessionVault(openVaultDb({ name: `CareVisitSession-int-${name}` }));
  const kept = { userKey: session.userKey, offline: false, dataKey: session.dataKey };
  await vault.save({ ...kept, tokens: api.currentTokens(), lastActivityMillis: Date.now() });
  await saveOfflinePin(session, PIN);
  // Client data on the device, so the disk scan below has something to find if it were in the clear.
  await new SyncEngine({ api, store: session.store, deviceId: await deviceIdOf(db) }).syncTables([
    'organization',
    'client',
  ]);

  // Offline: 50 new appointments, 20 of them changed; sync fails and everything stays dirty.
  const offlineApi = new ApiClient({
    baseUrl: server.baseUrl,
    ...CLIENT,
    fetch: offlineFetch,
    tokens: api.currentTokens(),
  });
  const offlineEngine = new SyncEngine({
    api: offlineApi,
    store: session.store,
    deviceId: await deviceIdOf(db),
  });
  const repository = new AppointmentsRepository({
    store: session.store,
    clock: Date.now,
    timeZone: 'America/New_York',
  });
  const created: AppointmentData[] = [];
  for (let i = 0; i < COUNT; i++) {
    const start = slotStart(firstSlotIndex + i);
    const newAddress = i % 10 === 0;
    created.push(
      await repository.create({
        staffId: f.staff.alice.staffId,
        clientId: f.clients.clientA.clientId,
        organizationId: f.orgs.orgA.id,
        programId: f.programId,
        activityId: f.activityId,
        serviceLocationId: f.serviceLocationId,
        startDateInstance: new Date(start).toISOString(),
        endDateInstance: new Date(start + HOUR).toISOString(),
        sameAsEndAddress: newAddress,
        startVisitAddress: newAddress
          ? {
              visitAddressId: null,
              street1: `${100 + i} Harbor Way`,
              street2: null,
              aptSuite: null,
              city: 'Camden',
              state: 'NJ',
              zip: '08102',
              addressLatitude: null,
              addressLongitude: null,
            }
          : null,
      }),
    );
  }
  for (const appointment of created.slice(0, CHANGED)) {
    const start = Date.parse(appointment.startDateInstance);
    await repository.change(appointment.appointmentId, {
      endDateInstance: new Date(start + 1.5 * HOUR).toISOString(),
      nonBillableMinutes: 15,
    });
  }
  await expect(offlineEngine.syncTable('appointment')).rejects.toMatchObject({ reason: 'network' });
  expect(await db.appointment.where('syncState').equals('dirty').count()).toBe(COUNT);

  // "Reload": the database is closed and opened again; the user signs in offline with the PIN.
  db.close();
  db = openEvvDb({ name: dbName });
  const offline = await signInOffline({ db, username: 'alice', pin: PIN, now: Date.now });
  if (offline.kind !== 'signedIn') throw new Error(offline.kind);
  const reloaded = offline.session;
  expect(await db.appointment.where('syncState').equals('dirty').count()).toBe(COUNT);

  // Online again, through whatever the network does in this run.
  const onlineApi = new ApiClient({
    baseUrl: server.baseUrl,
    ...CLIENT,
    fetch: network(realFetch),
    tokens: await vault.tokensOf(reloaded.userKey),
    onTokens: (tokens) => vault.saveTokens(reloaded.userKey, tokens),
  });
  const clock = { millis: Date.now() };
  const engine = new SyncEngine({
    api: onlineApi,
    store: reloaded.store,
    deviceId: await deviceIdOf(db),
    clock: () => clock.millis,
    backoff: { baseMs: 20, maxMs: 200 },
  });
  const before = (await aliceAppointments()).length;
  const waits = await syncUntilDone(engine, clock);

  // The server holds exactly these 50, with the 20 changes, none twice.
  const all = await aliceAppointments();
  expect(all.length - before).toBe(COUNT);
  const windowStart = slotStart(firstSlotIndex);
  const windowEnd = slotStart(firstSlotIndex + COUNT);
  const mine = all.filter((row) => row.startAt.getTime() >= windowStart && row.startAt.getTime() < windowEnd);
  expect(mine).toHaveLength(COUNT);
  expect(new Set(mine.map((row) => row.startAt.getTime())).size).toBe(COUNT);
  const changed = mine.filter((row) => row.endAt.getTime() - row.startAt.getTime() === 1.5 * HOUR);
  expect(changed).toHaveLength(CHANGED);
  expect(changed.every((row) => row.nonBillableMinutes === 15)).toBe(true);
  expect(mine.filter((row) => row.startVisitAddressId !== null)).toHaveLength(COUNT / 10);

  // The device: the same 50, clean, under their server ids, new addresses swapped too.
  // (Earlier runs' appointments are alice's too, so the read brought them: only this run's window counts.)
  const inWindow = await db.appointment.where('startMillis').between(windowStart, windowEnd).toArray();
  const local = await reloaded.store.openAll<AppointmentData>('appointment', inWindow);
  expect(local).toHaveLength(COUNT);
  expect(await db.appointment.count()).toBe(all.length);
  expect(await db.appointment.where('id').below(0).count()).toBe(0);
  expect(local.every((r) => r.row.syncState === 'clean' && (r.row.id as number) > 0)).toBe(true);
  expect(new Set(local.map((r) => r.row.id))).toEqual(new Set(mine.map((row) => row.id)));
  const withAddress = local.filter((r) => r.data.startVisitAddress !== null);
  expect(withAddress).toHaveLength(COUNT / 10);
  expect(withAddress.every((r) => (r.data.startVisitAddress?.visitAddressId ?? 0) > 0)).toBe(true);

  // No client name or address text anywhere on disk in the clear, though the device holds them.
  const ann = (await reloaded.store.get<ClientData>('client', f.clients.clientA.clientId))!.data;
  expect(ann.firstName).toBe('Ann');
  expect(ann.addresses.map((a) => a.street1)).toContain('1 Main St');
  const disk = await scanAllTables(db);
  for (const text of ['Ann', 'Abe', 'Main St', 'Harbor Way', 'Camden', 'Tester', 'alice']) {
    expect(disk).not.toContain(text);
  }
  // The zip code as a number of its own: the same five digits inside a millisecond time or a temporary id (which
  // change with the hour the test runs) are not it.
  expect(disk).not.toMatch(/(?<!\d)08102(?!\d)/);
  db.close();
  return waits;
}

describe('offline appointments reach the real server exactly once', () => {
  it('after a reload, on a good network', async () => {
    expect(await scenario('plain', 0, (real) => real)).toEqual([]);
  });

  it('through 500 and 429 answers for a while (Retry-After honoured)', async () => {
    const answers = [500, 503, 429, 500];
    const waits = await scenario('flaky', COUNT, (real) => async (input, init) => {
      const status = answers.shift();
      if (status === undefined) return real(input, init);
      return new Response(JSON.stringify({ errors: [{ message: 'busy' }] }), {
        status,
        headers: { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '1' } : {}) },
      });
    });
    expect(waits).toHaveLength(4);
    // The backoff here never exceeds 200 ms; after the 429 the engine waits the server's full second.
    expect(waits.filter((wait) => wait <= 200)).toHaveLength(3);
    expect(waits[2]).toBeGreaterThanOrEqual(1000);
  });

  it('when the reply is lost after the server committed the write', async () => {
    let lost = 0;
    const waits = await scenario('lost-reply', 2 * COUNT, (real) => async (input, init) => {
      const response = await real(input, init);
      if (
        lost === 0 &&
        String(input instanceof Request ? input.url : input).endsWith('/evv/write/appointment')
      ) {
        lost += 1;
        await response.text();
        throw new TypeError('connection reset');
      }
      return response;
    });
    expect(lost).toBe(1);
    expect(waits).toHaveLength(1);
  });
});
