import { describe, expect, it } from 'vitest';
import type { DocumentSignature, StaffSignature } from '../entities/document.ts';
import { staffSignaturesOf, staffSignaturesRefusal, withStaffSignature } from './signature-staff.ts';

const AUTHOR = 3;
const COSIGNER = 8;
const HASH = 'E'.repeat(64);
const AT = '2026-03-09T15:05:00.000Z';
const LATER = '2026-03-10T09:00:00.000Z';

const author: StaffSignature = { staffId: AUTHOR, signedDate: AT, meaning: 'staff', contentHash: HASH };
const cosigner: StaffSignature = {
  staffId: COSIGNER,
  signedDate: LATER,
  meaning: 'co-signing staff',
  contentHash: HASH,
};
const signature = (
  staffSignatures: StaffSignature[],
  nextStaffId: number | null = null,
): DocumentSignature => ({
  externalSignatures: [],
  signedBy: staffSignatures.at(-1)?.staffId ?? null,
  signedDate: staffSignatures.at(-1)?.signedDate ?? null,
  nextStaffId,
  staffSignatures,
});
const stored = (staffSignatures: StaffSignature[], next: number | null = COSIGNER) => ({
  staffId: AUTHOR,
  signature: signature(staffSignatures, next),
});

describe('staff signatures (issue 16 item 3: every signature kept)', () => {
  it('reads a record older than the list from signedBy, with its meaning and no hash', () => {
    const legacy = { externalSignatures: [], signedBy: COSIGNER, signedDate: LATER, nextStaffId: null };
    expect(staffSignaturesOf({ staffId: AUTHOR, signature: legacy })).toEqual([
      { staffId: COSIGNER, signedDate: LATER, meaning: 'co-signing staff', contentHash: null },
    ]);
    expect(staffSignaturesOf({ staffId: AUTHOR, signature: null })).toEqual([]);
  });

  it('adds the author as staff, and a later signer as co-signing staff after them', () => {
    const first = withStaffSignature({ staffId: AUTHOR, signature: null }, AUTHOR, AT, HASH);
    expect(first).toEqual([author]);
    expect(withStaffSignature(stored(first), COSIGNER, LATER, HASH)).toEqual([author, cosigner]);
  });

  it('takes the author’s signature, then the co-signer’s added after it', () => {
    expect(staffSignaturesRefusal(undefined, signature([author], COSIGNER), AUTHOR, AUTHOR)).toBeNull();
    expect(
      staffSignaturesRefusal(stored([author]), signature([author, cosigner]), COSIGNER, AUTHOR),
    ).toBeNull();
  });

  it('refuses a co-signature that replaces the author’s', () => {
    expect(staffSignaturesRefusal(stored([author]), signature([cosigner]), COSIGNER, AUTHOR)).toBe(
      'documentWrite.signatureRemoved',
    );
    const legacyReplacing = {
      externalSignatures: [],
      signedBy: COSIGNER,
      signedDate: LATER,
      nextStaffId: null,
    };
    expect(staffSignaturesRefusal(stored([author]), legacyReplacing, COSIGNER, AUTHOR)).toBe(
      'documentWrite.signatureRemoved',
    );
  });

  it('takes a kept signature whose time or hash a device holds otherwise: the server keeps its own', () => {
    const asTheDeviceHasIt = { ...author, signedDate: LATER, contentHash: 'F'.repeat(64) };
    expect(
      staffSignaturesRefusal(stored([author]), signature([asTheDeviceHasIt, cosigner]), COSIGNER, AUTHOR),
    ).toBeNull();
  });

  it('refuses a signature added for someone other than the caller', () => {
    expect(staffSignaturesRefusal(stored([author]), signature([author, cosigner]), AUTHOR, AUTHOR)).toBe(
      'documentWrite.signerNotCaller',
    );
  });

  it('refuses a wrong meaning, or signedBy and signedDate that are not the latest signature', () => {
    const asAuthor = { ...cosigner, meaning: 'staff' as const };
    expect(staffSignaturesRefusal(stored([author]), signature([author, asAuthor]), COSIGNER, AUTHOR)).toBe(
      'documentWrite.staffSignaturesInconsistent',
    );
    const stale = { ...signature([author, cosigner]), signedBy: AUTHOR, signedDate: AT };
    expect(staffSignaturesRefusal(stored([author]), stale, COSIGNER, AUTHOR)).toBe(
      'documentWrite.staffSignaturesInconsistent',
    );
  });
});
