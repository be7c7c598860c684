import { describe, expect, it } from 'vitest';
import { SIGNATURE_PROOF_LOCK_MINUTES, SIGNATURE_PROOF_MAX_TRIES } from '../constants.ts';
import {
  addsStaffSignature,
  afterWrongProof,
  minutesLocked,
  NO_WRONG_TRIES,
  proofLocked,
  type ProofTries,
} from './signature-proof.ts';

const now = new Date('2026-03-02T10:00:00Z');

describe('wrong electronic signatures (issue 31 item 3)', () => {
  it('locks after the limit for the lock time, then starts counting again', () => {
    let tries: ProofTries = NO_WRONG_TRIES;
    for (let i = 1; i < SIGNATURE_PROOF_MAX_TRIES; i++) {
      tries = afterWrongProof(tries, now);
      expect(proofLocked(tries, now)).toBe(false);
    }
    tries = afterWrongProof(tries, now);
    expect(proofLocked(tries, now)).toBe(true);
    expect(minutesLocked(tries, now)).toBe(SIGNATURE_PROOF_LOCK_MINUTES);
    const later = new Date(now.getTime() + SIGNATURE_PROOF_LOCK_MINUTES * 60_000);
    expect(proofLocked(tries, later)).toBe(false);
    expect(tries.wrongTries).toBe(0);
  });
});

describe('addsStaffSignature', () => {
  const signed = (staffIds: number[]) => ({
    externalSignatures: [],
    signedBy: staffIds.at(-1) ?? null,
    signedDate: staffIds.length ? now.toISOString() : null,
    nextStaffId: null,
    staffSignatures: staffIds.map((staffId, i) => ({
      staffId,
      signedDate: now.toISOString(),
      meaning: i === 0 ? ('staff' as const) : ('co-signing staff' as const),
      contentHash: 'H',
    })),
  });

  it('is true only when the write holds more staff signatures than the document did', () => {
    expect(addsStaffSignature(undefined, signed([7]), 7)).toBe(true);
    expect(addsStaffSignature(undefined, signed([]), 7)).toBe(false);
    expect(addsStaffSignature(undefined, null, 7)).toBe(false);
    const stored = { staffId: 7, signature: signed([7]) };
    expect(addsStaffSignature(stored, signed([7]), 7)).toBe(false);
    expect(addsStaffSignature(stored, signed([7, 8]), 7)).toBe(true);
  });
});
