import { describe, expect, it } from 'vitest';
import type { DocumentStatus } from '../entities/document.ts';
import { documentsReplacedBy, withKeptPdfUrl } from './document-status-replacement.ts';

const doc = (id: number, documentStatus: DocumentStatus, changedDate: string, overrides = {}) => ({
  id,
  clientId: 7,
  documentName: 'Progress Note',
  documentStatus,
  changedDate,
  ...overrides,
});

describe('documentsReplacedBy (spec 2 §4)', () => {
  const newer = doc(10, 'Signed', '2026-03-09T15:00:00.000Z');

  it('replaces older documents of the same client and name that are neither Incomplete nor Unsigned', () => {
    const stored = [
      doc(1, 'Signed', '2026-03-01T15:00:00.000Z'),
      doc(2, 'Complete', '2026-03-02T15:00:00.000Z'),
      doc(3, 'Incomplete', '2026-03-03T15:00:00.000Z'),
      doc(4, 'Unsigned', '2026-03-04T15:00:00.000Z'),
    ];
    expect(documentsReplacedBy(newer, stored).map((d) => d.id)).toEqual([1, 2]);
  });

  it('keeps the document itself, later ones, other clients and other names', () => {
    const stored = [
      doc(10, 'Signed', '2026-03-01T15:00:00.000Z'),
      doc(11, 'Signed', '2026-03-09T15:00:00.001Z'),
      doc(12, 'Signed', '2026-03-09T15:00:00.000Z'),
      doc(5, 'Signed', '2026-03-01T15:00:00.000Z', { clientId: 8 }),
      doc(6, 'Signed', '2026-03-01T15:00:00.000Z', { documentName: 'Intake' }),
    ];
    expect(documentsReplacedBy(newer, stored)).toEqual([]);
  });
});

describe('withKeptPdfUrl (spec 2 §4)', () => {
  it('keeps the existing pdfUrl when the ids match', () => {
    expect(withKeptPdfUrl({ id: 3, pdfUrl: null }, { id: 3, pdfUrl: '/pdf/3' })).toEqual({
      id: 3,
      pdfUrl: '/pdf/3',
    });
  });

  it('leaves the incoming document alone for another id or no existing pdfUrl', () => {
    expect(withKeptPdfUrl({ id: 3, pdfUrl: null }, { id: 4, pdfUrl: '/pdf/4' }).pdfUrl).toBeNull();
    expect(withKeptPdfUrl({ id: 3, pdfUrl: '/pdf/new' }, { id: 3, pdfUrl: null }).pdfUrl).toBe('/pdf/new');
    expect(withKeptPdfUrl({ id: 3, pdfUrl: null }, undefined).pdfUrl).toBeNull();
  });
});
