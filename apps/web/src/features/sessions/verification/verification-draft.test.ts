import { describe, expect, it } from 'vitest';
import { validateVisitVerification } from '@carevisit/core';
import {
  answeredNo,
  asksMissingSignatureReason,
  initialDraft,
  skipsVerificationStep,
  toVerificationResult,
  toggleQualifier,
  verificationInput,
  type VerificationDraft,
} from './verification-draft.ts';
import { errorsOnOtherPage } from './verification-pages.ts';

const appointment = {
  activityDetailDescriptorList: [
    { descriptorId: 7, descriptorType: 'Activity Qualifiers' as const },
    { descriptorId: -3, descriptorType: 'Activity Qualifiers' as const },
  ],
};
const fresh = initialDraft(appointment);
const draft = (change: Partial<VerificationDraft>): VerificationDraft => ({ ...fresh, ...change });

describe('initialDraft', () => {
  it('starts without a status and with the appointment’s real qualifiers ticked', () => {
    expect(fresh.status).toBeNull();
    expect(fresh.qualifiers).toEqual([7]);
    expect(fresh.servicesVerified).toBeNull();
    expect(fresh.signature).toBeNull();
  });
});

describe('toggleQualifier', () => {
  it('ticks and unticks without doubling', () => {
    const ticked = toggleQualifier(toggleQualifier(fresh, 9, true), 9, true);
    expect(ticked.qualifiers).toEqual([7, 9]);
    expect(toggleQualifier(ticked, 7, false).qualifiers).toEqual([9]);
  });
});

describe('what each answer asks for', () => {
  it('asks a declined reason for any NO', () => {
    expect(answeredNo(draft({ servicesVerified: true, durationVerified: false }))).toBe(true);
    expect(answeredNo(draft({ servicesVerified: true, durationVerified: null }))).toBe(false);
  });

  it('asks a missing-signature reason only without a signature and without a YES', () => {
    expect(asksMissingSignatureReason(draft({ servicesVerified: false, durationVerified: false }))).toBe(
      true,
    );
    expect(asksMissingSignatureReason(draft({ servicesVerified: true, durationVerified: false }))).toBe(
      false,
    );
    expect(asksMissingSignatureReason(draft({ signature: 'iVBOR' }))).toBe(false);
  });

  it('skips the verification for Error, CBT, CBC and DNS', () => {
    for (const status of ['Error', 'CBT', 'CBC', 'DNS'] as const) {
      expect(skipsVerificationStep(draft({ status }))).toBe(true);
    }
    expect(skipsVerificationStep(draft({ status: 'Kept' }))).toBe(false);
  });
});

describe('validation through the core rule', () => {
  const validate = (value: VerificationDraft, discrepancy: boolean, step: 'verification' | 'submit') =>
    validateVisitVerification(verificationInput(value, discrepancy), step);

  it('gives every first-page message on Next', () => {
    const errors = validate(fresh, true, 'verification');
    expect(Object.keys(errors).sort()).toEqual([
      'addressDistanceComments',
      'addressDistanceReason',
      'durationVerified',
      'servicesVerified',
      'status',
    ]);
  });

  it('moves a signature message from the first page to a list there', () => {
    const yes = draft({ status: 'Kept', servicesVerified: true, durationVerified: true });
    const errors = validate(yes, false, 'submit');
    expect(errors).toEqual({ signature: { key: 'verification.signatureOrNo' } });
    expect(errorsOnOtherPage(errors, 'verification')).toEqual([{ key: 'verification.signatureOrNo' }]);
    expect(errorsOnOtherPage(errors, 'signature')).toEqual([]);
  });

  it('asks the missing-signature reason and comments for an empty pad after NO answers', () => {
    const no = draft({
      status: 'Kept',
      servicesVerified: false,
      durationVerified: false,
      verificationDeclinedReason: 4,
      verificationDeclinedComments: 'Left early',
    });
    expect(Object.keys(validate(no, false, 'submit')).sort()).toEqual([
      'signatureMissingComments',
      'signatureMissingReason',
    ]);
  });
});

describe('toVerificationResult', () => {
  it('keeps what applies and trims comments', () => {
    const result = toVerificationResult(
      draft({
        status: 'Kept',
        qualifiers: [7, 9],
        servicesVerified: true,
        durationVerified: false,
        signature: 'iVBOR',
        verificationDeclinedReason: 4,
        verificationDeclinedComments: '  Ended early  ',
        signatureMissingReason: 5,
        signatureMissingComments: 'moot once signed',
        addressDistanceReason: 6,
        addressDistanceComments: ' Met at the park ',
      }),
      true,
    );
    expect(result).toEqual({
      status: 'Kept',
      qualifiers: [
        { descriptorId: 7, descriptorType: 'Activity Qualifiers' },
        { descriptorId: 9, descriptorType: 'Activity Qualifiers' },
      ],
      servicesVerified: true,
      durationVerified: false,
      signature: 'iVBOR',
      verificationDeclinedReason: 4,
      verificationDeclinedComments: 'Ended early',
      signatureMissingReason: null,
      signatureMissingComments: null,
      addressDistanceReason: 6,
      addressDistanceComments: 'Met at the park',
      editedTimes: null,
    });
  });

  it('drops the qualifiers unless Kept, and the declined reason once both answers are YES', () => {
    const result = toVerificationResult(
      draft({
        status: 'Co-Staff',
        servicesVerified: true,
        durationVerified: true,
        signature: 'iVBOR',
        verificationDeclinedReason: 4,
        verificationDeclinedComments: 'changed my mind',
      }),
      false,
    );
    expect(result.qualifiers).toEqual([]);
    expect(result.verificationDeclinedReason).toBeNull();
    expect(result.verificationDeclinedComments).toBeNull();
    expect(result.addressDistanceReason).toBeNull();
  });

  it('sends nothing of the verification for a status that skips it, but keeps edited times', () => {
    const editedTimes = {
      start: '2025-06-14T14:00:00.000Z',
      end: '2025-06-14T15:00:00.000Z',
      reason: null,
      comments: null,
    };
    const result = toVerificationResult(
      draft({
        status: 'DNS',
        servicesVerified: true,
        signature: 'iVBOR',
        addressDistanceReason: 6,
        editedTimes,
      }),
      true,
    );
    expect(result).toMatchObject({
      status: 'DNS',
      servicesVerified: null,
      durationVerified: null,
      signature: null,
      addressDistanceReason: null,
      editedTimes,
    });
  });

  it('refuses a draft without a status', () => {
    expect(() => toVerificationResult(fresh, false)).toThrow();
  });
});
