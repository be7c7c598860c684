import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyUnwrapError } from './crypto-errors.ts';
import { toHex } from './bytes.ts';
import { unwrapWithPasskeyPrf, wrapWithPasskeyPrf } from './key-wrap.ts';
import { setOfflinePin, unlockWithPin, unlockWithServerSecret } from './keyring.ts';
import {
  addPasskeyWrap,
  devicePasskeys,
  keepOnlyPasskeyWraps,
  passkeyWrapIdsOf,
  removePasskeyWrap,
  unlockWithPasskey,
} from './passkey-keyring.ts';
import { passkeyPrfInput } from './passkey-prf.ts';
import { openPayload, sealPayload } from './record-cipher.ts';
import { userKeyOf } from './user-key.ts';
import { forgetUserKey } from '../users/clear-previous-user.ts';
import { freshDb, scanAllTables } from '../testing/test-db.ts';
import type { EvvDB } from '../evv-db.ts';

const FAST = 1000;
let db: EvvDB;
let now = Date.parse('2030-01-10T15:00:00.000Z');
const clock = () => now;
afterEach(() => db?.close());

/** A PRF output as an authenticator gives it: 32 bytes, the same for one credential and input. */
const prfOf = (seed: number) => new Uint8Array(32).map((_, i) => (seed * 31 + i * 7) & 0xff);

async function sameKey(a: CryptoKey, b: CryptoKey) {
  const sealed = await sealPayload(a, 'client', 1, { ok: true });
  return openPayload(b, 'client', 1, sealed);
}

async function signedInDevice() {
  db = freshDb();
  const userKey = await userKeyOf('alice');
  const { dataKey } = await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
  await setOfflinePin(db, { userKey, dataKey, pin: '1234', iterations: FAST });
  return { userKey, dataKey };
}

const add = (userKey: string, dataKey: CryptoKey, credentialId: string, prfOutput: Uint8Array<ArrayBuffer>) =>
  addPasskeyWrap(db, { userKey, dataKey, credentialId, rpId: 'evv.example', prfOutput, now: clock });

describe('a passkey wrap: the data key under HKDF of the PRF output (issue 35)', () => {
  it('unwraps with the same PRF output, and fails cleanly with another output, credential or user', async () => {
    const { dataKey } = await signedInDevice();
    const binding = { userKey: 'u1', credentialId: 'cred-A', rpId: null, now: now };
    const wrap = await wrapWithPasskeyPrf(dataKey, prfOf(1), binding);
    const again = await wrapWithPasskeyPrf(dataKey, prfOf(1), binding);
    expect(wrap.salt).toHaveLength(16);
    expect(wrap.salt).not.toEqual(again.salt);
    expect(wrap.wrapped).toHaveLength(40);
    expect(await sameKey(dataKey, await unwrapWithPasskeyPrf(wrap, prfOf(1), 'u1'))).toEqual({ ok: true });

    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(KeyUnwrapError);
    await refused(unwrapWithPasskeyPrf(wrap, prfOf(2), 'u1'));
    await refused(unwrapWithPasskeyPrf(wrap, prfOf(1), 'u2'));
    await refused(unwrapWithPasskeyPrf({ ...wrap, credentialId: 'cred-B' }, prfOf(1), 'u1'));
    await expect(unwrapWithPasskeyPrf(wrap, prfOf(2), 'u1')).rejects.toMatchObject({ wrap: 'passkey' });
  });

  it('asks every authenticator for the same fixed, app-specific PRF input', async () => {
    const input = await passkeyPrfInput();
    expect(input).toHaveLength(32);
    expect(toHex(input)).toBe(toHex(await passkeyPrfInput()));
    const expected = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('carevisit/passkey-prf/v1'),
    );
    expect(toHex(input)).toBe(toHex(new Uint8Array(expected)));
  });
});

