import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { toAppointmentWrite } from '../appointment-data.ts';
import type { ClientData } from '../client-data.ts';
import { engineHarness } from '../testing/engine-harness.ts';
import { allergyRow, appointmentReadOf, clientAddressRow } from '../testing/read-samples.ts';
import { appointmentInput } from '../testing/samples.ts';
import type { LoadProgress } from './load-status.ts';

let close: () => void = () => undefined;
afterEach(() => close());

async function setup() {
  const h = await engineHarness();
  close = () => h.store.db.close();
  return h;
}

const EARLY = '2030-01-01T00:00:00.000Z';
const LATER = '2030-01-02T00:00:00.000Z';
const program = (programId: number, name = `Program ${programId}`, changedDate = EARLY) => ({
  programId,
  name,
  code: `P${programId}`,
  beginDate: '2020-01-01',
  endDate: null,
  changedDate,
  deletedDate: null,
});

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits, turn after turn, for what the engine does on its own (a request it sends). */
async function until(condition: () => boolean) {
  for (let turn = 0; !condition(); turn++) {
    if (turn > 1000) throw new Error('never happened');
    await nextTurn();
  }
}

type ReadBody = { limit?: number; offset?: number; lastSync?: string; clientId?: number };
const readBodies = (calls: { path: string; body: unknown }[], table: string) =>
  calls.filter((c) => c.path === `/evv/read/${table}`).map((c) => c.body as ReadBody);

