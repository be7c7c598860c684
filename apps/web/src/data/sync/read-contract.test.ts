import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { engineHarness } from '../testing/engine-harness.ts';

let close: () => void = () => undefined;
afterEach(() => close());

async function setup() {
  const h = await engineHarness();
  close = () => h.store.db.close();
  return h;
}

const CHANGED = '2030-01-01T00:00:00.000Z';
const program = (programId: number) => ({
  programId,
  name: `Program ${programId}`,
  code: `P${programId}`,
  beginDate: '2020-01-01',
  endDate: null,
  changedDate: CHANGED,
  deletedDate: null,
});

describe('sync engine: every read reply checked against core contract (issue 19 item 1)', () => {
  it('refuses a page with one resource of a wrong type: nothing of it stored, the sync status says so', async () => {
    const { engine, server, store } = await setup();
    // A server change sends programId as text in one row of a page of three.
    server.tables.set('program', [program(1), { ...program(2), programId: '2' }, program(3)]);

    await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'badReply' });

    expect(await store.table('program').count()).toBe(0);
    expect(await store.db.syncInfo.get('program')).toBeUndefined();
    expect(engine.status.get('program')).toEqual({
      table: 'program',
      status: 'error',
      loaded: 0,
      error: { key: 'login.serviceResponseError' },
    });
  });

  it('refuses a missing property and a value of the wrong form alike', async () => {
    const { engine, server, store } = await setup();
    const withoutCode: Record<string, unknown> = program(1);
    delete withoutCode.code;
    const replies = [[withoutCode], [{ ...program(1), beginDate: '01/01/2020' }]];
    for (const rows of replies) {
      server.tables.set('program', rows);
      await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'badReply' });
      expect(engine.status.get('program')).toMatchObject({ status: 'error' });
    }
    expect(await store.table('program').count()).toBe(0);
  });

  it('stores what the contract allows: live rows and tombstones that name their row', async () => {
    const { engine, server, store } = await setup();
    server.tables.set('program', [program(1), program(2)]);
    await engine.syncTable('program');
    server.tables.set('program', [{ programId: 2, changedDate: CHANGED, deletedDate: CHANGED }]);
    await engine.syncTable('program');
    expect(await store.table('program').toCollection().primaryKeys()).toEqual([1]);
    expect(engine.status.get('program')).toMatchObject({ status: 'success' });

    server.tables.set('program', [{ programId: 1, changedDate: CHANGED, deletedDate: 'yesterday' }]);
    await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'badReply' });
    expect(await store.table('program').toCollection().primaryKeys()).toEqual([1]);
  });

  it('keeps the pages before a refused one, and not the read mark, so the next sync reads them again', async () => {
    const { engine, server, store } = await setup();
    const rows: Record<string, unknown>[] = Array.from({ length: 150 }, (_, i) => program(i + 1));
    rows[120] = { ...program(121), endDate: 42 };
    server.tables.set('program', rows);
    await expect(engine.syncTable('program')).rejects.toMatchObject({ reason: 'badReply' });
    expect(await store.table('program').count()).toBe(100);
    expect(await store.db.syncInfo.get('program')).toBeUndefined();
    expect(engine.status.get('program')).toMatchObject({ status: 'error', loaded: 100 });
  });
});
