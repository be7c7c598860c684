import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncPausedError, TransientError } from '../api-errors.ts';
import { logAuditEvent } from '../audit-log.ts';
import type { VisitData } from '../visit-data.ts';
import { engineHarness } from '../testing/engine-harness.ts';
import { json } from '../testing/fake-evv-server.ts';
import { appointmentInput, T0, visitData } from '../testing/samples.ts';

let close: () => void = () => undefined;
afterEach(() => close());

async function setup(count = 3) {
  const h = await engineHarness();
  close = () => h.store.db.close();
  const created = [];
  for (let i = 0; i < count; i++) created.push(await h.repository.create(appointmentInput({}, i)));
  return { ...h, created };
}

describe('sync engine: writing what waits', () => {
  it('sends dirty appointments and swaps their temporary ids for server ids', async () => {
    const { engine, server, rows } = await setup();
    expect(await engine.writeDirty()).toEqual({ stored: 3, rejected: 0 });
    const local = await rows();
    expect(local.map((r) => r.syncState)).toEqual(['clean', 'clean', 'clean']);
    expect(local.every((r) => (r.id as number) > 0)).toBe(true);
    expect(server.rows('appointment')).toHaveLength(3);
    expect(server.calls.filter((c) => c.path === '/evv/write/appointment')).toHaveLength(1);
  });

  it('an unreadable (tampered) record is left alone and does not hold up the others', async () => {
    const { engine, rows, store, created } = await setup();
    const tampered = created[0]!.appointmentId;
    const row = (await store.table('appointment').get(tampered))!;
    const ciphertext = row.ciphertext.slice();
    ciphertext[0]! ^= 1;
    await store.table('appointment').update(tampered, { ciphertext });
    expect(await engine.writeDirty()).toEqual({ stored: 2, rejected: 0 });
    expect(await store.table('appointment').get(tampered)).toMatchObject({ syncState: 'dirty' });
    expect((await rows('clean')).length).toBe(2);
  });

  it('a network error keeps the records dirty, without an error, and backs off', async () => {
    const { engine, server, rows, clock } = await setup();
    server.failNext(/write/, 'network');
    await expect(engine.writeDirty()).rejects.toMatchObject({ reason: 'network' });
    expect((await rows()).map((r) => [r.syncState, r.syncError])).toEqual([
      ['dirty', null],
      ['dirty', null],
      ['dirty', null],
    ]);
    expect(engine.backoff.waitMs(clock())).toBe(1000);
  });

  it('500 and 429 keep the records dirty and back off further, honouring Retry-After', async () => {
    const { engine, server, rows, time, clock } = await setup();
    server.failNext(/write/, { status: 500 });
    await expect(engine.writeDirty()).rejects.toBeInstanceOf(TransientError);
    expect(engine.backoff.waitMs(clock())).toBe(1000);
    server.failNext(/write/, { status: 503 });
    await expect(engine.writeDirty()).rejects.toBeInstanceOf(TransientError);
    expect(engine.backoff.waitMs(clock())).toBe(2000);
    server.failNext(/write/, { status: 429, headers: { 'retry-after': '30' } });
    await expect(engine.writeDirty()).rejects.toMatchObject({ reason: 'rateLimited', retryAfterMs: 30_000 });
    expect(engine.backoff.waitMs(clock())).toBe(30_000);
    expect((await rows('dirty')).length).toBe(3);
    time.now += 30_000;
    await engine.writeDirty();
    expect((await rows('clean')).length).toBe(3);
    expect(engine.backoff.failuresInARow()).toBe(0);
    expect(server.rows('appointment')).toHaveLength(3);
  });

  it('backs off further while reads keep failing, even when there is nothing to write', async () => {
    const { engine, server, clock } = await setup(0);
    for (const expected of [1000, 2000, 4000]) {
      server.failNext(/read/, { status: 500 });
      await expect(engine.syncTable('program')).rejects.toBeInstanceOf(TransientError);
      expect(engine.backoff.waitMs(clock())).toBe(expected);
    }
    await engine.syncTable('program');
    expect(engine.backoff.failuresInARow()).toBe(0);
  });

  it('a resource answered with errors becomes error with the server message; the rest go on', async () => {
    const { engine, server, rows, created, store } = await setup();
    const refused = created[1]!.appointmentId;
    server.refuse = (r) =>
      r.activityLogId === refused ? ['ERROR/~/These times conflict with another appointment.'] : [];
    await store.table('visit').add(
      await store.seal('visit', visitData(-5, refused), {
        syncState: 'dirty',
        syncError: null,
        rev: 1,
        firstSentRev: null,
      }),
    );
    expect(await engine.writeDirty()).toEqual({ stored: 2, rejected: 1 });
    const errorRow = await store.table('appointment').get(refused);
    expect(errorRow).toMatchObject({
      syncState: 'error',
      syncError: [{ message: 'ERROR/~/These times conflict with another appointment.' }],
    });
    expect((await rows('clean')).length).toBe(2);
    // Its visit waits for it, unsent.
    expect(await store.table('visit').get(-5)).toMatchObject({ syncState: 'dirty' });
    expect(server.calls.some((c) => c.path === '/evv/write/visit')).toBe(false);
    // Not sent again until the user fixes or retries it.
    await engine.writeDirty();
    expect(server.calls.filter((c) => c.path === '/evv/write/appointment')).toHaveLength(1);
  });

  it('a write reply of a wrong type is refused whole: nothing applied, the sync status says so (issue 19)', async () => {
    const { engine, server, rows, created } = await setup();
    // A server change answers one activityLogId of three as text.
    server.hook = (call) => {
      if (call.path !== '/evv/write/appointment') return undefined;
      const sent = (call.body as { resources: { activityLogId: number }[] }).resources;
      const result = (tempId: number, i: number) => ({
        tempId,
        activityLogId: i === 1 ? String(9000 + i) : 9000 + i,
        activityDetailId: null,
        visitId: null,
        errors: [],
        addresses: [],
      });
      return json({ resources: sent.map((r, i) => result(r.activityLogId, i)) });
    };
    await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'badReply' });
    // Every record as it was: its temporary id, still dirty, no error taken from half a reply.
    const local = new Map((await rows()).map((r) => [r.id, [r.syncState, r.syncError]]));
    expect(local).toEqual(new Map(created.map((c) => [c.appointmentId, ['dirty', null]])));
    expect(engine.status.get('program')).toEqual({
      table: 'program',
      status: 'error',
      loaded: 0,
      error: { key: 'login.serviceResponseError' },
    });
  });

  it('a whole request refused with 4xx is split to find the record it was about, its refusal kept worded by key', async () => {
    const { engine, server, rows, created } = await setup();
    const bad = created[2]!.appointmentId;
    // Issue 33: the key and parameters are kept with the message, so the refusal is worded when it is shown.
    const refusal = {
      key: 'server.fieldIssue',
      params: { field: 'resources.0.beginTime', detail: 'Invalid ISO datetime' },
      message: 'resources.0.beginTime: Invalid ISO datetime',
    };
    server.hook = (call) =>
      JSON.stringify(call.body).includes(String(bad)) ? json({ errors: [refusal] }, 400) : undefined;
    expect(await engine.writeDirty()).toEqual({ stored: 2, rejected: 1 });
    expect((await rows('error')).map((r) => [r.id, r.syncError])).toEqual([[bad, [refusal]]]);
  });

  it('a reply lost after the server stored the records: the resend is answered from receipts, stored once', async () => {
    const { engine, server, rows, repository, created } = await setup();
    server.failNext(/write\/appointment/, 'lost');
    await expect(engine.writeDirty()).rejects.toMatchObject({ reason: 'network' });
    expect(server.rows('appointment')).toHaveLength(3);
    // Changed after the lost send: the server's receipt answers with the old content, so it goes again.
    await repository.change(created[0]!.appointmentId, { status: 'DNS' });
    await engine.writeDirty();
    expect(server.rows('appointment')).toHaveLength(3);
    expect((await rows()).every((r) => (r.id as number) > 0)).toBe(true);
    const changed = server.rows('appointment').find((r) => r.status === 'DNS');
    expect(changed).toBeDefined();
    expect((await rows('clean')).length).toBe(3);
  });

  it('sends visits after their appointment, with its server id, then audit events', async () => {
    const { engine, server, store, created } = await setup(1);
    const meta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;
    await store
      .table('visit')
      .add(await store.seal('visit', visitData(-T0 - 9, created[0]!.appointmentId), meta));
    await logAuditEvent(store, {
      eventDateTime: new Date(T0).toISOString(),
      actionType: 'View',
      pageName: 'EVV Schedule',
      organizationId: 2,
      clientId: null,
      staffId: 7,
    });
    expect(await engine.writeDirty()).toEqual({ stored: 3, rejected: 0 });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/evv/write/appointment',
      '/evv/write/visit',
      '/evv/write/auditevent',
    ]);
    const serverAppointmentId = server.rows('appointment')[0]!.appointmentId;
    expect(
      (server.calls[1]!.body as { resources: { activityLogId: number }[] }).resources[0]!.activityLogId,
    ).toBe(serverAppointmentId);
    const [visit] = await store.openAll<VisitData>('visit', await store.table('visit').toArray());
    expect(visit!.data).toMatchObject({ appointmentId: serverAppointmentId });
    expect(visit!.row.syncState).toBe('clean');
    expect(await store.table('auditLog').count()).toBe(0);
  });

  it('a record saved while every pass is sending is still sent: each save asks for a pass of its own', async () => {
    const { engine, server, rows, repository } = await setup(1);
    const saved: Promise<unknown>[] = [];
    server.hook = (call) => {
      // Each send brings another save, as a signature page saves its draft and then the signing.
      if (call.path === '/evv/write/appointment' && saved.length < 4) {
        saved.push(
          repository.create(appointmentInput({}, 10 + saved.length)).then(() => engine.writeDirty()),
        );
      }
      return undefined;
    };
    await engine.writeDirty();
    // Waited for in order, without taking them out: the list's length is what bounds the saves to four.
    for (let i = 0; i < saved.length; i++) await saved[i];
    expect((await rows()).map((r) => r.syncState)).toEqual(Array(5).fill('clean'));
    expect(server.rows('appointment')).toHaveLength(5);
  });

  it('a 401 refreshes once for concurrent syncs', async () => {
    const { engine, server } = await setup(2);
    server.accessToken = 'rotated';
    await Promise.all([
      engine.syncTable('program'),
      engine.syncTable('activity'),
      engine.syncTable('organization'),
    ]);
    expect(server.refreshCount).toBe(1);
    expect(server.rows('appointment')).toHaveLength(2);
  });

  it('a failed refresh pauses sync: nothing more is sent and the data stays', async () => {
    const { engine, server, rows } = await setup(2);
    server.refreshWorks = false;
    server.accessToken = 'rotated';
    await expect(engine.writeDirty()).rejects.toBeInstanceOf(SyncPausedError);
    expect(engine.paused()).toMatchObject({ reason: 'refreshFailed' });
    expect((await rows('dirty')).length).toBe(2);
    const calls = server.calls.length;
    await expect(engine.syncTable('appointment')).rejects.toBeInstanceOf(SyncPausedError);
    expect(server.calls.length).toBe(calls);
    expect(engine.status.get('appointment')).toMatchObject({ status: 'error' });
    expect((await rows()).length).toBe(2);
  });
});
