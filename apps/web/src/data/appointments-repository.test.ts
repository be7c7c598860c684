import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsRepository } from './appointments-repository.ts';
import { RecordNotFoundError } from './record-errors.ts';
import type { RecordStore } from './record-store.ts';
import { appointmentInput, HOUR, T0, newVisitAddress } from './testing/samples.ts';
import { freshStore } from './testing/test-db.ts';

let store: RecordStore;
afterEach(() => store?.db.close());

async function setup(clock: () => number = () => T0) {
  store = await freshStore();
  let changes = 0;
  const repository = new AppointmentsRepository({ store, clock, onChange: () => (changes += 1) });
  return { repository, changes: () => changes };
}

describe('appointments repository', () => {
  it('creates a dirty record with a temporary negative id from the clock, and returns at once', async () => {
    const { repository, changes } = await setup();
    const created = await repository.create(appointmentInput());
    expect(created.appointmentId).toBe(-T0);
    expect(created).toMatchObject({ syncState: 'dirty', syncError: null, status: 'None', duration: '01:00' });
    expect(created.appointmentDate).toBe('2030-01-11');
    expect(changes()).toBe(1);
    const row = await store.table('appointment').get(-T0);
    expect(row).toMatchObject({ syncState: 'dirty', rev: 1, staffId: 7, clientId: 70 });
    expect(row?.startMillis).toBe(Date.parse(created.startDateInstance));
  });

  it('keeps temporary ids unique within one millisecond, across instances and when the clock goes back', async () => {
    let now = T0;
    const { repository } = await setup(() => now);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await repository.create(appointmentInput({}, i))).appointmentId);
    const reloaded = new AppointmentsRepository({ store, clock: () => now });
    ids.push((await reloaded.create(appointmentInput({}, 5))).appointmentId);
    now = T0 - 60_000;
    ids.push((await reloaded.create(appointmentInput({}, 6))).appointmentId);
    now = T0 + 1000;
    ids.push((await reloaded.create(appointmentInput({}, 7))).appointmentId);
    expect(new Set(ids).size).toBe(8);
    expect(ids.slice(0, 7)).toEqual([-T0, -T0 - 1, -T0 - 2, -T0 - 3, -T0 - 4, -T0 - 5, -T0 - 6]);
    expect(ids[7]).toBe(-T0 - 1000);
  });

  it('gives new visit addresses temporary ids too', async () => {
    const { repository } = await setup();
    const created = await repository.create(
      appointmentInput({ startVisitAddress: newVisitAddress, endVisitAddress: newVisitAddress }),
    );
    const start = created.startVisitAddress?.visitAddressId;
    const end = created.endVisitAddress?.visitAddressId;
    expect(start).toBeLessThan(0);
    expect(end).toBeLessThan(0);
    expect(new Set([created.appointmentId, start, end]).size).toBe(3);
    expect((await store.table('appointment').get(created.appointmentId))?.tempAddressIds).toEqual([
      start,
      end,
    ]);
    const same = await repository.create(
      appointmentInput(
        { startVisitAddress: newVisitAddress, endVisitAddress: null, sameAsEndAddress: true },
        3,
      ),
    );
    expect(same.endVisitAddress).toBeNull();
  });

  it('changes a record: dirty again, rev counted, an error cleared', async () => {
    const { repository } = await setup();
    const created = await repository.create(appointmentInput());
    await store.table('appointment').update(created.appointmentId, { syncState: 'error', syncError: 'No.' });
    const end = new Date(Date.parse(created.startDateInstance) + 2 * HOUR).toISOString();
    const changed = await repository.change(created.appointmentId, {
      endDateInstance: end,
      status: undefined,
    });
    expect(changed).toMatchObject({ syncState: 'dirty', syncError: null, duration: '02:00', status: 'None' });
    expect(await store.table('appointment').get(created.appointmentId)).toMatchObject({
      syncState: 'dirty',
      syncError: null,
      rev: 2,
    });
  });

  it('finds a record by its old temporary id after the server id swap', async () => {
    const { repository } = await setup();
    const created = await repository.create(appointmentInput());
    const row = (await store.table('appointment').get(created.appointmentId))!;
    const data = await store.open<Record<string, unknown>>('appointment', row);
    await store.table('appointment').delete(created.appointmentId);
    await store
      .table('appointment')
      .put(await store.seal('appointment', { ...data, appointmentId: 501 }, row));
    await store.db.idMap.put({
      id: `appointment:${created.appointmentId}`,
      table: 'appointment',
      tempId: created.appointmentId,
      serverId: 501,
    });
    expect((await repository.get(created.appointmentId))?.appointmentId).toBe(501);
    expect((await repository.change(created.appointmentId, { status: 'DNS' })).appointmentId).toBe(501);
    await expect(repository.change(-1, { status: 'DNS' })).rejects.toBeInstanceOf(RecordNotFoundError);
    expect(await repository.get(-1)).toBeUndefined();
  });

  it("lists one staff member's appointments in a time range, by start", async () => {
    const { repository } = await setup();
    for (const hour of [3, 1, 2]) await repository.create(appointmentInput({}, hour));
    await repository.create(appointmentInput({ staffId: 8 }, 1));
    const all = await repository.listForStaff(7);
    expect(all.map((a) => a.startDateInstance)).toEqual(
      [1, 2, 3].map((h) => new Date(T0 + 24 * HOUR + h * 2 * HOUR).toISOString()),
    );
    const from = T0 + 24 * HOUR + 2 * 2 * HOUR;
    expect(await repository.listForStaff(7, { fromMillis: from, toMillis: from + 1 })).toHaveLength(1);
  });
});
