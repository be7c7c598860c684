import { SIGNATURE_PROOF_LOCK_MINUTES, SIGNATURE_PROOF_MAX_TRIES } from '../constants.ts';
import type { DocumentSignature, EvvDocument } from '../entities/document.ts';
import { staffSignaturesOf } from './signature-staff.ts';

/**
 * Issue 31 item 3: wrong electronic signatures are limited, on the server per user and on the device per
 * profile. After SIGNATURE_PROOF_MAX_TRIES wrong ones in a row, signing is locked for
 * SIGNATURE_PROOF_LOCK_MINUTES; a right one clears the count.
 */
export interface ProofTries {
  wrongTries: number;
  lockedUntil: Date | null;
}

export const NO_WRONG_TRIES: ProofTries = { wrongTries: 0, lockedUntil: null };

export function proofLocked(tries: ProofTries, now: Date): boolean {
  return tries.lockedUntil !== null && tries.lockedUntil.getTime() > now.getTime();
}

/** The count after one more wrong signature: the last allowed one locks, and the count starts again after. */
export function afterWrongProof(tries: ProofTries, now: Date): ProofTries {
  const wrongTries = tries.wrongTries + 1;
  if (wrongTries < SIGNATURE_PROOF_MAX_TRIES) return { wrongTries, lockedUntil: null };
  return { wrongTries: 0, lockedUntil: new Date(now.getTime() + SIGNATURE_PROOF_LOCK_MINUTES * 60_000) };
}

/** Whole minutes until the lock ends, at least 1 (for the lockout message). */
export function minutesLocked(tries: ProofTries, now: Date): number {
  const left = (tries.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return Math.max(1, Math.ceil(left / 60_000));
}

/** The write adds a staff signature to what the document held: the server then needs the signer's proof. */
export function addsStaffSignature(
  stored: Pick<EvvDocument, 'staffId' | 'signature'> | undefined,
  written: DocumentSignature | null,
  authorId: number,
): boolean {
  const before = stored ? staffSignaturesOf(stored).length : 0;
  return staffSignaturesOf({ staffId: authorId, signature: written }).length > before;
}
