import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSignatureVerifier, SIGNATURE_PROOF_MAX_TRIES, sha256HexUpper } from '@carevisit/core';
import type { EvvDB } from '../evv-db.ts';
import { sampleUser, T0 } from '../testing/samples.ts';
import { freshDb, scanAllTables } from '../testing/test-db.ts';
import { checkTypedSignature, keepSignatureVerifier } from './electronic-signature.ts';
import { signInOffline } from './offline-login.ts';
import { saveOfflinePin } from './offline-pin.ts';
import { signInOnline } from './online-login.ts';

let db: EvvDB;
afterEach(() => db?.close());
const clock = () => T0;
const now = new Date(T0);

async function onlineSession(name: string, staffId: number) {
  db = freshDb();
  const online = await signInOnline({ db, user: sampleUser(name, staffId), now: clock });
  if (online.kind !== 'signedIn') throw new Error(online.kind);
  return online.session;
}

describe('the electronic signature on the device (spec 2 §5, issue 31 items 2 and 3)', () => {
  it('keeps only the verifier, encrypted, and an offline sign-in checks a staff signature against it', async () => {
    const session = await onlineSession('alice', 7);
    const verifier = await makeSignatureVerifier('Sign#2026');
    await keepSignatureVerifier(session, verifier);
    await saveOfflinePin(session, '1234', 1000);

    const offline = await signInOffline({ db, username: 'alice', pin: '1234', now: clock });
    if (offline.kind !== 'signedIn') throw new Error(offline.kind);
    expect(offline.session.profile.signatureVerifier).toEqual(verifier);
    await expect(checkTypedSignature(offline.session, 'Sign#2026', now)).resolves.toBe('match');
    await expect(checkTypedSignature(offline.session, 'sign#2026', now)).resolves.toBe('mismatch');
    const stored = await scanAllTables(db);
    expect(stored).not.toContain(verifier.bits);
    expect(stored).not.toContain(await sha256HexUpper('Sign#2026'));
    expect(stored).not.toContain('Sign#2026');
  });

  it('limits wrong tries: after the limit even the right signature is refused until an online sign-in', async () => {
    const session = await onlineSession('bob', 8);
    await keepSignatureVerifier(session, await makeSignatureVerifier('Sign#2026'));
    for (let i = 1; i < SIGNATURE_PROOF_MAX_TRIES; i++) {
      await expect(checkTypedSignature(session, `Wrong#${i}`, now)).resolves.toBe('mismatch');
    }
    await expect(checkTypedSignature(session, 'Wrong#last', now)).resolves.toBe('locked');
    await expect(checkTypedSignature(session, 'Sign#2026', now)).resolves.toBe('locked');
    // Hours later still locked: only the server lifts it.
    await expect(checkTypedSignature(session, 'Sign#2026', new Date(T0 + 86_400_000))).resolves.toBe(
      'locked',
    );

    // The count is in the encrypted profile, so an offline sign-in (a reload) does not reset it.
    await saveOfflinePin(session, '1234', 1000);
    const offline = await signInOffline({ db, username: 'bob', pin: '1234', now: clock });
    if (offline.kind !== 'signedIn') throw new Error(offline.kind);
    await expect(checkTypedSignature(offline.session, 'Sign#2026', now)).resolves.toBe('locked');

    // An online sign-in keeps the verifier the server read back, and the count starts again.
    await keepSignatureVerifier(offline.session, await makeSignatureVerifier('Sign#2026'));
    await expect(checkTypedSignature(offline.session, 'Sign#2026', now)).resolves.toBe('match');
  });

  it('leaves a signature from before issue 31 (no verifier yet) to the server, which checks every proof', async () => {
    const session = await onlineSession('carol', 9);
    await keepSignatureVerifier(session, null);
    await expect(checkTypedSignature(session, 'Anything#1', now)).resolves.toBe('match');
    expect(session.profile.signatureTries).toEqual({ wrongTries: 0, locked: false });
  });
});
