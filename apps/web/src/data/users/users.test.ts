import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsRepository } from '../appointments-repository.ts';
import { ApiClient } from '../api-client.ts';
import { setOfflinePin } from '../crypto/keyring.ts';
import { generateDataKey } from '../crypto/key-wrap.ts';
import { dataOwnerOf } from '../device-meta.ts';
import type { EvvDB } from '../evv-db.ts';
import { FakeEvvServer } from '../testing/fake-evv-server.ts';
import { logAuditEvent } from '../audit-log.ts';
import { appointmentInput, sampleUser, T0 } from '../testing/samples.ts';
import { freshDb, scanAllTables } from '../testing/test-db.ts';
import { checkLogout, logout } from './logout.ts';
import { signInOffline } from './offline-login.ts';
import { signInOnline } from './online-login.ts';
import { recentClients, recordRecentClient } from './recent-clients.ts';
import { saveOfflinePin } from './offline-pin.ts';
import { loadProfile, saveProfile, type Session } from './session.ts';

let db: EvvDB;
let now = T0;
const clock = () => now;
afterEach(() => db?.close());

const tokens = { accessToken: 'a', refreshToken: 'r', expiresAtMillis: T0 + 900_000 };
const FAST = 1000;

async function online(userName: string, staffId: number): Promise<Session> {
  const result = await signInOnline({ db, user: sampleUser(userName, staffId), now: clock });
  if (result.kind !== 'signedIn') throw new Error(`expected signedIn, got ${result.kind}`);
  return result.session;
}

describe('online sign-in', () => {
  it('makes a data key, keeps the profile encrypted, and never the deviceKeySecret nor the tokens', async () => {
    db = freshDb();
    const result = await signInOnline({ db, user: sampleUser('alice', 7, 'the-device-secret'), now: clock });
    expect(result).toMatchObject({ kind: 'signedIn', needsPin: true, synchronizationRequired: null });
    if (result.kind !== 'signedIn') return;
    expect(result.session.profile).not.toHaveProperty('deviceKeySecret');
    const profile = await loadProfile(result.session.store, result.session.userKey);
    expect(profile).toMatchObject({ staffId: 7 });
    expect(profile).not.toHaveProperty('tokens');
    const disk = await scanAllTables(db);
    for (const secret of ['the-device-secret', 'alice', 'Tester', '"a"', '"r"'])
      expect(disk).not.toContain(secret);
    expect(await dataOwnerOf(db)).toBe(result.session.userKey);
  });

  it("blocks another user while the previous user's data is unsynced, and never deletes it", async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    await new AppointmentsRepository({ store: alice.store, clock }).create(appointmentInput());
    expect(await signInOnline({ db, user: sampleUser('bob', 8), now: clock })).toEqual({
      kind: 'notLastUser',
      unsynced: 1,
    });
    expect(await db.appointment.count()).toBe(1);
    expect(await dataOwnerOf(db)).toBe(alice.userKey);
    // The same user is welcome back, with the data as it was, and asked to synchronize first.
    expect(await signInOnline({ db, user: sampleUser('alice', 7), now: clock })).toMatchObject({
      kind: 'signedIn',
      synchronizationRequired: { unsynced: 1, message: { key: 'login.synchronizationRequiredMore' } },
    });
    expect(await db.appointment.count()).toBe(1);
  });

  it('does not ask to synchronize for activity records alone: the first sync sends them (issue 20 §5)', async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    await logAuditEvent(alice.store, {
      eventDateTime: new Date(T0).toISOString(),
      actionType: 'View',
      pageName: 'EVV Dashboard',
      organizationId: 1,
      clientId: null,
      staffId: 7,
    });
    expect(await signInOnline({ db, user: sampleUser('alice', 7), now: clock })).toMatchObject({
      kind: 'signedIn',
      synchronizationRequired: null,
    });
    // Her own record makes it ask, and counts alone.
    await new AppointmentsRepository({ store: alice.store, clock }).create(appointmentInput());
    expect(await signInOnline({ db, user: sampleUser('alice', 7), now: clock })).toMatchObject({
      synchronizationRequired: { unsynced: 1 },
    });
  });

  it("lets another user in once everything is synced, clearing only the previous user's synced data", async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    const made = await new AppointmentsRepository({ store: alice.store, clock }).create(appointmentInput());
    await db.appointment.update(made.appointmentId, { syncState: 'clean' });
    await db.syncInfo.put({
      tableName: 'appointment',
      lastSync: '2030-01-01T00:00:00.000Z',
      lastSyncMillis: 1,
    });
    await recordRecentClient(db, alice.userKey, 70, clock);
    const bob = await online('bob', 8);
    expect(await db.appointment.count()).toBe(0);
    expect(await db.syncInfo.count()).toBe(0);
    expect(await dataOwnerOf(db)).toBe(bob.userKey);
    expect(await db.keyring.count()).toBe(2);
    expect(await recentClients(db, alice.userKey)).toHaveLength(1);
  });

  it('when the server secret changed: a new key if nothing waits, keyUnavailable if records would be lost', async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    await new AppointmentsRepository({ store: alice.store, clock }).create(appointmentInput());
    expect(await signInOnline({ db, user: sampleUser('alice', 7, 'rotated'), now: clock })).toEqual({
      kind: 'keyUnavailable',
    });
    expect(await db.appointment.count()).toBe(1);
    await db.appointment.clear();
    const fresh = await signInOnline({ db, user: sampleUser('alice', 7, 'rotated'), now: clock });
    expect(fresh).toMatchObject({ kind: 'signedIn', needsPin: true });
  });

  it('drops the tokens an earlier version kept in the profile, at the next save', async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    await saveProfile(alice.store, { ...alice.profile, tokens } as Session['profile']);
    expect(await loadProfile(alice.store, alice.userKey)).not.toHaveProperty('tokens');
    await saveProfile(alice.store, (await loadProfile(alice.store, alice.userKey))!);
    expect((await alice.store.get<object>('user', alice.userKey))?.data).not.toHaveProperty('tokens');
  });
});

