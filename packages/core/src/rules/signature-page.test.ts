import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import {
  nextStaffError,
  nextStaffRequired,
  nextStaffShown,
  programError,
  signaturePageErrors,
  signaturePagePasses,
  staffSignatureEnabled,
  staffSignatureRequired,
  validationIssues,
  type SignaturePageInput,
} from './signature-page.ts';

const page = (moduleId: number, valid: boolean, formValidated: boolean) => ({
  moduleId,
  name: `Page ${moduleId}`,
  valid,
  formValidated,
});

describe('validationIssues (spec 2 §2, §5)', () => {
  it('lists each page with unmet requirements, and warns for each valid page not confirmed with Next', () => {
    const issues = validationIssues([page(1, true, true), page(2, false, false), page(3, true, false)]);
    expect(issues.map(({ moduleId, kind }) => [moduleId, kind])).toEqual([
      [2, 'unmet'],
      [3, 'notConfirmed'],
    ]);
    expect(issues.map((issue) => formatMessage(issue.message.key, issue.message.params))).toEqual([
      'Page 2 has required information missing.',
      'Page 3 is valid but was not confirmed with Next.',
    ]);
  });

  it('is empty when every page is valid and confirmed', () => {
    expect(validationIssues([page(1, true, true), page(2, true, true)])).toEqual([]);
  });

  it('names a page that was confirmed but no longer passes as unmet', () => {
    expect(validationIssues([page(4, false, true)])[0]?.kind).toBe('unmet');
  });
});

describe('staffSignatureEnabled (spec 2 §4)', () => {
  it('stays disabled until every page was confirmed with Next', () => {
    expect(staffSignatureEnabled([page(1, true, true), page(2, true, false)])).toBe(false);
    expect(staffSignatureEnabled([page(1, true, true), page(2, true, true)])).toBe(true);
  });
});

describe('programError (spec 2 §5)', () => {
  it('requires a program on a client-program document and refuses the placeholder', () => {
    const required = 'Program is a required field. Please select a value.';
    expect(formatMessage(programError(true, null)!.key)).toBe(required);
    expect(formatMessage(programError(true, 'Select Program')!.key)).toBe(required);
    expect(programError(true, 31)).toBeNull();
  });

  it('asks nothing of other documents', () => {
    expect(programError(false, null)).toBeNull();
    expect(formatMessage('signaturePage.selectProgram')).toBe('Select Program');
  });
});

describe('Next Staff to Sign (spec 2 §5)', () => {
  const two = { numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 2 };
  const three = { numberOfStaffSignatures: 3, minimumNumberOfStaffSignatures: 3 };

  it('is required from the first signer when more than one staff signs and the minimum exceeds 1', () => {
    expect(nextStaffRequired(two, 0)).toBe(true);
    expect(nextStaffRequired({ numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 1 }, 0)).toBe(
      false,
    );
    expect(nextStaffRequired({ numberOfStaffSignatures: 1, minimumNumberOfStaffSignatures: 1 }, 0)).toBe(
      false,
    );
    expect(formatMessage(nextStaffError(two, 0, null)!.key)).toBe(
      'Next Staff to Sign is a required field. Please select a value.',
    );
    expect(nextStaffError(two, 0, 77)).toBeNull();
  });

  it('is neither shown nor required for the last co-signing staff member', () => {
    expect(nextStaffRequired(two, 1)).toBe(false);
    expect(nextStaffShown(two, 1)).toBe(false);
    expect(nextStaffError(two, 1, null)).toBeNull();
    expect(nextStaffShown(three, 2)).toBe(false);
  });

  it('is shown and required for a co-signer while the minimum needs another (issue 31)', () => {
    expect(nextStaffShown(three, 1)).toBe(true);
    expect(nextStaffRequired(three, 1)).toBe(true);
    expect(nextStaffError(three, 1, null)?.key).toBe('signaturePage.nextStaffRequired');
    // Three may sign, two must: the co-signer may name a third, and need not.
    const twoOfThree = { numberOfStaffSignatures: 3, minimumNumberOfStaffSignatures: 2 };
    expect(nextStaffShown(twoOfThree, 1)).toBe(true);
    expect(nextStaffRequired(twoOfThree, 1)).toBe(false);
  });

  it('shows where several staff may sign even when one is enough', () => {
    expect(nextStaffShown({ numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 1 }, 0)).toBe(true);
    expect(nextStaffShown({ numberOfStaffSignatures: 1, minimumNumberOfStaffSignatures: 1 }, 0)).toBe(false);
  });
});

