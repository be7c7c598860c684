import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openEvvDb, saveOfflinePin, signInOnline, type EvvDB } from '../../../data/index.ts';
import { sampleUser, T0 } from '../../../data/testing/samples.ts';
import { deviceHasOfflineUser } from './offline-user.ts';

let db: EvvDB;
afterEach(() => db?.close());

describe('deviceHasOfflineUser (spec 1 §2: offline users are sent to /loginOffline)', () => {
  it('is false on a new device and after an online login without a PIN, true once a PIN is set', async () => {
    db = openEvvDb({ name: `offline-user-${Math.random().toString(36).slice(2)}` });
    expect(await deviceHasOfflineUser(db)).toBe(false);

    const online = await signInOnline({ db, user: sampleUser('alice', 7), now: () => T0 });
    if (online.kind !== 'signedIn') throw new Error(`expected signedIn, got ${online.kind}`);
    expect(await deviceHasOfflineUser(db)).toBe(false);

    await saveOfflinePin(online.session, '1357', 1000);
    expect(await deviceHasOfflineUser(db)).toBe(true);
  });
});
