import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { listPendingChanges, type Session } from '../../data/index.ts';
import { AppointmentsRepository } from '../../data/appointments-repository.ts';
import { cleanMeta } from '../../data/record-types.ts';
import { appointmentInput, T0, visitData } from '../../data/testing/samples.ts';
import { freshStore } from '../../data/testing/test-db.ts';
import { loadDetails } from './change-details.ts';
import { changeKey } from './pending-items.ts';

let store: Session['store'];
afterEach(() => store?.db.close());

const dirty = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;

async function put(table: 'client' | 'visit' | 'document', data: object, meta = cleanMeta()) {
  await store.table(table).put(await store.seal(table, data, meta));
}

describe('what the list tells about each changed record', () => {
  it("names the client and the appointment's time, for the appointment and its visit and document", async () => {
    store = await freshStore();
    const repository = new AppointmentsRepository({ store, clock: () => T0 });
    const mine = await repository.create(appointmentInput({ clientId: 70 }, 0));
    const unknownClient = await repository.create(appointmentInput({ clientId: 99 }, 1));
    await put('client', {
      clientId: 70,
      firstName: 'Jane',
      lastName: 'Doe',
      emails: [],
      phones: [],
      addresses: [],
    });
    await put('visit', { ...visitData(-11, mine.appointmentId), clientId: 70 }, dirty);
    // A document made for the appointment; its own clientId is what the index holds.
    await put('document', { id: -21, appointmentId: mine.appointmentId, clientId: 70, staffId: 7 }, dirty);
    // A visit whose appointment is not on the device: the client is still known, the time is not.
    await put('visit', { ...visitData(-12, 555), clientId: 70 }, dirty);

    const details = await loadDetails(store, await listPendingChanges(store.db));
    const start = Date.parse(mine.startDateInstance);
    expect(details.get(changeKey('appointment', mine.appointmentId))).toEqual({
      clientName: 'Jane Doe',
      startMillis: start,
    });
    expect(details.get(changeKey('visit', -11))).toEqual({ clientName: 'Jane Doe', startMillis: start });
    expect(details.get(changeKey('document', -21))).toEqual({ clientName: 'Jane Doe', startMillis: start });
    expect(details.get(changeKey('visit', -12))).toEqual({ clientName: 'Jane Doe', startMillis: null });
    expect(details.get(changeKey('appointment', unknownClient.appointmentId))).toEqual({
      clientName: null,
      startMillis: Date.parse(unknownClient.startDateInstance),
    });
  });

  it('a client record that does not decrypt leaves the name out instead of failing the list', async () => {
    store = await freshStore();
    const repository = new AppointmentsRepository({ store, clock: () => T0 });
    const mine = await repository.create(appointmentInput({ clientId: 70 }, 0));
    await put('client', {
      clientId: 70,
      firstName: 'Jane',
      lastName: 'Doe',
      emails: [],
      phones: [],
      addresses: [],
    });
    const row = (await store.table('client').get(70))!;
    const ciphertext = row.ciphertext.slice();
    ciphertext[0]! ^= 1;
    await store.table('client').update(70, { ciphertext });

    const details = await loadDetails(store, await listPendingChanges(store.db));
    expect(details.get(changeKey('appointment', mine.appointmentId))?.clientName).toBeNull();
  });
});