describe('offline sign-in', () => {
  it('signs in with username and PIN, reading the profile kept at the online login', async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    expect(await signInOffline({ db, username: 'alice', pin: '1234', now: clock })).toEqual({
      kind: 'firstTimeLogin',
    });
    const dataKey = await generateDataKey();
    await expect(
      setOfflinePin(db, { userKey: 'nobody', dataKey, pin: '1234', iterations: FAST }),
    ).rejects.toThrow();
    await saveOfflinePin(alice, '1234', FAST);
    const result = await signInOffline({ db, username: 'ALICE', pin: '1234', now: clock });
    expect(result).toMatchObject({ kind: 'signedIn', session: { staffId: 7, offline: true } });
    expect(await signInOffline({ db, username: 'alice', pin: '4321', now: clock })).toEqual({
      kind: 'wrongPin',
      attemptsLeft: 4,
    });
    expect(await signInOffline({ db, username: 'carol', pin: '1234', now: clock })).toEqual({
      kind: 'firstTimeLogin',
    });
  });

  it("refuses a user whose data is not the device's (not the previous user)", async () => {
    db = freshDb();
    const alice = await online('alice', 7);
    await saveOfflinePin(alice, '1234', FAST);
    await online('bob', 8);
    expect(await signInOffline({ db, username: 'alice', pin: '1234', now: clock })).toEqual({
      kind: 'notPreviousUser',
    });
  });
});

describe('log out', () => {
  it('warns about unsynced data, keeps it, and revokes the tokens', async () => {
    db = freshDb();
    const server = new FakeEvvServer();
    const alice = await online('alice', 7);
    expect(await checkLogout(db)).toEqual({ kind: 'allSynced' });
    await new AppointmentsRepository({ store: alice.store, clock }).create(appointmentInput());
    expect(await checkLogout(db)).toEqual({ kind: 'unsyncedData', count: 1 });
    const api = new ApiClient(server.clientOptions());
    await logout(api);
    expect(api.currentTokens()).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual(['/evv/authorization/oauth/revoke']);
    expect(await db.appointment.count()).toBe(1);
    expect(await signInOnline({ db, user: sampleUser('bob', 8), now: clock })).toMatchObject({
      kind: 'notLastUser',
    });
  });
});

describe('recent clients', () => {
  it('keeps the 4 most recent per user', async () => {
    db = freshDb();
    for (const clientId of [1, 2, 3, 4, 5, 2]) {
      now += 1000;
      await recordRecentClient(db, 'alice', clientId, clock);
    }
    await recordRecentClient(db, 'bob', 9, clock);
    expect((await recentClients(db, 'alice')).map((r) => r.clientId)).toEqual([2, 5, 4, 3]);
    expect((await recentClients(db, 'bob')).map((r) => r.clientId)).toEqual([9]);
  });
});
