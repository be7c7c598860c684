import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsRepository } from './appointments-repository.ts';
import { countPendingChanges, listPendingChanges, retryChange } from './pending-changes.ts';
import type { RecordStore } from './record-store.ts';
import { appointmentInput, T0 } from './testing/samples.ts';
import { freshStore } from './testing/test-db.ts';

let store: RecordStore;
afterEach(() => store?.db.close());

describe('pending changes', () => {
  it('lists what waits, what is in flight and what was refused, with the reason', async () => {
    store = await freshStore();
    const repository = new AppointmentsRepository({ store, clock: () => T0 });
    const waiting = await repository.create(appointmentInput({}, 0));
    const refused = await repository.create(appointmentInput({}, 1));
    const sending = await repository.create(appointmentInput({}, 2));
    const done = await repository.create(appointmentInput({}, 3));
    await store
      .table('appointment')
      .update(refused.appointmentId, { syncState: 'error', syncError: 'Client not found.' });
    await store.table('appointment').update(sending.appointmentId, { syncState: 'pending' });
    await store.table('appointment').update(done.appointmentId, { syncState: 'clean' });
    const changes = await listPendingChanges(store.db);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          table: 'appointment',
          kind: 'userData',
          id: waiting.appointmentId,
          syncState: 'dirty',
          reason: null,
          resolvable: false,
          final: false,
        },
        {
          table: 'appointment',
          kind: 'userData',
          id: refused.appointmentId,
          syncState: 'error',
          reason: 'Client not found.',
          resolvable: false,
          final: false,
        },
        {
          table: 'appointment',
          kind: 'userData',
          id: sending.appointmentId,
          syncState: 'pending',
          reason: null,
          resolvable: false,
          final: false,
        },
      ]),
    );
    expect(changes).toHaveLength(3);
    expect(await countPendingChanges(store.db)).toBe(3);
  });

  it('retry puts an error record back to dirty, and nothing else', async () => {
    store = await freshStore();
    const repository = new AppointmentsRepository({ store, clock: () => T0 });
    const refused = await repository.create(appointmentInput());
    await store
      .table('appointment')
      .update(refused.appointmentId, { syncState: 'error', syncError: 'No.', firstSentRev: 1 });
    expect(await retryChange(store.db, 'appointment', refused.appointmentId)).toBe(true);
    expect(await store.table('appointment').get(refused.appointmentId)).toMatchObject({
      syncState: 'dirty',
      syncError: null,
      firstSentRev: null,
    });
    expect(await retryChange(store.db, 'appointment', refused.appointmentId)).toBe(false);
    expect(await retryChange(store.db, 'appointment', 12345)).toBe(false);
  });
});
