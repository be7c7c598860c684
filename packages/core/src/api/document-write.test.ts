import { describe, expect, it } from 'vitest';
import { documentWrite, documentWriteErrorMessage } from './document-write.ts';
import { formatMessage } from '../messages/format.ts';

const valid = {
  id: -1_700_000_000_000,
  baseVersion: 0,
  serviceDocumentId: 3,
  serviceDocumentVersion: 1,
  appointmentId: null,
  clientId: 7,
  clientProgramId: null,
  staffId: 2,
  organizationId: 1,
  serviceDate: '2026-03-09',
  fullySigned: false,
  moduleData: [
    { moduleId: 101, moduleType: 'cf', fieldData: [{ key: 'a', value: 'b' }], formValidated: true },
  ],
  signature: null,
};

describe('documentWrite', () => {
  it('takes a new document with a temporary id and base version 0', () => {
    expect(documentWrite.safeParse(valid).success).toBe(true);
  });

  it.each(['2026-3-09', '2026-03-09T00:00:00Z', '03/09/2026', '2026-02-30'])(
    'refuses the service date %s: exactly 10 characters, yyyy-MM-dd',
    (serviceDate) => {
      expect(documentWrite.safeParse({ ...valid, serviceDate }).success).toBe(false);
    },
  );

  it('refuses a negative base version and a template version below 1', () => {
    expect(documentWrite.safeParse({ ...valid, baseVersion: -1 }).success).toBe(false);
    expect(documentWrite.safeParse({ ...valid, serviceDocumentVersion: 0 }).success).toBe(false);
  });

  it('takes a temporary negative id or a server id, never 0 or beyond a server id', () => {
    expect(documentWrite.safeParse({ ...valid, id: 0 }).success).toBe(false);
    expect(documentWrite.safeParse({ ...valid, id: 2_147_483_648 }).success).toBe(false);
    expect(documentWrite.safeParse({ ...valid, id: 2_147_483_647 }).success).toBe(true);
    expect(documentWrite.safeParse({ ...valid, clientId: 2_147_483_648 }).success).toBe(false);
  });

  it('takes deleted only as true', () => {
    expect(documentWrite.safeParse({ ...valid, id: 5, deleted: true }).success).toBe(true);
    expect(documentWrite.safeParse({ ...valid, id: 5, deleted: false }).success).toBe(false);
  });
});

describe('documentWriteErrorMessage', () => {
  it('gives each refusal code a catalog message', () => {
    expect(formatMessage(documentWriteErrorMessage.document_not_found)).toBe('Document not found.');
    expect(formatMessage(documentWriteErrorMessage.document_final)).toBe(
      'This document is signed and can no longer be changed.',
    );
    expect(formatMessage(documentWriteErrorMessage.document_version_conflict)).toContain('Your copy is kept');
    expect(formatMessage(documentWriteErrorMessage.document_signed)).toBe(
      'This document has been signed. Its content can no longer be changed; only the next staff signature can be added.',
    );
  });
});
