import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  formatMessage,
  matchesSignatureVerifier,
  sha256HexUpper,
  SIGNATURE_PROOF_LOCK_MINUTES,
  SIGNATURE_PROOF_MAX_TRIES,
} from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { captureLog, type TestServer } from './harness.ts';
import { PASSWORD, SIGNATURE } from './fixtures.ts';
import {
  NOW,
  TODAY,
  newNote,
  page,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

// Issue 31 items 1, 3, 4 and 5: the server checks that whoever adds a staff signature knows the signer's
// electronic signature, limits wrong tries per user, asks for the password to replace it, and upgrades a row
// that holds only the spec's SHA-256.

const REQUIRED = 'Staff Signature is a required field. Please enter a value.';
const MISMATCH = 'The signature entered does not match the signature on file.';
const LOCKED = formatMessage('signature.proofLocked', { minutes: SIGNATURE_PROOF_LOCK_MINUTES });

const { lines: logLines, stream: logStream } = captureLog();
let server: TestServer;
let tokens: Record<'alice' | 'bob' | 'carol', string>;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({ server, tokens, templates } = await startDocumentsServer(
    ['alice', 'bob', 'carol'],
    { logLevel: 'trace' },
    { logStream },
  ));
});
afterAll(() => server.close());

const signedAt = `${TODAY}T15:30:00.000Z`;

/** A progress note with every page confirmed and `who`'s staff signature on it, as a device sends it. */
function signedNote(who: 'alice' | 'carol', signerProof?: string | null) {
  const staffId = server.fixture.staff[who].staffId;
  return newNote(server, templates.note, {
    staffId,
    moduleData: [page(11, true, 'calm'), page(12, true, 'walked')],
    signature: {
      externalSignatures: [],
      signedBy: staffId,
      signedDate: signedAt,
      nextStaffId: null,
      staffSignatures: [{ staffId, signedDate: signedAt, meaning: 'staff', contentHash: 'D'.repeat(64) }],
    },
    ...(signerProof === undefined ? {} : { signerProof }),
  });
}

async function sign(who: 'alice' | 'carol', signerProof?: string | null) {
  const { status, body } = await writeDocuments(server, [signedNote(who, signerProof)], tokens[who]);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.resources[0] as { id: number; errors: { message: string }[] };
}

const signatureRow = async (who: 'alice' | 'bob' | 'carol') => {
  const [row] = await server.database.db
    .select()
    .from(t.staffSignatures)
    .where(eq(t.staffSignatures.staffId, server.fixture.staff[who].staffId));
  return row!;
};

describe('a staff signature on a document', () => {
  it('is refused without the signer’s proof, with the spec’s required message', async () => {
    const result = await sign('alice', null);
    expect(result.errors.map((e) => e.message)).toEqual([REQUIRED]);
  });

  it('is refused with a wrong proof, with the spec’s mismatch message', async () => {
    const result = await sign('alice', 'Wrong#2026');
    expect(result.errors.map((e) => e.message)).toEqual([MISMATCH]);
  });

  it('is stored with the right proof, and neither the proof nor a hash of it is kept or logged', async () => {
    const result = await sign('alice', SIGNATURE);
    expect(result.errors).toEqual([]);
    const stored = JSON.stringify(await storedDocument(server, result.id));
    expect(stored).not.toContain(SIGNATURE);
    expect(stored).not.toContain(await sha256HexUpper(SIGNATURE));
    expect(stored).not.toContain('signerProof');
    expect(logLines.filter((line) => line.includes(SIGNATURE) || line.includes('Wrong#2026'))).toEqual([]);
    expect((await signatureRow('alice')).wrongProofs).toBe(0);
  });
});

describe('wrong proofs', () => {
  it(`lock signing for ${SIGNATURE_PROOF_LOCK_MINUTES} minutes after ${SIGNATURE_PROOF_MAX_TRIES}, even for the right one`, async () => {
    for (let i = 1; i < SIGNATURE_PROOF_MAX_TRIES; i++) {
      expect((await sign('carol', `Wrong#${i}`)).errors.map((e) => e.message)).toEqual([MISMATCH]);
    }
    expect((await sign('carol', 'Wrong#last')).errors.map((e) => e.message)).toEqual([LOCKED]);
    expect((await sign('carol', SIGNATURE)).errors.map((e) => e.message)).toEqual([LOCKED]);
    const row = await signatureRow('carol');
    const lockEnd = NOW.getTime() + SIGNATURE_PROOF_LOCK_MINUTES * 60_000;
    // The test clock starts at NOW and moves on with the run's own time.
    expect(row.proofLockedUntil!.getTime()).toBeGreaterThanOrEqual(lockEnd);
    expect(row.proofLockedUntil!.getTime()).toBeLessThan(lockEnd + 60_000);
  });

  it('sent at once are counted one by one: never past the limit, never a 500', async () => {
    const tries = 3 * SIGNATURE_PROOF_MAX_TRIES;
    const replies = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        server.post(
          '/evv/write/staffsignature',
          { resources: [{ electronicSignature: 'Fresh#2026', oldSignature: `Wrong#${i}` }] },
          tokens.bob,
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(SIGNATURE_PROOF_MAX_TRIES - 1).fill(403),
      ...Array<number>(tries - SIGNATURE_PROOF_MAX_TRIES + 1).fill(429),
    ]);
    for (const reply of replies) expect(reply.body.errors.length).toBe(1);
    const row = await signatureRow('bob');
    expect(row.proofLockedUntil).not.toBeNull();
    expect(await matchesSignatureVerifier(SIGNATURE, deviceVerifier(row))).toBe(true);
  });
});

