import { describe, expect, it } from 'vitest';
import { signDocument, type StoredSlot } from './signature-sign.ts';

const NOW = new Date('2026-03-10T15:30:00.000Z');
const drawn: StoredSlot = {
  name: '  Able, Anna (Self) ',
  signature: 'iVBORw0KGgoAAA',
  unableToCollectYN: 'N',
  unableReason: null,
  signedDate: '2026-03-10T15:20:00.000Z',
  docSignaturePadId: null,
};
const unable: StoredSlot = {
  name: 'Left over',
  signature: 'iVBORw0KGgoBBB',
  unableToCollectYN: 'Y',
  unableReason: ' Asleep ',
  signedDate: '2026-03-10T15:21:00.000Z',
  docSignaturePadId: 4,
};

const HASH = 'C'.repeat(64);
const AUTHOR = 7;
/** A document by AUTHOR holding no signature yet, signed for content hashed HASH. */
const unsigned = { document: { staffId: AUTHOR, signature: null }, contentHash: HASH };

describe('signDocument (spec 2 §4 Saving marks the document Signed)', () => {
  it('signs and fully signs with the staff signature when no next signer is named', () => {
    const change = signDocument({
      slots: [drawn],
      staffId: 7,
      nextStaffId: null,
      statusWithoutStaff: 'Complete',
      now: NOW,
      ...unsigned,
    });
    expect(change).toEqual({
      documentStatus: 'Signed',
      fullySigned: true,
      signature: {
        externalSignatures: [{ ...drawn, name: 'Able, Anna (Self)', contentHash: HASH }],
        signedBy: 7,
        signedDate: '2026-03-10T15:30:00.000Z',
        nextStaffId: null,
        staffSignatures: [
          { staffId: 7, signedDate: '2026-03-10T15:30:00.000Z', meaning: 'staff', contentHash: HASH },
        ],
      },
    });
  });

  it('is Signed but not fully signed while a next staff signer is named', () => {
    const change = signDocument({
      slots: [],
      staffId: 7,
      nextStaffId: 9,
      statusWithoutStaff: 'Unsigned',
      now: NOW,
      ...unsigned,
    });
    expect(change).toMatchObject({ documentStatus: 'Signed', fullySigned: false });
    expect(change.signature.nextStaffId).toBe(9);
  });

  it('keeps only the reason of a block marked unable, trimmed', () => {
    const [slot] = signDocument({
      slots: [unable],
      staffId: 7,
      nextStaffId: null,
      statusWithoutStaff: 'Complete',
      now: NOW,
      ...unsigned,
    }).signature.externalSignatures;
    expect(slot).toEqual({
      name: null,
      signature: null,
      unableToCollectYN: 'Y',
      unableReason: 'Asleep',
      signedDate: null,
      docSignaturePadId: 4,
      contentHash: null,
    });
  });

  it('saves the pads without a staff signature, keeping the status the pages give', () => {
    const change = signDocument({
      slots: [drawn],
      staffId: null,
      nextStaffId: 9,
      statusWithoutStaff: 'Complete',
      now: NOW,
      ...unsigned,
    });
    expect(change).toMatchObject({ documentStatus: 'Complete', fullySigned: false });
    expect(change.signature).toMatchObject({ signedBy: null, signedDate: null, nextStaffId: null });
  });

  it('keeps the author’s signature when the co-signer signs (issue 16 item 3)', () => {
    const authorSigned = signDocument({
      slots: [drawn],
      staffId: AUTHOR,
      nextStaffId: 9,
      statusWithoutStaff: 'Complete',
      now: NOW,
      ...unsigned,
    });
    const later = new Date('2026-03-11T09:00:00.000Z');
    const cosigned = signDocument({
      slots: authorSigned.signature.externalSignatures,
      staffId: 9,
      nextStaffId: null,
      statusWithoutStaff: 'Signed',
      now: later,
      document: { staffId: AUTHOR, signature: authorSigned.signature },
      contentHash: HASH,
    });
    expect(cosigned).toMatchObject({ documentStatus: 'Signed', fullySigned: true });
    expect(cosigned.signature).toMatchObject({
      signedBy: 9,
      signedDate: later.toISOString(),
      nextStaffId: null,
    });
    expect(cosigned.signature.staffSignatures).toEqual([
      { staffId: AUTHOR, signedDate: NOW.toISOString(), meaning: 'staff', contentHash: HASH },
      { staffId: 9, signedDate: later.toISOString(), meaning: 'co-signing staff', contentHash: HASH },
    ]);
    expect(cosigned.signature.externalSignatures[0]?.signedDate).toBe(drawn.signedDate);
  });

  it('gives an author’s signature stored before the list (signedBy only) the hash of the unchanged content', () => {
    const legacy = {
      externalSignatures: [],
      signedBy: AUTHOR,
      signedDate: NOW.toISOString(),
      nextStaffId: 9,
    };
    const cosigned = signDocument({
      slots: [],
      staffId: 9,
      nextStaffId: null,
      statusWithoutStaff: 'Signed',
      now: NOW,
      document: { staffId: AUTHOR, signature: legacy },
      contentHash: HASH,
    });
    expect(
      cosigned.signature.staffSignatures?.map((each) => [each.staffId, each.meaning, each.contentHash]),
    ).toEqual([
      [AUTHOR, 'staff', HASH],
      [9, 'co-signing staff', HASH],
    ]);
  });
});
