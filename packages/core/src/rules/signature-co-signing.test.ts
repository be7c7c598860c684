import { describe, expect, it } from 'vitest';
import type { DocumentSignature, StaffSignature } from '../entities/document.ts';
import { coSigningRefusal } from './signature-co-signing.ts';

const AUTHOR = 3;
const COSIGNER = 8;
const OTHER = 9;
const HASH = 'E'.repeat(64);
const TWO_REQUIRED = { numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 2 };
const ONE_REQUIRED_TWO_ALLOWED = { numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 1 };

const by = (staffId: number, minute: number): StaffSignature => ({
  staffId,
  signedDate: `2026-03-10T15:${minute}:00.000Z`,
  meaning: staffId === AUTHOR ? 'staff' : 'co-signing staff',
  contentHash: HASH,
});
const signature = (staffSignatures: StaffSignature[], nextStaffId: number | null): DocumentSignature => ({
  externalSignatures: [],
  signedBy: staffSignatures.at(-1)?.staffId ?? null,
  signedDate: staffSignatures.at(-1)?.signedDate ?? null,
  nextStaffId,
  staffSignatures,
});
const document = (staffSignatures: StaffSignature[], nextStaffId: number | null) => ({
  staffId: AUTHOR,
  signature: signature(staffSignatures, nextStaffId),
});
const draft = (nextStaffId: number | null = null) => document([], nextStaffId);
const waiting = document([by(AUTHOR, 30)], COSIGNER);

describe('co-signatures (issue 31 item 1: spec 2 §4, §5 Next Staff to Sign)', () => {
  it('takes the author naming the next signer, then the named co-signer naming nobody', () => {
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], COSIGNER), TWO_REQUIRED)).toBeNull();
    const cosigned = signature([by(AUTHOR, 30), by(COSIGNER, 45)], null);
    expect(coSigningRefusal(waiting, cosigned, TWO_REQUIRED)).toBeNull();
  });

  it('needs a next signer while fewer than the minimum have signed', () => {
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], null), TWO_REQUIRED)).toBe(
      'documentWrite.nextStaffRequired',
    );
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], null), ONE_REQUIRED_TWO_ALLOWED)).toBeNull();
    expect(
      coSigningRefusal(draft(), signature([by(AUTHOR, 30)], COSIGNER), ONE_REQUIRED_TWO_ALLOWED),
    ).toBeNull();
  });

  it('requires no more signatures than the template holds, whatever its minimum says', () => {
    const oneHeld = { numberOfStaffSignatures: 1, minimumNumberOfStaffSignatures: 2 };
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], null), oneHeld)).toBeNull();
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], COSIGNER), oneHeld)).toBe(
      'documentWrite.staffSignaturesFull',
    );
    const none = { numberOfStaffSignatures: 0, minimumNumberOfStaffSignatures: 0 };
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], null), none)).toBe(
      'documentWrite.staffSignaturesFull',
    );
  });

  it('keeps the next signer until a signature: neither removed nor changed in between', () => {
    for (const next of [null, OTHER]) {
      expect(coSigningRefusal(waiting, signature([by(AUTHOR, 30)], next), TWO_REQUIRED)).toBe(
        'documentWrite.nextStaffFixed',
      );
    }
    expect(coSigningRefusal(waiting, signature([by(AUTHOR, 30)], COSIGNER), TWO_REQUIRED)).toBeNull();
  });

  it('leaves the next signer of a draft free: nothing is signed yet', () => {
    expect(coSigningRefusal(draft(COSIGNER), signature([], OTHER), TWO_REQUIRED)).toBeNull();
    expect(coSigningRefusal(draft(COSIGNER), signature([], null), TWO_REQUIRED)).toBeNull();
  });

  it('takes the author first and then only the staff member named, one signature a write', () => {
    expect(coSigningRefusal(draft(COSIGNER), signature([by(COSIGNER, 30)], null), TWO_REQUIRED)).toBe(
      'documentWrite.signerNotNext',
    );
    expect(coSigningRefusal(waiting, signature([by(AUTHOR, 30), by(OTHER, 45)], null), TWO_REQUIRED)).toBe(
      'documentWrite.signerNotNext',
    );
    const twice = signature([by(AUTHOR, 30), by(AUTHOR, 31)], null);
    expect(coSigningRefusal(draft(), twice, TWO_REQUIRED)).toBe('documentWrite.signerNotNext');
  });

  it('names nobody once the template’s number have signed, and never someone who signed', () => {
    const full = signature([by(AUTHOR, 30), by(COSIGNER, 45)], OTHER);
    expect(coSigningRefusal(waiting, full, TWO_REQUIRED)).toBe('documentWrite.staffSignaturesFull');
    expect(coSigningRefusal(draft(), signature([by(AUTHOR, 30)], AUTHOR), TWO_REQUIRED)).toBe(
      'documentWrite.nextStaffSigned',
    );
    const three = { numberOfStaffSignatures: 3, minimumNumberOfStaffSignatures: 3 };
    const back = signature([by(AUTHOR, 30), by(COSIGNER, 45)], AUTHOR);
    expect(coSigningRefusal(waiting, back, three)).toBe('documentWrite.nextStaffSigned');
    const onward = signature([by(AUTHOR, 30), by(COSIGNER, 45)], OTHER);
    expect(coSigningRefusal(waiting, onward, three)).toBeNull();
  });
});