describe('staffSignatureRequired (spec 2 §5)', () => {
  it('is required from a minimum of 1, and from the co-signing staff member, optional at a minimum of 0', () => {
    expect(
      staffSignatureRequired({ numberOfStaffSignatures: 1, minimumNumberOfStaffSignatures: 1 }, false),
    ).toBe(true);
    expect(
      staffSignatureRequired({ numberOfStaffSignatures: 1, minimumNumberOfStaffSignatures: 0 }, false),
    ).toBe(false);
    expect(
      staffSignatureRequired({ numberOfStaffSignatures: 2, minimumNumberOfStaffSignatures: 0 }, true),
    ).toBe(true);
  });
});

describe('signaturePageErrors and Save (spec 2 §5)', () => {
  const input = (overrides: Partial<SignaturePageInput> = {}): SignaturePageInput => ({
    signatureConfiguration: {
      numberOfExternalSignatures: 1,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 1,
      multipleSignature: false,
    },
    isClientProgram: true,
    program: 31,
    externalSlots: [
      {
        name: 'Doe, Jane (Self)',
        signature: 'iVBORw0KGgo=',
        unableToCollectYN: 'N',
        unableReason: null,
        role: 'client',
      },
    ],
    staffSignature: 'Sign#2026',
    checkStaffSignature: (entered: string) =>
      Promise.resolve(entered === 'Sign#2026' ? ('match' as const) : ('mismatch' as const)),
    coSigning: false,
    signedBefore: 0,
    nextStaffId: null,
    ...overrides,
  });

  it('passes, and enables Save, when every part is given and the staff signature matches the one on file', async () => {
    const errors = await signaturePageErrors(input());
    expect(errors).toEqual({ program: null, external: [{}], staffSignature: null, nextStaff: null });
    expect(signaturePagePasses(errors)).toBe(true);
  });

  it('refuses a wrong staff signature with the spec text and disables Save', async () => {
    const errors = await signaturePageErrors(input({ staffSignature: 'sign#2026' }));
    expect(formatMessage(errors.staffSignature!.key)).toBe(
      'The signature entered does not match the signature on file.',
    );
    expect(signaturePagePasses(errors)).toBe(false);
  });

  it('requires the staff signature when the minimum is at least 1', async () => {
    const errors = await signaturePageErrors(input({ staffSignature: '' }));
    expect(formatMessage(errors.staffSignature!.key)).toBe(
      'Staff Signature is a required field. Please enter a value.',
    );
  });

  it('lets a note needing no staff signature be saved without one, but checks one that was typed', async () => {
    const optional = {
      numberOfExternalSignatures: 0,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 0,
      multipleSignature: false,
    };
    const blank = await signaturePageErrors(input({ signatureConfiguration: optional, staffSignature: '' }));
    expect(signaturePagePasses(blank)).toBe(true);
    const typed = await signaturePageErrors(input({ signatureConfiguration: optional, staffSignature: 'x' }));
    expect(typed.staffSignature?.key).toBe('signature.staffMismatch');
  });

  it('counts a missing external block as not captured', async () => {
    const errors = await signaturePageErrors(input({ externalSlots: [] }));
    expect(Object.keys(errors.external[0]!)).toEqual(['role', 'name', 'signature']);
    expect(signaturePagePasses(errors)).toBe(false);
  });

  it('disables Save for a missing program or a missing next staff', async () => {
    const noProgram = await signaturePageErrors(input({ program: 'Select Program' }));
    expect(signaturePagePasses(noProgram)).toBe(false);
    const twoStaff = {
      numberOfExternalSignatures: 0,
      numberOfStaffSignatures: 2,
      minimumNumberOfStaffSignatures: 2,
      multipleSignature: true,
    };
    const noNext = await signaturePageErrors(input({ signatureConfiguration: twoStaff }));
    expect(noNext.nextStaff?.key).toBe('signaturePage.nextStaffRequired');
    expect(signaturePagePasses(noNext)).toBe(false);
    const named = await signaturePageErrors(input({ signatureConfiguration: twoStaff, nextStaffId: 8 }));
    expect(signaturePagePasses(named)).toBe(true);
  });
});