describe('the keyring with passkeys: the PIN and each passkey each open the data key', () => {
  it('keeps one wrap per credential beside the PIN wrap; each unlocks, and names its user', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    await add(userKey, dataKey, 'cred-B', prfOf(2));
    await add(userKey, dataKey, 'cred-A', prfOf(1)); // again: replaces, never doubles
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual(['cred-B', 'cred-A']);
    expect(await devicePasskeys(db)).toEqual([
      { credentialId: 'cred-B', rpId: 'evv.example' },
      { credentialId: 'cred-A', rpId: 'evv.example' },
    ]);

    for (const [credentialId, seed] of [
      ['cred-A', 1],
      ['cred-B', 2],
    ] as const) {
      const unlock = await unlockWithPasskey(db, { credentialId, prfOutput: prfOf(seed), now: clock });
      expect(unlock).toMatchObject({ kind: 'unlocked', userKey });
      if (unlock.kind === 'unlocked') expect(await sameKey(dataKey, unlock.dataKey)).toEqual({ ok: true });
    }
    expect((await unlockWithPin(db, { userKey, pin: '1234', now: clock })).kind).toBe('unlocked');
  });

  it('keeps no PRF output anywhere: the stored row holds only salt, wrap and ids', async () => {
    const { userKey, dataKey } = await signedInDevice();
    const output = prfOf(7);
    await add(userKey, dataKey, 'cred-A', output);
    const dump = await scanAllTables(db);
    expect(dump).not.toContain(toHex(output));
    const entry = await db.keyring.get(userKey);
    const stored = entry?.passkeyWraps?.[0];
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'createdMillis',
      'credentialId',
      'rpId',
      'salt',
      'wrapped',
    ]);
    // No field holds the 32 bytes themselves, in any form.
    for (const value of [stored?.salt, stored?.wrapped]) expect(toHex(value!)).not.toContain(toHex(output));
  });

  it('a wrong PRF output counts as a wrong PIN, in the same counter; the lockout stops both', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    const wrong = () => unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(9), now: clock });
    expect(await wrong()).toEqual({ kind: 'wrongPasskey', attemptsLeft: 4 });
    expect(await unlockWithPin(db, { userKey, pin: '0000', now: clock })).toEqual({
      kind: 'wrongPin',
      attemptsLeft: 3,
    });
    expect(await wrong()).toEqual({ kind: 'wrongPasskey', attemptsLeft: 2 });
    await wrong();
    expect((await wrong()).kind).toBe('lockedOut');
    // Locked: neither the right passkey nor the right PIN is even tried.
    const right = await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(1), now: clock });
    expect(right).toMatchObject({ kind: 'lockedOut', message: { key: 'login.loginDisabled' } });
    expect((await unlockWithPin(db, { userKey, pin: '1234', now: clock })).kind).toBe('lockedOut');
    now += 180_000;
    const later = await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(1), now: clock });
    expect(later.kind).toBe('unlocked');
    expect((await db.keyring.get(userKey))?.lockout.failedAttempts).toBe(0);
  });

  it('a credential without a wrap here, or an assertion without a PRF output, opens nothing and counts nothing', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    expect(await unlockWithPasskey(db, { credentialId: 'cred-Z', prfOutput: prfOf(1), now: clock })).toEqual({
      kind: 'unknownPasskey',
    });
    expect(await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: null, now: clock })).toEqual({
      kind: 'unknownPasskey',
    });
    expect((await db.keyring.get(userKey))?.lockout.failedAttempts).toBe(0);
  });

  it('removing a passkey drops its wrap only; the PIN and the other passkeys still open the key', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    await add(userKey, dataKey, 'cred-B', prfOf(2));
    expect(await removePasskeyWrap(db, userKey, 'cred-A')).toBe(true);
    expect(await removePasskeyWrap(db, userKey, 'cred-A')).toBe(false);
    expect(await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(1), now: clock })).toEqual({
      kind: 'unknownPasskey',
    });
    expect(
      (await unlockWithPasskey(db, { credentialId: 'cred-B', prfOutput: prfOf(2), now: clock })).kind,
    ).toBe('unlocked');
    expect((await unlockWithPin(db, { userKey, pin: '1234', now: clock })).kind).toBe('unlocked');
  });

  it('keeps only the wraps of passkeys the server still holds (one removed on another device)', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    await add(userKey, dataKey, 'cred-B', prfOf(2));
    expect(await keepOnlyPasskeyWraps(db, userKey, new Set(['cred-B', 'cred-C']))).toBe(1);
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual(['cred-B']);
  });

  it('goes exactly when the PIN wrap goes: a changed PIN keeps it, a forgotten user key takes it', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    await setOfflinePin(db, { userKey, dataKey, pin: '5678', iterations: FAST });
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual(['cred-A']);
    // An online sign-in with the same secret keeps both.
    await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual(['cred-A']);
    expect(await forgetUserKey(db, userKey)).toBe(true);
    expect(await devicePasskeys(db)).toEqual([]);
    expect(await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(1), now: clock })).toEqual({
      kind: 'unknownPasskey',
    });
  });

  it('a keyring row from before passkeys (no passkeyWraps) reads as none, and takes one', async () => {
    const { userKey, dataKey } = await signedInDevice();
    await db.keyring
      .where('userKey')
      .equals(userKey)
      .modify((entry) => {
        delete entry.passkeyWraps;
      });
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual([]);
    await add(userKey, dataKey, 'cred-A', prfOf(1));
    expect(await passkeyWrapIdsOf(db, userKey)).toEqual(['cred-A']);
  });

  it('refuses a wrap for a user with no keyring on the device', async () => {
    db = freshDb();
    const { dataKey } = await unlockWithServerSecret(db, { userKey: 'other', secret: 's', now: clock });
    await expect(add('nobody', dataKey, 'cred-A', prfOf(1))).rejects.toThrow(/no keyring/);
  });
});
