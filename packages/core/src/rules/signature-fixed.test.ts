import { describe, expect, it } from 'vitest';
import type { DocumentSignature, ExternalSignature } from '../entities/document.ts';
import { addedPadRoleError, samePad, sameSignature, signedPadsChanged } from './signature-fixed.ts';

const AUTHOR = 3;
const COSIGNER = 8;
const pad: ExternalSignature = {
  name: 'Able, Anna (Self)',
  signature: 'iVBORw0KGgoAAA',
  signedDate: '2026-03-10T15:20:00.000Z',
  unableToCollectYN: 'N',
  unableReason: null,
  docSignaturePadId: null,
  contentHash: 'C'.repeat(64),
};
const signed = (externalSignatures: ExternalSignature[], nextStaffId: number | null = COSIGNER) => ({
  externalSignatures,
  signedBy: AUTHOR,
  signedDate: '2026-03-10T15:30:00.000Z',
  nextStaffId,
});
const stored = (signature: DocumentSignature | null) => ({ staffId: AUTHOR, signature });

describe('what is signed is fixed (issue 31 item 2)', () => {
  it('is the same pad whatever time or hash a device gives it', () => {
    const asSent = { ...pad, signedDate: '2026-03-10T15:21:00.000Z', contentHash: undefined };
    expect(samePad(pad, asSent)).toBe(true);
    expect(samePad(pad, { ...pad, signature: 'iVBORw0KGgoBBB' })).toBe(false);
    expect(samePad(pad, { ...pad, name: 'Gail Guardian' })).toBe(false);
  });

  it('refuses a swapped image, a renamed signer, a pad turned unable or one dropped once staff signed', () => {
    const before = stored(signed([pad]));
    const unable = {
      ...pad,
      name: null,
      signature: null,
      unableToCollectYN: 'Y' as const,
      unableReason: 'Left',
    };
    for (const changed of [
      [{ ...pad, signature: 'iVBORw0KGgoBBB' }],
      [{ ...pad, name: 'Someone Else' }],
      [unable],
      [],
    ]) {
      expect(signedPadsChanged(before, signed(changed))).toBe(true);
    }
    expect(signedPadsChanged(before, signed([{ ...pad, signedDate: null }]))).toBe(false);
  });

  it('leaves the pads of a document no staff member signed free', () => {
    const draft = stored({ ...signed([pad]), signedBy: null, signedDate: null });
    expect(signedPadsChanged(draft, signed([{ ...pad, name: 'Someone Else' }]))).toBe(false);
  });

  it('answers a resend as the stored signature, times and hashes aside, but not another signer', () => {
    const before = stored(signed([pad]));
    const resent = {
      ...signed([{ ...pad, contentHash: 'D'.repeat(64) }]),
      signedDate: '1999-06-01T12:00:00.000Z',
    };
    expect(sameSignature(before, resent)).toBe(true);
    expect(sameSignature(before, signed([pad], null))).toBe(false);
    expect(sameSignature(before, { ...signed([pad]), signedBy: COSIGNER })).toBe(false);
    expect(sameSignature(stored(null), null)).toBe(true);
    expect(sameSignature(before, null)).toBe(false);
  });
});

describe('whose signature a pad is (issue 31 item 4)', () => {
  const unsigned = stored(null);
  const asking = (externalSignatures: ExternalSignature[]) => ({
    ...signed(externalSignatures),
    signedBy: null,
  });

  it('is asked of every pad a write adds once it is drawn or marked unable', () => {
    expect(addedPadRoleError(unsigned, asking([pad]))).toEqual({ key: 'signaturePage.roleRequired' });
    const unable = {
      ...pad,
      name: null,
      signature: null,
      unableToCollectYN: 'Y' as const,
      unableReason: 'Left',
    };
    expect(addedPadRoleError(unsigned, asking([unable]))).toEqual({ key: 'signaturePage.roleRequired' });
    expect(addedPadRoleError(unsigned, asking([{ ...pad, role: 'other', roleOther: ' ' }]))).toEqual({
      key: 'signaturePage.roleOtherRequired',
    });
    expect(addedPadRoleError(unsigned, asking([{ ...pad, role: 'guardian' }]))).toBeNull();
    expect(addedPadRoleError(unsigned, asking([{ ...pad, role: 'other', roleOther: 'Aunt' }]))).toBeNull();
  });

  it('is not asked of a pad still empty, nor of one the document held before roles were asked', () => {
    const empty = { ...pad, name: null, signature: null };
    expect(addedPadRoleError(unsigned, asking([empty]))).toBeNull();
    expect(addedPadRoleError(stored(signed([pad])), signed([pad]))).toBeNull();
    expect(addedPadRoleError(stored(signed([pad])), signed([{ ...pad, name: 'Gail Guardian' }]))).toEqual({
      key: 'signaturePage.roleRequired',
    });
  });
});
