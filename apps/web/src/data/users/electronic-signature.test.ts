import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256HexUpper, staffSignatureError } from '@carevisit/core';
import type { EvvDB } from '../evv-db.ts';
import { sampleUser, T0 } from '../testing/samples.ts';
import { freshDb, scanAllTables } from '../testing/test-db.ts';
import { keepNewSignature, keepSignatureHash, signatureHashOf } from './electronic-signature.ts';
import { signInOffline } from './offline-login.ts';
import { saveOfflinePin } from './offline-pin.ts';
import { signInOnline } from './online-login.ts';

let db: EvvDB;
afterEach(() => db?.close());
const clock = () => T0;

describe('the stored electronic signature on the device (spec 2 §5, offline too)', () => {
  it('keeps only the hash, encrypted, and an offline sign-in checks a staff signature against it', async () => {
    db = freshDb();
    const online = await signInOnline({ db, user: sampleUser('alice', 7), now: clock });
    if (online.kind !== 'signedIn') throw new Error(online.kind);
    await keepSignatureHash(online.session, await sha256HexUpper('Sign#2026'));
    await saveOfflinePin(online.session, '1234', 1000);

    const offline = await signInOffline({ db, username: 'alice', pin: '1234', now: clock });
    if (offline.kind !== 'signedIn') throw new Error(offline.kind);
    const hash = signatureHashOf(offline.session);
    expect(hash).toMatch(/^[0-9A-F]{64}$/);
    expect(await staffSignatureError('Sign#2026', hash)).toBeNull();
    expect(await staffSignatureError('sign#2026', hash)).toEqual({ key: 'signature.staffMismatch' });
    expect(await scanAllTables(db)).not.toContain(hash);
  });

  it('keeps the hash of a signature the user has just created, and none when the server has none', async () => {
    db = freshDb();
    const online = await signInOnline({ db, user: sampleUser('bob', 8), now: clock });
    if (online.kind !== 'signedIn') throw new Error(online.kind);
    await keepSignatureHash(online.session, null);
    expect(signatureHashOf(online.session)).toBeNull();
    await keepNewSignature(online.session, 'Fresh#1');
    expect(signatureHashOf(online.session)).toBe(await sha256HexUpper('Fresh#1'));
    expect(await scanAllTables(db)).not.toContain('Fresh#1');
  });
});
