import { describe, expect, it } from 'vitest';
import type { DocumentSignature, ExternalSignature } from '../entities/document.ts';
import { externalSignatureSlots, signExternalDocument } from './signature-external-document.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const AT = '2026-11-20T15:30:00.000Z';
const HASH = 'A'.repeat(64);

const slot = (overrides: Partial<ExternalSignature> = {}): ExternalSignature => ({
  name: null,
  signature: null,
  signedDate: null,
  unableToCollectYN: 'N',
  unableReason: null,
  docSignaturePadId: null,
  role: 'guardian',
  ...overrides,
});

const signature = (slots: ExternalSignature[]): DocumentSignature => ({
  externalSignatures: slots,
  signedBy: null,
  signedDate: null,
  nextStaffId: null,
});

describe('external-signature documents (spec 2 §2, §4, §7)', () => {
  it('offers one block per external signature of the template, keeping those held', () => {
    const empty = slot({ role: null, roleOther: null });
    expect(externalSignatureSlots(null, 2)).toEqual([empty, empty]);
    const held = slot({ name: 'Doe, Jane', signature: PNG });
    expect(externalSignatureSlots(signature([held]), 2)).toEqual([held, empty]);
    expect(externalSignatureSlots(signature([held, slot()]), 1)).toHaveLength(2);
  });

  it('signs with every block captured or marked unable: Signed, fully signed, each block dated', () => {
    const signed = signExternalDocument(
      null,
      [slot({ name: 'Doe, Jane', signature: PNG }), slot({ unableToCollectYN: 'Y', unableReason: 'Asleep' })],
      AT,
      HASH,
    );
    expect(signed?.documentStatus).toBe('Signed');
    expect(signed?.fullySigned).toBe(true);
    expect(signed?.signature.externalSignatures.map((each) => each.signedDate)).toEqual([AT, AT]);
    // Issue 16 item 3: the drawn pad keeps the hash of the content it was signed for; the unable one holds none.
    expect(signed?.signature.externalSignatures.map((each) => each.contentHash)).toEqual([HASH, null]);
  });

  it('keeps the time of a block signed before', () => {
    const earlier = '2026-11-19T10:00:00.000Z';
    const signed = signExternalDocument(
      null,
      [slot({ name: 'A', signature: PNG, signedDate: earlier })],
      AT,
      HASH,
    );
    expect(signed?.signature.externalSignatures[0]?.signedDate).toBe(earlier);
  });

  it('refuses while a block lacks its name, its drawing or its reason (Save stays disabled)', () => {
    expect(signExternalDocument(null, [slot({ name: 'Doe, Jane' })], AT, HASH)).toBeNull();
    expect(signExternalDocument(null, [slot({ signature: PNG })], AT, HASH)).toBeNull();
    expect(
      signExternalDocument(null, [slot({ unableToCollectYN: 'Y', unableReason: ' ' })], AT, HASH),
    ).toBeNull();
    expect(signExternalDocument(null, [slot({ name: 'x'.repeat(51), signature: PNG })], AT, HASH)).toBeNull();
    expect(signExternalDocument(null, [], AT, HASH)).toBeNull();
  });

  it('keeps the staff part of the signature as it was, every staff signature included', () => {
    const staffSignatures = [
      { staffId: 7, signedDate: AT, meaning: 'staff' as const, contentHash: 'B'.repeat(64) },
    ];
    const before = { ...signature([]), signedBy: 7, signedDate: AT, staffSignatures };
    const signed = signExternalDocument(before, [slot({ name: 'A', signature: PNG })], AT, HASH);
    expect(signed?.signature).toMatchObject({
      signedBy: 7,
      signedDate: AT,
      nextStaffId: null,
      staffSignatures,
    });
  });
});
