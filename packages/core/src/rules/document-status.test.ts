import { describe, expect, it } from 'vitest';
import type { DocumentSignature, ExternalSignature } from '../entities/document.ts';
import {
  DOCUMENT_STATUS_COLOURS,
  documentStatusOf,
  externalSignaturesCaptured,
  isDocumentReadOnly,
  arePagesFixed,
  isFullySigned,
  isSavedOnClose,
  moduleProgressOf,
  type DocumentStatusInput,
} from './document-status.ts';

const validated = (moduleId: number) => ({ moduleId, formValidated: true, changed: false });

const input = (overrides: Partial<DocumentStatusInput> = {}): DocumentStatusInput => ({
  previousStatus: null,
  signatureConfiguration: { minimumNumberOfStaffSignatures: 1, numberOfExternalSignatures: 0 },
  modules: [validated(1), validated(2)],
  staffSignatureValidated: false,
  signature: null,
  ...overrides,
});

const slot = (overrides: Partial<ExternalSignature>): ExternalSignature => ({
  name: null,
  signature: null,
  signedDate: null,
  unableToCollectYN: 'N',
  unableReason: null,
  docSignaturePadId: null,
  ...overrides,
});

const signed = (slots: ExternalSignature[], nextStaffId: number | null = null): DocumentSignature => ({
  externalSignatures: slots,
  signedBy: 4,
  signedDate: '2026-03-09T15:00:00Z',
  nextStaffId,
});

describe('documentStatusOf (spec 2 §4)', () => {
  it('is Signed when the staff signature is validated, whatever the pages say', () => {
    const modules = [{ moduleId: 1, formValidated: false, changed: true }];
    expect(documentStatusOf(input({ staffSignatureValidated: true, modules }))).toBe('Signed');
  });

  it('stays Signed once Signed, even with a page changed since', () => {
    const modules = [{ moduleId: 1, formValidated: true, changed: true }];
    expect(documentStatusOf(input({ previousStatus: 'Signed', modules }))).toBe('Signed');
  });

  it('is Incomplete when one page of many lacks validation', () => {
    const modules = [validated(1), { moduleId: 2, formValidated: false, changed: false }];
    expect(documentStatusOf(input({ modules }))).toBe('Incomplete');
  });

  it('is Incomplete when a validated page has a value that differs from the saved data', () => {
    const modules = [validated(1), { moduleId: 2, formValidated: true, changed: true }];
    expect(documentStatusOf(input({ previousStatus: 'Unsigned', modules }))).toBe('Incomplete');
  });

  it('is Unsigned when every page is validated with no changes and one staff signature is required', () => {
    expect(documentStatusOf(input())).toBe('Unsigned');
  });

  it('is Complete when every page is validated and the minimum number of staff signatures is 0', () => {
    const signatureConfiguration = { minimumNumberOfStaffSignatures: 0, numberOfExternalSignatures: 0 };
    expect(documentStatusOf(input({ signatureConfiguration }))).toBe('Complete');
  });

  it('goes back from Complete to Incomplete when a page changes', () => {
    const signatureConfiguration = { minimumNumberOfStaffSignatures: 0, numberOfExternalSignatures: 0 };
    const modules = [{ moduleId: 1, formValidated: true, changed: true }];
    expect(documentStatusOf(input({ previousStatus: 'Complete', signatureConfiguration, modules }))).toBe(
      'Incomplete',
    );
  });

  it('keeps an uploaded PDF a PDF', () => {
    expect(documentStatusOf(input({ previousStatus: 'PDF', staffSignatureValidated: true }))).toBe('PDF');
  });

  it('keeps External Signature Needed until every pad is captured, then Signed', () => {
    const signatureConfiguration = { minimumNumberOfStaffSignatures: 0, numberOfExternalSignatures: 2 };
    const base = input({ previousStatus: 'External Signature Needed', signatureConfiguration });
    const one = signed([slot({ name: 'Doe, Jane', signature: 'iVBORw0KGgo=' })]);
    expect(documentStatusOf({ ...base, signature: one })).toBe('External Signature Needed');
    const two = signed([
      slot({ name: 'Doe, Jane', signature: 'iVBORw0KGgo=' }),
      slot({ unableToCollectYN: 'Y', unableReason: 'Guardian not present' }),
    ]);
    expect(documentStatusOf({ ...base, signature: two })).toBe('Signed');
  });
});

