import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EvvDB } from '../evv-db.ts';
import { engineHarness } from '../testing/engine-harness.ts';
import { sampleUser, T0 } from '../testing/samples.ts';
import { freshDb } from '../testing/test-db.ts';
import { signInOnline } from '../users/online-login.ts';
import { put, submission } from './testing/evv-device.ts';

// Issue 32 item 7: the server's sends of visits to the aggregator reach the device with the ordinary reads and are
// stored like every record: encrypted, with only the ids the screens query by in the clear.

let db: EvvDB | undefined;
afterEach(() => db?.close());

const onDisk = (row: object) =>
  JSON.stringify(row, (_key, value: unknown) =>
    value instanceof ArrayBuffer || ArrayBuffer.isView(value)
      ? Buffer.from(value as Uint8Array).toString('latin1')
      : value,
  );

describe('the sends of visits on the device', () => {
  it('are read from evvsubmission and kept as ciphertext, with only their ids in the clear', async () => {
    const h = await engineHarness();
    db = h.store.db;
    const send = submission(41, '12345', 'rejected', {
      clientFirstName: 'Philomena',
      clientLastName: 'Quarshie',
      exceptions: [{ id: '0', description: 'Client not found' }],
    });
    h.server.tables.set('evvsubmission', [send]);
    await h.engine.syncTable('evvSubmission');
    const [row] = await h.store.table('evvSubmission').toArray();
    expect(await h.store.open('evvSubmission', row!)).toEqual(send);
    expect(row!.ciphertext).toBeInstanceOf(Uint8Array);
    const clear = ['evvVisitId', 'firstSentRev', 'id', 'rev', 'staffId', 'syncError', 'syncState'];
    expect(Object.keys(row!).sort()).toEqual(['ciphertext', ...clear, 'iv'].sort());
    expect(row).toMatchObject({ id: 41, evvVisitId: send.evvVisitId, staffId: send.staffId });
    for (const secret of ['Philomena', 'Quarshie', '12345', 'Client not found', send.serviceDate])
      expect(onDisk(row!)).not.toContain(secret);
  });

  it("are gone when another user signs in on the device, like every record of the previous user's", async () => {
    db = freshDb();
    const now = () => T0;
    const alice = await signInOnline({ db, user: sampleUser('alice', 7), now });
    if (alice.kind !== 'signedIn') throw new Error(`expected signedIn, got ${alice.kind}`);
    await put(alice.session.store, 'evvSubmission', submission(41, '1', 'sent'));
    expect(await db.evvSubmission.count()).toBe(1);
    const bob = await signInOnline({ db, user: sampleUser('bob', 8), now });
    expect(bob.kind).toBe('signedIn');
    expect(await db.evvSubmission.count()).toBe(0);
  });
});
