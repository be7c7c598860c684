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

describe('signDocument (spec 2 §4 Saving marks the document Signed)', () => {
  it('signs and fully signs with the staff signature when no next signer is named', () => {
    const change = signDocument({
      slots: [drawn],
      staffId: 7,
      nextStaffId: null,
      statusWithoutStaff: 'Complete',
      now: NOW,
    });
    expect(change).toEqual({
      documentStatus: 'Signed',
      fullySigned: true,
      signature: {
        externalSignatures: [{ ...drawn, name: 'Able, Anna (Self)' }],
        signedBy: 7,
        signedDate: '2026-03-10T15:30:00.000Z',
        nextStaffId: null,
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
    }).signature.externalSignatures;
    expect(slot).toEqual({
      name: null,
      signature: null,
      unableToCollectYN: 'Y',
      unableReason: 'Asleep',
      signedDate: null,
      docSignaturePadId: 4,
    });
  });

  it('saves the pads without a staff signature, keeping the status the pages give', () => {
    const change = signDocument({
      slots: [drawn],
      staffId: null,
      nextStaffId: 9,
      statusWithoutStaff: 'Complete',
      now: NOW,
    });
    expect(change).toMatchObject({ documentStatus: 'Complete', fullySigned: false });
    expect(change.signature).toMatchObject({ signedBy: null, signedDate: null, nextStaffId: null });
  });
});