describe('sync engine: reading a table (spec 1 §4, §7)', () => {
  it('pages with limit and offset until hasMoreRecords is false, and keeps the FIRST page syncTime', async () => {
    const { engine, server, store } = await setup();
    server.tables.set(
      'program',
      Array.from({ length: 250 }, (_, i) => program(i + 1)),
    );
    let reads = 0;
    const times = ['2030-01-05T00:00:00.000Z', '2030-01-05T00:00:01.000Z', '2030-01-05T00:00:02.000Z'];
    server.hook = (call) => {
      if (call.path.startsWith('/evv/read/')) server.nowIso = times[reads++] ?? server.nowIso;
      return undefined;
    };
    const seen: LoadProgress[] = [];
    engine.status.subscribe((progress) => seen.push(progress));
    await engine.syncTable('program');
    expect(readBodies(server.calls, 'program')).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 },
    ]);
    expect(await store.table('program').count()).toBe(250);
    expect(await store.db.syncInfo.get('program')).toMatchObject({
      lastSync: times[0],
      lastSyncMillis: expect.any(Number),
    });
    // The first page tells the total, so a screen can say "Syncing ... 100 of 250".
    expect(seen.map((p) => [p.status, p.loaded, p.total])).toEqual([
      ['loading', 0, undefined],
      ['loading', 100, 250],
      ['loading', 200, 250],
      ['loading', 250, 250],
      ['success', 250, undefined],
    ]);
  });

  it('reads incrementally since the stored syncTime, upserts, and deletes tombstones', async () => {
    const { engine, server, store } = await setup();
    server.nowIso = EARLY;
    server.tables.set('program', [program(1), program(2), program(3)]);
    await engine.syncTable('program');
    server.tables.set('program', [
      program(1),
      program(2, 'Renamed', LATER),
      { programId: 3, changedDate: LATER, deletedDate: LATER },
      program(4, 'New', LATER),
    ]);
    server.nowIso = LATER;
    await engine.syncTable('program');
    expect(readBodies(server.calls, 'program').at(-1)).toEqual({ limit: 100, offset: 0, lastSync: EARLY });
    const programs = await store.openAll<{ programId: number; name: string }>(
      'program',
      await store.table('program').toArray(),
    );
    expect(programs.map((p) => [p.data.programId, p.data.name])).toEqual([
      [1, 'Program 1'],
      [2, 'Renamed'],
      [4, 'New'],
    ]);
    await engine.syncTable('program', { ignoreLastSync: true });
    expect(readBodies(server.calls, 'program').at(-1)).toEqual({ limit: 100, offset: 0 });
  });

  it('never overwrites a record with local changes the server has not acknowledged', async () => {
    const { engine, server, store, repository } = await setup();
    const mine = await repository.create({
      staffId: 7,
      clientId: 70,
      organizationId: 2,
      programId: 3,
      activityId: 4,
      serviceLocationId: 5,
      startDateInstance: '2030-01-11T15:00:00.000Z',
      endDateInstance: '2030-01-11T16:00:00.000Z',
    });
    // Stored by the server (it now has a server id), then changed here and refused.
    await engine.writeDirty();
    const serverId = (await store.table('appointment').toCollection().primaryKeys())[0] as number;
    await store.table('appointment').update(serverId, { syncState: 'error', syncError: 'No.' });
    const write = { ...toAppointmentWrite(mine), status: 'Kept' as const };
    server.tables.set('appointment', [
      appointmentReadOf(write, serverId, LATER),
      { appointmentId: serverId, changedDate: LATER, deletedDate: LATER },
    ]);
    await engine.syncTable('appointment');
    const local = await store.get<{ status: string }>('appointment', serverId);
    expect(local?.data.status).toBe('None');
    expect(local?.row).toMatchObject({ syncState: 'error', syncError: 'No.' });
  });

  it('keeps a change sent while a read of its table was under way, not the older copy that read brings', async () => {
    const { engine, server, store, repository } = await setup();
    const made = await repository.create(appointmentInput());
    await engine.writeDirty();
    const serverId = (await store.table('appointment').toCollection().primaryKeys())[0] as number;
    // A read leaves with the appointment as the server has it now, and comes back late.
    const release = server.holdNext(/read\/appointment$/);
    const reading = engine.syncTable('appointment');
    await until(() => server.calls.some((call) => call.path === '/evv/read/appointment'));
    const moved = { startDateInstance: made.endDateInstance, endDateInstance: LATER };
    await repository.change(serverId, moved);
    const writing = engine.writeDirty();
    // Left to run beside the read, the write is sent and acknowledged before the read comes back.
    let written = false;
    void writing.then(() => (written = true));
    for (let turn = 0; turn < 50 && !written; turn++) await nextTurn();
    release();
    await Promise.all([reading, writing]);
    expect(await store.get('appointment', serverId)).toMatchObject({
      data: moved,
      row: { syncState: 'clean' },
    });
    expect(server.rows('appointment')).toMatchObject([moved]);
  });

  it('combines client, picture, email, telephone and address reads into client records', async () => {
    const { engine, server, store } = await setup();
    const live = { changedDate: EARLY, deletedDate: null };
    server.tables.set('client', [
      {
        clientId: 1,
        idNumber: 'C-1',
        firstName: 'Ann',
        lastName: 'Client',
        gender: 'F',
        birthDate: '1950-05-06',
        ...live,
      },
    ]);
    server.tables.set('picture', [{ clientId: 1, picture: 'data:image/png;base64,AAAA', ...live }]);
    server.tables.set('email', [
      { emailId: 5, clientId: 1, email: 'ann@example.org', primary: true, ...live },
    ]);
    server.tables.set('telephone', []);
    server.tables.set('address', [
      clientAddressRow(11, 1, '1 Main St', 'Camden', EARLY),
      clientAddressRow(12, 1, '9 Elm St', 'Camden', EARLY),
      clientAddressRow(13, 2, '3 Pine St', 'Trenton', EARLY),
    ]);
    await engine.syncTable('client');
    const ann = (await store.get<ClientData>('client', 1))!;
    expect(ann.data).toMatchObject({ firstName: 'Ann', picture: 'data:image/png;base64,AAAA' });
    expect(ann.data.emails.map((e) => e.emailId)).toEqual([5]);
    expect(ann.data.addresses.map((a) => a.personAddressId)).toEqual([11, 12]);
    expect(ann.row).toMatchObject({ addressIds: [11, 12], emailIds: [5] });
    expect((await store.get<ClientData>('client', 2))!.data.addresses).toHaveLength(1);
    expect(engine.status.get('client')).toMatchObject({ status: 'success', loaded: 1 });

    server.nowIso = LATER;
    server.tables.set('address', [{ personAddressId: 12, changedDate: LATER, deletedDate: LATER }]);
    server.tables.set('client', [{ clientId: 2, changedDate: LATER, deletedDate: LATER }]);
    server.tables.set('picture', [{ clientId: 1, changedDate: LATER, deletedDate: LATER }]);
    await engine.syncTable('client');
    const after = (await store.get<ClientData>('client', 1))!;
    expect(after.data.addresses.map((a) => a.personAddressId)).toEqual([11]);
    expect(after.data.picture).toBeNull();
    expect(await store.table('client').get(2)).toBeUndefined();
  });

  it('a clinical read for one client passes clientId and keeps its own syncTime', async () => {
    const { engine, server, store } = await setup();
    server.tables.set('allergy', [allergyRow(1, 70, 'Penicillin', EARLY)]);
    await engine.syncTable('allergy', { clientId: 70 });
    expect(readBodies(server.calls, 'allergy')).toEqual([{ limit: 100, offset: 0, clientId: 70 }]);
    expect(await store.db.syncInfo.get('allergy?clientId=70')).toBeDefined();
    expect(await store.table('allergy').where('clientId').equals(70).count()).toBe(1);
  });

  it('a failed load says error with a catalog message and keeps what was loaded', async () => {
    const { engine, server, store } = await setup();
    server.tables.set(
      'program',
      Array.from({ length: 150 }, (_, i) => program(i + 1)),
    );
    server.failNext(/read\/program/, 'network');
    await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'network' });
    expect(engine.status.get('program')).toEqual({
      table: 'program',
      status: 'error',
      loaded: 0,
      error: { key: 'login.deviceOffline' },
    });
    let reads = 0;
    server.hook = (call) =>
      call.path.startsWith('/evv/read/') && reads++ === 1 ? new Response('{}', { status: 502 }) : undefined;
    await expect(engine.syncTable('program')).rejects.toMatchObject({ status: 502 });
    expect(engine.status.get('program')).toMatchObject({
      status: 'error',
      loaded: 100,
      error: { key: 'login.serviceResponseError' },
    });
    expect(await store.table('program').count()).toBe(100);
    expect(await store.db.syncInfo.get('program')).toBeUndefined();
  });
});
