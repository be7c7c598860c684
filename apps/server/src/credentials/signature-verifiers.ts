import { eq } from 'drizzle-orm';
import { makeSignatureVerifier, signatureVerifier, type SignatureVerifier } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { staffSignatures } from '../db/schema/index.ts';
import { hashSecret } from '../auth/passwords.ts';

type SignatureRow = typeof staffSignatures.$inferSelect;

/**
 * Issue 31 items 1 and 2: the two verifiers of an electronic signature, made whenever the server learns the plain
 * signature (creation, change, a legacy row's first proof): argon2id for the server's own check, PBKDF2 for the
 * device's offline check. The legacy SHA-256 is cleared; the plain signature is never stored.
 */
export async function signatureVerifierColumns(signature: string) {
  const [serverVerifier, device] = await Promise.all([
    hashSecret(signature),
    makeSignatureVerifier(signature),
  ]);
  return {
    signatureHash: null,
    signatureVerifier: serverVerifier,
    deviceSalt: device.salt,
    deviceIterations: device.iterations,
    deviceBits: device.bits,
  };
}

export type SignatureVerifierColumns = Awaited<ReturnType<typeof signatureVerifierColumns>>;

/**
 * Creates or replaces the staff member's signature; a new signature starts with no wrong tries. With `createOnly`
 * nothing is written when one exists (two first-time setups at once: the later one must prove the first), and
 * the answer says whether it was stored.
 */
export async function storeSignatureVerifiers(
  db: Database,
  staffId: number,
  columns: SignatureVerifierColumns,
  now: Date,
  createOnly = false,
): Promise<boolean> {
  const values = { ...columns, wrongProofs: 0, proofLockedUntil: null, changedAt: now };
  const insert = db.insert(staffSignatures).values({ staffId, ...values });
  const stored = createOnly
    ? await insert.onConflictDoNothing().returning({ staffId: staffSignatures.staffId })
    : await insert
        .onConflictDoUpdate({ target: staffSignatures.staffId, set: values })
        .returning({ staffId: staffSignatures.staffId });
  return stored.length > 0;
}

/** The device verifier of a row, or null for a legacy row (its device learns one at the first proof). */
export function deviceVerifierOf(row: SignatureRow): SignatureVerifier | null {
  const parsed = signatureVerifier.safeParse({
    salt: row.deviceSalt,
    iterations: row.deviceIterations,
    bits: row.deviceBits,
  });
  return parsed.success ? parsed.data : null;
}

export async function findSignatureRow(db: Database, staffId: number): Promise<SignatureRow | undefined> {
  const [row] = await db.select().from(staffSignatures).where(eq(staffSignatures.staffId, staffId));
  return row;
}
