import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentData } from './appointment-data.ts';
import { logAuditEvent } from './audit-log.ts';
import { discardChange } from './discard-change.ts';
import type { EncryptedTableName } from './local-tables.ts';
import { listPendingChanges } from './pending-changes.ts';
import type { RecordStore } from './record-store.ts';
import type { SyncMeta } from './record-types.ts';
import { engineHarness } from './testing/engine-harness.ts';
import { appointmentInput, T0, visitData } from './testing/samples.ts';

let close: () => void = () => undefined;
afterEach(() => close());

async function setup() {
  const h = await engineHarness();
  close = () => h.store.db.close();
  return h;
}

const meta = (syncState: SyncMeta['syncState'], syncError: string | null = null): SyncMeta => ({
  syncState,
  syncError,
  rev: 1,
  firstSentRev: null,
});

async function put(store: RecordStore, table: EncryptedTableName, data: object, state: SyncMeta) {
  await store.table(table).put(await store.seal(table, data, state));
}

const documentData = (id: number, appointmentId: number) => ({
  id,
  appointmentId,
  clientId: 70,
  staffId: 7,
  documentName: 'Progress Note',
});

const refuse = (store: RecordStore, table: EncryptedTableName, id: number | string) =>
  store.table(table).update(id, { syncState: 'error', syncError: 'Client not found.' });

describe('discardChange (principle 5: a rejected record stays until the user fixes or discards it)', () => {
  it('discards only rejected records: waiting, sending, clean and unknown ones stay', async () => {
    const { store, repository } = await setup();
    const waiting = await repository.create(appointmentInput({}, 0));
    const sending = await repository.create(appointmentInput({}, 1));
    await store.table('appointment').update(sending.appointmentId, { syncState: 'pending' });
    await put(store, 'appointment', { ...waiting, appointmentId: 500 }, meta('clean'));

    expect(await discardChange(store.db, 'appointment', waiting.appointmentId)).toBe(false);
    expect(await discardChange(store.db, 'appointment', sending.appointmentId)).toBe(false);
    expect(await discardChange(store.db, 'appointment', 500)).toBe(false);
    expect(await discardChange(store.db, 'appointment', -999)).toBe(false);
    expect(await store.table('appointment').count()).toBe(3);
  });

  it('an appointment made on the device goes with the visits and documents waiting for it', async () => {
    const { store, repository } = await setup();
    const refused = await repository.create(appointmentInput({}, 0));
    const other = await repository.create(appointmentInput({}, 1));
    await refuse(store, 'appointment', refused.appointmentId);
    await put(store, 'visit', visitData(-11, refused.appointmentId), meta('dirty'));
    await put(store, 'visit', visitData(-12, other.appointmentId), meta('dirty'));
    await put(store, 'document', documentData(-21, refused.appointmentId), meta('dirty'));
    await put(store, 'document', documentData(-22, other.appointmentId), meta('dirty'));
    await store.db.syncInfo.put({
      tableName: 'appointment',
      lastSync: '2030-01-01T00:00:00Z',
      lastSyncMillis: T0,
    });

    expect(await discardChange(store.db, 'appointment', refused.appointmentId)).toBe(true);

    expect(await store.table('appointment').get(refused.appointmentId)).toBeUndefined();
    expect(await store.table('visit').toCollection().primaryKeys()).toEqual([-12]);
    expect(await store.table('document').toCollection().primaryKeys()).toEqual([-22]);
    // Nothing of it was ever on the server: there is nothing to read back.
    expect(await store.db.syncInfo.get('appointment')).toBeDefined();
    expect((await listPendingChanges(store.db)).map((c) => [c.table, c.id])).toEqual(
      expect.arrayContaining([
        ['appointment', other.appointmentId],
        ['visit', -12],
        ['document', -22],
      ]),
    );
    expect(await discardChange(store.db, 'appointment', refused.appointmentId)).toBe(false);
  });

  it("a changed server record goes back to the server's version with the next read", async () => {
    const { store, repository, engine, server } = await setup();
    await repository.create(appointmentInput({}, 0));
    await engine.writeDirty();
    const serverId = (await store.table('appointment').toCollection().primaryKeys())[0] as number;
    expect(serverId).toBeGreaterThan(0);
    // The next read's watermark is after the row's last change: an incremental read would not send it again.
    server.nowIso = '2030-01-03T00:00:00.000Z';
    await engine.syncTable('appointment');
    expect(await store.db.syncInfo.get('appointment')).toBeDefined();
    await store.db.syncInfo.put({ tableName: 'appointment?clientId=70', lastSync: 'x', lastSyncMillis: T0 });
    await store.db.syncInfo.put({ tableName: 'client', lastSync: 'x', lastSyncMillis: T0 });

    // Changed on the device, refused by the server.
    const local = (await store.get<AppointmentData>('appointment', serverId))!;
    await put(store, 'appointment', { ...local.data, nonBillableMinutes: 999 }, meta('error', 'No.'));

    expect(await discardChange(store.db, 'appointment', serverId)).toBe(true);
    expect(await store.table('appointment').get(serverId)).toBeUndefined();
    expect(await store.db.syncInfo.get('appointment')).toBeUndefined();
    expect(await store.db.syncInfo.get('appointment?clientId=70')).toBeUndefined();
    expect(await store.db.syncInfo.get('client')).toBeDefined();

    // The server's row did not change, so only a full read brings it back: the forgotten lastSync makes it one.
    await engine.syncTable('appointment');
    const back = await store.get<AppointmentData>('appointment', serverId);
    expect(back?.row).toMatchObject({ syncState: 'clean', syncError: null });
    expect(back?.data.nonBillableMinutes).toBe(server.rows('appointment')[0]!.nonBillableMinutes);
    expect(await listPendingChanges(store.db)).toEqual([]);
  });

  it('a rejected visit or activity record is removed on its own', async () => {
    const { store } = await setup();
    await put(store, 'visit', visitData(-11, 400), meta('error', 'Visit not found.'));
    await put(store, 'visit', visitData(-12, 400), meta('dirty'));
    const event = await logAuditEvent(store, {
      eventDateTime: new Date(T0).toISOString(),
      actionType: 'View',
      pageName: 'EVV Dashboard',
      organizationId: 2,
      clientId: null,
      staffId: 7,
    });
    await refuse(store, 'auditLog', event.deviceEventId);

    expect(await discardChange(store.db, 'visit', -11)).toBe(true);
    expect(await discardChange(store.db, 'auditLog', event.deviceEventId)).toBe(true);
    expect(await listPendingChanges(store.db)).toEqual([
      {
        table: 'visit',
        kind: 'userData',
        id: -12,
        syncState: 'dirty',
        reason: null,
        resolvable: false,
        final: false,
      },
    ]);
  });
});
