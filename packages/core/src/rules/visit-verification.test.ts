import { describe, expect, it } from 'vitest';
import type { VisitVerificationInput } from './visit-verification.ts';
import {
  validateVisitVerification,
  verificationConfirmation,
  visitWillNotBeSent,
} from './visit-verification.ts';
import { appointmentStatuses } from '../entities/appointment.ts';
import { formatMessage } from '../messages/format.ts';

/** A complete, valid verification: both YES, signed, no discrepancy. */
function input(overrides: Partial<VisitVerificationInput> = {}): VisitVerificationInput {
  return {
    status: 'Kept',
    servicesVerified: true,
    durationVerified: true,
    hasSignature: true,
    verificationDeclinedReason: null,
    verificationDeclinedComments: null,
    signatureMissingReason: null,
    signatureMissingComments: null,
    addressDiscrepancy: false,
    addressDistanceReason: null,
    addressDistanceComments: null,
    ...overrides,
  };
}

describe('validateVisitVerification', () => {
  it('accepts a signed visit verified YES and YES', () => {
    expect(validateVisitVerification(input())).toEqual({});
  });

  it('requires a status, with the spec message', () => {
    expect(validateVisitVerification(input({ status: null }))).toEqual({
      status: { key: 'verification.statusRequired' },
    });
    expect(formatMessage('verification.statusRequired')).toBe(
      'Status is a required field. Please select a value and resubmit.',
    );
  });

  it('requires both verifications, with the spec messages', () => {
    const errors = validateVisitVerification(input({ servicesVerified: null, durationVerified: null }));
    expect(errors.servicesVerified).toEqual({ key: 'verification.serviceRequired' });
    expect(errors.durationVerified).toEqual({ key: 'verification.durationRequired' });
    expect(formatMessage('verification.serviceRequired')).toBe(
      'Verification of service is a required field. Please make a selection and resubmit',
    );
    expect(formatMessage('verification.durationRequired')).toBe(
      'Verification of duration is a required field. Please make a selection and resubmit',
    );
  });

  it('needs a signature when either answer is YES', () => {
    for (const [servicesVerified, durationVerified] of [
      [true, true],
      [true, false],
      [false, true],
    ] as const) {
      const errors = validateVisitVerification(
        input({
          servicesVerified,
          durationVerified,
          hasSignature: false,
          verificationDeclinedReason: 4,
          verificationDeclinedComments: 'client unsure',
        }),
      );
      expect(errors).toEqual({ signature: { key: 'verification.signatureOrNo' } });
    }
    expect(formatMessage('verification.signatureOrNo')).toBe(
      'Please capture a signature or select "No" to the verification of services/duration and resubmit.',
    );
  });

  it('does not let a missing-signature reason replace the signature after a YES', () => {
    const errors = validateVisitVerification(
      input({ hasSignature: false, signatureMissingReason: 2, signatureMissingComments: 'refused' }),
    );
    expect(errors).toEqual({ signature: { key: 'verification.signatureOrNo' } });
  });

  it('requires a declined reason and comments when either answer is NO', () => {
    expect(
      validateVisitVerification(input({ durationVerified: false, verificationDeclinedComments: ' ' })),
    ).toEqual({
      verificationDeclinedReason: { key: 'verification.declinedReasonRequired' },
      verificationDeclinedComments: { key: 'verification.declinedCommentsRequired' },
    });
    expect(
      validateVisitVerification(
        input({
          servicesVerified: false,
          verificationDeclinedReason: 9,
          verificationDeclinedComments: 'shorter',
        }),
      ),
    ).toEqual({});
  });

  it('requires a missing-signature reason and comments when NO and NO leave the signature empty', () => {
    const declined = {
      servicesVerified: false,
      durationVerified: false,
      hasSignature: false,
      verificationDeclinedReason: 4,
      verificationDeclinedComments: 'not done',
    };
    expect(validateVisitVerification(input(declined))).toEqual({
      signatureMissingReason: { key: 'verification.missingSignatureReasonRequired' },
      signatureMissingComments: { key: 'verification.missingSignatureCommentsRequired' },
    });
    expect(
      validateVisitVerification(
        input({ ...declined, signatureMissingReason: 5, signatureMissingComments: 'client asleep' }),
      ),
    ).toEqual({});
  });

  it('also requires the missing-signature reason when the questions are unanswered', () => {
    const errors = validateVisitVerification(
      input({ servicesVerified: null, durationVerified: null, hasSignature: false }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'durationVerified',
      'servicesVerified',
      'signatureMissingComments',
      'signatureMissingReason',
    ]);
  });

  it('requires an address discrepancy reason and comments only when there is a discrepancy', () => {
    expect(validateVisitVerification(input({ addressDiscrepancy: true }))).toEqual({
      addressDistanceReason: { key: 'verification.addressReasonRequired' },
      addressDistanceComments: { key: 'verification.addressCommentsRequired' },
    });
    expect(
      validateVisitVerification(
        input({
          addressDiscrepancy: true,
          addressDistanceReason: 1,
          addressDistanceComments: 'met at the park',
        }),
      ),
    ).toEqual({});
  });

  it('limits every comments field to 256 characters', () => {
    const ok = 'c'.repeat(256);
    const long = 'c'.repeat(257);
    const tooLong = { key: 'verification.commentsTooLong', params: { max: 256 } };
    const base = {
      servicesVerified: false,
      durationVerified: false,
      hasSignature: false,
      verificationDeclinedReason: 1,
      signatureMissingReason: 2,
      addressDiscrepancy: true,
      addressDistanceReason: 3,
    };
    expect(
      validateVisitVerification(
        input({
          ...base,
          verificationDeclinedComments: ok,
          signatureMissingComments: ok,
          addressDistanceComments: ok,
        }),
      ),
    ).toEqual({});
    expect(
      validateVisitVerification(
        input({
          ...base,
          verificationDeclinedComments: long,
          signatureMissingComments: long,
          addressDistanceComments: long,
        }),
      ),
    ).toEqual({
      verificationDeclinedComments: tooLong,
      signatureMissingComments: tooLong,
      addressDistanceComments: tooLong,
    });
    // Optional comments are limited too.
    expect(validateVisitVerification(input({ addressDistanceComments: long }))).toEqual({
      addressDistanceComments: tooLong,
    });
  });

  it.each(['Error', 'CBT', 'CBC', 'DNS'] as const)('skips verification entirely for %s', (status) => {
    const errors = validateVisitVerification(
      input({
        status,
        servicesVerified: null,
        durationVerified: null,
        hasSignature: false,
        addressDiscrepancy: true,
      }),
    );
    expect(errors).toEqual({});
  });

  it('verifies every other status', () => {
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session', 'Kept'] as const) {
      expect(
        validateVisitVerification(input({ status, servicesVerified: null })).servicesVerified,
      ).toBeDefined();
    }
  });
});