const deviceVerifier = (row: typeof t.staffSignatures.$inferSelect) => ({
  salt: row.deviceSalt!,
  iterations: row.deviceIterations!,
  bits: row.deviceBits!,
});

describe('the electronic signature itself', () => {
  it('is read as the device verifier, never as a SHA-256 of it', async () => {
    const { status, body } = await server.post('/evv/read/staffsignature', {}, tokens.alice);
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toContain(await sha256HexUpper(SIGNATURE));
    expect(text).not.toMatch(/[0-9A-F]{64}/);
    const [resource] = body.resources;
    expect(resource.electronicSignature).toBeUndefined();
    expect(await matchesSignatureVerifier(SIGNATURE, resource.deviceVerifier)).toBe(true);
    expect(await matchesSignatureVerifier('Sign#2027', resource.deviceVerifier)).toBe(false);
  });

  it('held only as the legacy SHA-256 is accepted once by it, then upgraded and the SHA cleared', async () => {
    const staffId = server.fixture.staff.alice.staffId;
    await server.database.db
      .update(t.staffSignatures)
      .set({
        signatureHash: await sha256HexUpper(SIGNATURE),
        signatureVerifier: null,
        deviceSalt: null,
        deviceIterations: null,
        deviceBits: null,
      })
      .where(eq(t.staffSignatures.staffId, staffId));
    expect((await server.post('/evv/read/staffsignature', {}, tokens.alice)).body.resources[0]).toMatchObject(
      {
        signatureSet: true,
        deviceVerifier: null,
      },
    );
    expect((await sign('alice', 'Wrong#2026')).errors.map((e) => e.message)).toEqual([MISMATCH]);
    expect((await signatureRow('alice')).signatureHash).not.toBeNull();
    expect((await sign('alice', SIGNATURE)).errors).toEqual([]);
    const row = await signatureRow('alice');
    expect(row.signatureHash).toBeNull();
    expect(row.signatureVerifier).toMatch(/^\$argon2id\$/);
    expect(await matchesSignatureVerifier(SIGNATURE, deviceVerifier(row))).toBe(true);
    expect((await sign('alice', SIGNATURE)).errors).toEqual([]);
  });

  it('is replaced only with the password or the signature it replaces', async () => {
    const change = (fields: Record<string, string>) =>
      server.post(
        '/evv/write/staffsignature',
        { resources: [{ electronicSignature: 'Newer#2026', ...fields }] },
        tokens.alice,
      );
    const without = await change({});
    expect(without.status).toBe(403);
    expect(without.body.errors[0].message).toBe(formatMessage('signature.changeNeedsPassword'));
    expect((await change({ password: 'Wrong-pass1!' })).status).toBe(403);
    expect((await change({ oldSignature: 'Wrong#2026' })).status).toBe(403);
    expect((await sign('alice', SIGNATURE)).errors).toEqual([]);

    const withPassword = await change({ password: PASSWORD });
    expect(withPassword.status).toBe(200);
    expect(await matchesSignatureVerifier('Newer#2026', withPassword.body.resources[0].deviceVerifier)).toBe(
      true,
    );
    expect((await sign('alice', SIGNATURE)).errors.map((e) => e.message)).toEqual([MISMATCH]);
    expect((await sign('alice', 'Newer#2026')).errors).toEqual([]);

    const withOld = await change({ oldSignature: 'Newer#2026', electronicSignature: 'Third#2026' });
    expect(withOld.status).toBe(200);
  });

  it('is created once by the sign-in alone: of two first setups at once the later must prove the first', async () => {
    const staffId = server.fixture.staff.bob.staffId;
    await server.database.db.delete(t.staffSignatures).where(eq(t.staffSignatures.staffId, staffId));
    const replies = await Promise.all(
      ['First#2026', 'Second#2026'].map((electronicSignature) =>
        server.post('/evv/write/staffsignature', { resources: [{ electronicSignature }] }, tokens.bob),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    const kept = replies.find((reply) => reply.status === 200)!.body.resources[0].deviceVerifier;
    expect(await matchesSignatureVerifier(SIGNATURE, deviceVerifier(await signatureRow('bob')))).toBe(false);
    expect(deviceVerifier(await signatureRow('bob'))).toEqual(kept);
  });
});
