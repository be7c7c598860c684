import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentWriteResult } from '@carevisit/core';
import { AppointmentsRepository } from '../appointments-repository.ts';
import type { AppointmentData } from '../appointment-data.ts';
import type { RecordStore } from '../record-store.ts';
import type { VisitData } from '../visit-data.ts';
import { appointmentInput, T0, visitData, newVisitAddress } from '../testing/samples.ts';
import { freshStore } from '../testing/test-db.ts';
import { applyStoredAppointment } from './appointment-stored.ts';
import { applyStoredVisit } from './visit-stored.ts';
import { markSending } from './send-marks.ts';

let store: RecordStore;
afterEach(() => store?.db.close());

const dirty = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;

/** An appointment made offline, with a visit and a document made under its temporary id. */
async function scenario() {
  store = await freshStore();
  const repository = new AppointmentsRepository({ store, clock: () => T0 });
  const appointment = await repository.create(
    appointmentInput({ startVisitAddress: newVisitAddress, sameAsEndAddress: true }),
  );
  const tempAddress = appointment.startVisitAddress!.visitAddressId!;
  // Another appointment reuses the same new address (same temporary id).
  const other = await repository.create(appointmentInput({ sameAsEndAddress: true }, 2));
  await repository.change(other.appointmentId, { startVisitAddress: appointment.startVisitAddress });
  const visitId = -T0 - 500;
  await store
    .table('visit')
    .add(await store.seal('visit', visitData(visitId, appointment.appointmentId), dirty));
  await store
    .table('document')
    .add(
      await store.seal(
        'document',
        { id: -T0 - 600, appointmentId: appointment.appointmentId, clientId: 70, staffId: 7 },
        dirty,
      ),
    );
  const row = (await store.table('appointment').get(appointment.appointmentId))!;
  const [sent] = await markSending<AppointmentData>(store, 'appointment', [{ row, data: appointment }]);
  const result: AppointmentWriteResult = {
    tempId: appointment.appointmentId,
    activityLogId: 501,
    activityDetailId: 501,
    visitId: null,
    errors: [],
    addresses: [{ tempId: tempAddress, visitAddressId: 9 }],
  };
  return { repository, appointment, other, visitId, tempAddress, sent: sent!, result };
}

describe('swapping a temporary id for the server id', () => {
  it('swaps it everywhere it is referenced: appointment, its visit and document, shared addresses', async () => {
    const { appointment, other, visitId, tempAddress, sent, result } = await scenario();
    await applyStoredAppointment(store, sent, result);

    expect(await store.table('appointment').get(appointment.appointmentId)).toBeUndefined();
    const swapped = (await store.get<AppointmentData>('appointment', 501))!;
    expect(swapped.row).toMatchObject({
      syncState: 'clean',
      syncError: null,
      firstSentRev: null,
      tempAddressIds: [],
    });
    expect(swapped.data).toMatchObject({ appointmentId: 501, activityDetailId: 501 });
    expect(swapped.data.startVisitAddress?.visitAddressId).toBe(9);

    const visit = (await store.get<VisitData>('visit', visitId))!;
    expect(visit.row).toMatchObject({ appointmentId: 501, syncState: 'dirty' });
    expect(visit.data.appointmentId).toBe(501);
    const document = (await store.get<{ appointmentId: number }>('document', -T0 - 600))!;
    expect(document.row.appointmentId).toBe(501);
    expect(document.data.appointmentId).toBe(501);

    const sharing = (await store.get<AppointmentData>('appointment', other.appointmentId))!;
    expect(sharing.data.startVisitAddress?.visitAddressId).toBe(9);
    expect(sharing.row).toMatchObject({ syncState: 'dirty', tempAddressIds: [] });

    expect(await store.db.idMap.toArray()).toEqual(
      expect.arrayContaining([
        {
          id: `appointment:${appointment.appointmentId}`,
          table: 'appointment',
          tempId: appointment.appointmentId,
          serverId: 501,
        },
        { id: `address:${tempAddress}`, table: 'address', tempId: tempAddress, serverId: 9 },
      ]),
    );
  });

  it('does it in ONE transaction: a failure inside leaves every record as it was', async () => {
    const { appointment, visitId, sent, result } = await scenario();
    const transactions = vi.spyOn(store.db, 'transaction');
    vi.spyOn(store.db.idMap, 'bulkPut').mockRejectedValueOnce(new Error('disk full'));
    await expect(applyStoredAppointment(store, sent, result)).rejects.toThrow('disk full');
    expect(transactions).toHaveBeenCalledTimes(1);

    expect(await store.table('appointment').get(501)).toBeUndefined();
    expect(await store.table('appointment').get(appointment.appointmentId)).toMatchObject({
      syncState: 'pending',
    });
    expect((await store.get<VisitData>('visit', visitId))!.data.appointmentId).toBe(
      appointment.appointmentId,
    );
    expect((await store.table('document').get(-T0 - 600))?.appointmentId).toBe(appointment.appointmentId);

    transactions.mockClear();
    await applyStoredAppointment(store, sent, result);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect((await store.get<VisitData>('visit', visitId))!.data.appointmentId).toBe(501);
  });

  it('keeps a change made while the write was in flight: swapped, but dirty, to be sent as an update', async () => {
    const { repository, appointment, sent, result } = await scenario();
    await repository.change(appointment.appointmentId, { status: 'DNS' });
    await applyStoredAppointment(store, sent, result);
    const swapped = (await store.get<AppointmentData>('appointment', 501))!;
    expect(swapped.data.status).toBe('DNS');
    expect(swapped.row).toMatchObject({ syncState: 'dirty', rev: 2, firstSentRev: null });
  });

  it('prepares again when a record changes between sealing and the transaction', async () => {
    const { repository, appointment, sent, result } = await scenario();
    const seal = store.seal.bind(store);
    let interfered = false;
    vi.spyOn(store, 'seal').mockImplementation(async (table, data, meta) => {
      if (!interfered && table === 'appointment') {
        interfered = true;
        await repository.change(appointment.appointmentId, { nonBillableMinutes: 5 });
      }
      return seal(table, data, meta);
    });
    await applyStoredAppointment(store, sent, result);
    const swapped = (await store.get<AppointmentData>('appointment', 501))!;
    expect(swapped.data.nonBillableMinutes).toBe(5);
    expect(swapped.row.syncState).toBe('dirty');
  });

  it("swaps a visit's temporary id in the visit and its appointment's evvVisitId", async () => {
    store = await freshStore();
    const repository = new AppointmentsRepository({ store, clock: () => T0 });
    const appointment = await repository.create(appointmentInput());
    await store
      .table('appointment')
      .put(await store.seal('appointment', { ...appointment, appointmentId: 501, evvVisitId: -9 }, dirty));
    const visit = visitData(-9, 501);
    await store.table('visit').add(await store.seal('visit', visit, dirty));
    const [sent] = await markSending(store, 'visit', [
      { row: (await store.table('visit').get(-9))!, data: visit },
    ]);
    await applyStoredVisit(store, sent!, { tempId: -9, evvVisitId: 77, errors: [] });
    expect(await store.table('visit').get(-9)).toBeUndefined();
    expect((await store.get<VisitData>('visit', 77))!.row.syncState).toBe('clean');
    expect((await store.get<AppointmentData>('appointment', 501))!.data.evvVisitId).toBe(77);
    expect(await store.db.idMap.get('visit:-9')).toMatchObject({ serverId: 77 });
  });
});