describe('moduleProgressOf', () => {
  it('counts a page with no data as not validated and marks the changed pages', () => {
    const progress = moduleProgressOf(
      [{ moduleId: 1 }, { moduleId: 2 }, { moduleId: 3 }],
      [
        { moduleId: 1, formValidated: true },
        { moduleId: 2, formValidated: true },
      ],
      new Set([2]),
    );
    expect(progress).toEqual([
      { moduleId: 1, formValidated: true, changed: false },
      { moduleId: 2, formValidated: true, changed: true },
      { moduleId: 3, formValidated: false, changed: false },
    ]);
  });
});

describe('externalSignaturesCaptured (spec 2 §4 Signature flow)', () => {
  it('needs a name and a drawn signature, or unable with a reason, in every required slot', () => {
    expect(externalSignaturesCaptured(null, 0)).toBe(true);
    expect(externalSignaturesCaptured(null, 1)).toBe(false);
    expect(externalSignaturesCaptured(signed([slot({ name: 'Doe, Jane' })]), 1)).toBe(false);
    expect(externalSignaturesCaptured(signed([slot({ signature: 'iVBORw0KGgo=' })]), 1)).toBe(false);
    expect(externalSignaturesCaptured(signed([slot({ unableToCollectYN: 'Y', unableReason: ' ' })]), 1)).toBe(
      false,
    );
    expect(
      externalSignaturesCaptured(signed([slot({ unableToCollectYN: 'Y', unableReason: 'Asleep' })]), 1),
    ).toBe(true);
  });
});

describe('arePagesFixed (issue 31 item 2)', () => {
  it('fixes the pages once a staff signature is on, also while a co-signer is awaited', () => {
    expect(arePagesFixed({ fullySigned: false, documentStatus: 'Signed' })).toBe(true);
    expect(arePagesFixed({ fullySigned: true, documentStatus: 'Signed' })).toBe(true);
    for (const documentStatus of ['Incomplete', 'Unsigned', 'Complete', 'External Signature Needed'] as const)
      expect(arePagesFixed({ fullySigned: false, documentStatus })).toBe(false);
  });
});

describe('isFullySigned, isDocumentReadOnly, isSavedOnClose', () => {
  it('is fully signed when Signed with no next staff signer', () => {
    expect(isFullySigned('Signed', signed([]))).toBe(true);
    expect(isFullySigned('Signed', signed([], 9))).toBe(false);
    expect(isFullySigned('Unsigned', signed([]))).toBe(false);
  });

  it('makes a fully signed document read-only', () => {
    expect(isDocumentReadOnly({ fullySigned: true })).toBe(true);
    expect(isDocumentReadOnly({ fullySigned: false })).toBe(false);
  });

  it('saves on close unless Signed', () => {
    expect(isSavedOnClose('Signed')).toBe(false);
    expect(isSavedOnClose('Unsigned')).toBe(true);
    expect(isSavedOnClose('Incomplete')).toBe(true);
  });
});

describe('DOCUMENT_STATUS_COLOURS (spec 2 §4)', () => {
  it('colours Complete and Signed green, Incomplete red, Unsigned amber and PDF blue', () => {
    expect(DOCUMENT_STATUS_COLOURS).toMatchObject({
      Complete: 'green',
      Signed: 'green',
      Incomplete: 'red',
      Unsigned: 'amber',
      PDF: 'blue',
    });
  });
});
