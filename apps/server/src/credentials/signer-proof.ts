import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  afterWrongProof,
  minutesLocked,
  NO_WRONG_TRIES,
  proofLocked,
  sha256HexUpper,
  type ProofTries,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { staffSignatures } from '../db/schema/index.ts';
import { verifySecret } from '../auth/passwords.ts';
import { findSignatureRow, signatureVerifierColumns } from './signature-verifiers.ts';

type SignatureRow = typeof staffSignatures.$inferSelect;

/** What a signer's proof (the typed electronic signature) came to; `minutes` is the lock left when locked. */
export type ProofOutcome = { answer: 'valid' } | { answer: 'wrong' } | { answer: 'locked'; minutes: number };

const triesOf = (row: SignatureRow): ProofTries => ({
  wrongTries: row.wrongProofs,
  lockedUntil: row.proofLockedUntil,
});

/** A row from before issue 31 holds only the spec's SHA-256: compared in constant time, accepted once. */
async function legacyMatches(row: SignatureRow, proof: string): Promise<boolean> {
  if (!row.signatureHash) return false;
  const stored = Buffer.from(row.signatureHash.trim().toUpperCase());
  const entered = Buffer.from(await sha256HexUpper(proof));
  return stored.length === entered.length && timingSafeEqual(stored, entered);
}

/**
 * Issue 31 items 1, 3 and 5: checks the typed signature against the slow verifier, counting wrong ones per user.
 * A right proof of a legacy row replaces its SHA-256 with the verifiers. No signature on file answers as wrong.
 */
export function checkSignerProof(db: Database, staffId: number, proof: string, now: Date) {
  return countedCheck(db, staffId, now, async (row) => {
    if (row.signatureVerifier !== null) return { right: await verifySecret(row.signatureVerifier, proof) };
    const right = await legacyMatches(row, proof);
    return { right, upgrade: right ? await signatureVerifierColumns(proof) : {} };
  });
}

type Check = (row: SignatureRow) => Promise<{ right: boolean; upgrade?: Partial<SignatureRow> }>;

/**
 * One try of what stands for the signer (the signature, or the password that may replace it), counted per user
 * in the database (core's afterWrongProof). The count is read and written under the row's lock, so concurrent
 * tries, on any server process, are counted one after another and none passes a lock another has just set.
 */
export async function countedCheck(
  db: Database,
  staffId: number,
  now: Date,
  check: Check,
): Promise<ProofOutcome> {
  const row = await findSignatureRow(db, staffId);
  if (!row) return { answer: 'wrong' };
  if (proofLocked(triesOf(row), now)) return locked(triesOf(row), now);
  const { right, upgrade = {} } = await check(row);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(staffSignatures)
      .where(eq(staffSignatures.staffId, staffId))
      .for('update');
    // Changed meanwhile (a new signature): this try was checked against the one before.
    if (
      !current ||
      current.signatureVerifier !== row.signatureVerifier ||
      current.signatureHash !== row.signatureHash
    ) {
      return { answer: 'wrong' };
    }
    const tries = triesOf(current);
    if (proofLocked(tries, now)) return locked(tries, now);
    const next = right ? NO_WRONG_TRIES : afterWrongProof(tries, now);
    await tx
      .update(staffSignatures)
      .set({ ...upgrade, wrongProofs: next.wrongTries, proofLockedUntil: next.lockedUntil })
      .where(eq(staffSignatures.staffId, staffId));
    if (right) return { answer: 'valid' };
    return proofLocked(next, now) ? locked(next, now) : { answer: 'wrong' };
  });
}

const locked = (tries: ProofTries, now: Date): ProofOutcome => ({
  answer: 'locked',
  minutes: minutesLocked(tries, now),
});
