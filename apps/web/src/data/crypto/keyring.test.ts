import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyUnwrapError } from './crypto-errors.ts';
import { PIN_KDF_ITERATIONS, unwrapWithPin, wrapWithPin } from './key-wrap.ts';
import { setOfflinePin, unlockWithPin, unlockWithServerSecret } from './keyring.ts';
import { userKeyOf } from './user-key.ts';
import { openPayload, sealPayload } from './record-cipher.ts';
import { RecordStore } from '../record-store.ts';
import { freshDb } from '../testing/test-db.ts';
import type { EvvDB } from '../evv-db.ts';

const FAST = 1000; // PBKDF2 iterations for tests that count attempts; the default is checked on its own
let db: EvvDB;
let now = Date.parse('2030-01-10T15:00:00.000Z');
const clock = () => now;
afterEach(() => db?.close());

async function sameKey(a: CryptoKey, b: CryptoKey) {
  const sealed = await sealPayload(a, 'client', 1, { ok: true });
  return openPayload(b, 'client', 1, sealed);
}

describe('the keyring: one data key per user and device, wrapped twice', () => {
  it('creates a data key at the first online login and unwraps it with the server secret later', async () => {
    db = freshDb();
    const userKey = await userKeyOf('Alice');
    const first = await unlockWithServerSecret(db, { userKey, secret: 's3cret', now: clock });
    expect(first.created).toBe(true);
    const again = await unlockWithServerSecret(db, { userKey, secret: 's3cret', now: clock });
    expect(again.created).toBe(false);
    expect(await sameKey(first.dataKey, again.dataKey)).toEqual({ ok: true });
    const entry = await db.keyring.get(userKey);
    expect(JSON.stringify(entry)).not.toContain('s3cret');
    expect(entry?.serverWrap.wrapped).toHaveLength(40); // AES-KW of a 256-bit key
  });

  it('refuses another server secret, and the username hash is case-insensitive', async () => {
    db = freshDb();
    expect(await userKeyOf(' ALICE ')).toBe(await userKeyOf('alice'));
    const userKey = await userKeyOf('alice');
    await unlockWithServerSecret(db, { userKey, secret: 'one', now: clock });
    await expect(unlockWithServerSecret(db, { userKey, secret: 'two', now: clock })).rejects.toBeInstanceOf(
      KeyUnwrapError,
    );
  });

  it('wraps with PBKDF2-SHA256 at 600000 iterations and a random salt by default', async () => {
    const key = (await unlockWithServerSecret((db = freshDb()), { userKey: 'u', secret: 's', now: clock }))
      .dataKey;
    const wrap = await wrapWithPin(key, '1234');
    const other = await wrapWithPin(key, '1234');
    expect(wrap.iterations).toBe(PIN_KDF_ITERATIONS);
    expect(PIN_KDF_ITERATIONS).toBe(600_000);
    expect(wrap.salt).toHaveLength(16);
    expect(wrap.salt).not.toEqual(other.salt);
    expect(await sameKey(key, await unwrapWithPin(wrap, '1234'))).toEqual({ ok: true });
  });

  it('unlocks offline with the PIN; a wrong PIN fails and counts', async () => {
    db = freshDb();
    const userKey = await userKeyOf('alice');
    const { dataKey } = await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
    expect(await unlockWithPin(db, { userKey, pin: '1234', now: clock })).toEqual({ kind: 'noPin' });
    await setOfflinePin(db, { userKey, dataKey, pin: '1234', iterations: FAST });

    expect(await unlockWithPin(db, { userKey, pin: '9999', now: clock })).toEqual({
      kind: 'wrongPin',
      attemptsLeft: 4,
    });
    expect((await db.keyring.get(userKey))?.lockout.failedAttempts).toBe(1);
    const right = await unlockWithPin(db, { userKey, pin: '1234', now: clock });
    expect(right.kind).toBe('unlocked');
    if (right.kind === 'unlocked') expect(await sameKey(dataKey, right.dataKey)).toEqual({ ok: true });
    expect((await db.keyring.get(userKey))?.lockout.failedAttempts).toBe(0);
  });

  it('locks offline login after 5 wrong PINs for 3 minutes, and never deletes data', async () => {
    db = freshDb();
    const userKey = await userKeyOf('alice');
    const { dataKey } = await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
    await setOfflinePin(db, { userKey, dataKey, pin: '1234', iterations: FAST });
    const store = new RecordStore(db, dataKey);
    const meta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;
    await store
      .table('appointment')
      .add(await store.seal('appointment', { appointmentId: -1, staffId: 1 }, meta));

    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await unlockWithPin(db, { userKey, pin: '0000', now: clock })).kind);
    expect(answers).toEqual(['wrongPin', 'wrongPin', 'wrongPin', 'wrongPin', 'lockedOut']);
    const locked = await unlockWithPin(db, { userKey, pin: '1234', now: clock });
    expect(locked).toMatchObject({
      kind: 'lockedOut',
      retryInMs: 180_000,
      message: { key: 'login.loginDisabled', params: { minutes: 3 } },
    });

    now += 180_000;
    expect((await unlockWithPin(db, { userKey, pin: '1234', now: clock })).kind).toBe('unlocked');
    expect(await store.table('appointment').count()).toBe(1);
    expect(await db.keyring.get(userKey)).toBeDefined();
  });

  it('a successful online login ends an offline lockout', async () => {
    db = freshDb();
    const userKey = await userKeyOf('alice');
    const { dataKey } = await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
    await setOfflinePin(db, { userKey, dataKey, pin: '1234', iterations: FAST });
    for (let i = 0; i < 5; i++) await unlockWithPin(db, { userKey, pin: '0000', now: clock });
    await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
    expect((await unlockWithPin(db, { userKey, pin: '1234', now: clock })).kind).toBe('unlocked');
  });
});