describe('validateVisitVerification steps', () => {
  it('leaves signature checks to the signature dialog on Next from the first dialog', () => {
    const unsigned = input({ hasSignature: false });
    expect(validateVisitVerification(unsigned, 'verification')).toEqual({});
    expect(validateVisitVerification(unsigned, 'submit')).toEqual({
      signature: { key: 'verification.signatureOrNo' },
    });
  });

  it('checks the first dialog fields on Next', () => {
    const errors = validateVisitVerification(
      input({ status: null, servicesVerified: false, addressDiscrepancy: true, hasSignature: false }),
      'verification',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'addressDistanceComments',
      'addressDistanceReason',
      'status',
      'verificationDeclinedComments',
      'verificationDeclinedReason',
    ]);
  });

  it('checks everything on submit by default', () => {
    expect(validateVisitVerification(input({ hasSignature: false }))).toEqual(
      validateVisitVerification(input({ hasSignature: false }), 'submit'),
    );
  });
});

describe('visitWillNotBeSent and the confirmation', () => {
  it('is true exactly for Error, CBT, CBC and DNS', () => {
    const notSent = appointmentStatuses.filter((status) => visitWillNotBeSent(status));
    expect(notSent.sort()).toEqual(['CBC', 'CBT', 'DNS', 'Error']);
    expect(visitWillNotBeSent(null)).toBe(false);
  });

  it('says the visit will not be sent for those statuses', () => {
    expect(verificationConfirmation('DNS')).toEqual({
      key: 'verification.confirmNotSent',
      params: { status: 'DNS' },
    });
    expect(formatMessage('verification.confirmNotSent', { status: 'DNS' })).toContain('will not be sent');
    expect(verificationConfirmation('Kept')).toEqual({ key: 'verification.confirmSubmit' });
  });
});
