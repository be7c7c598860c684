import { addsStaffSignature, type DocumentWrite } from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';
import type { ProofOutcome } from '../credentials/signer-proof.ts';
import { DocumentRefused } from './document-refusal.ts';

/**
 * Issue 31 item 1: a write that adds a staff signature carries the signer's proof, which the server checked
 * (outcome) before the document's transaction, so that a wrong try is counted even though the write is refused.
 * The refusal is spec 2 §5's own message (required when missing, mismatch when wrong) or the lockout's.
 */
export function checkSignerProofOf(
  stored: Pick<typeof documents.$inferSelect, 'staffId' | 'signature'> | undefined,
  input: DocumentWrite,
  authorId: number,
  outcome: ProofOutcome | undefined,
): void {
  if (!addsStaffSignature(stored, input.signature, authorId)) return;
  if (!outcome) throw DocumentRefused.rejected({ key: 'signature.staffRequired' });
  switch (outcome.answer) {
    case 'valid':
      return;
    case 'wrong':
      throw DocumentRefused.rejected({ key: 'signature.staffMismatch' });
    case 'locked':
      throw DocumentRefused.rejected({ key: 'signature.proofLocked', params: { minutes: outcome.minutes } });
  }
}
