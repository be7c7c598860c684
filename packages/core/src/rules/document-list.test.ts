import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_FILTERS,
  DOCUMENT_SORTS,
  documentActions,
  listDocuments,
  type DocumentSort,
  type ListedDocument,
} from './document-list.ts';
import type { DocumentStatus } from '../entities/document.ts';

const documents: ListedDocument[] = [
  { id: 1, serviceDate: '2025-05-02', documentStatus: 'Signed' },
  { id: 2, serviceDate: '2025-06-10', documentStatus: 'Incomplete' },
  { id: 3, serviceDate: '2025-06-10', documentStatus: 'Signed' },
  { id: 4, serviceDate: '2025-04-20', documentStatus: 'PDF' },
];

describe('listDocuments (spec 2 §2 Documents tab, §9 filters and default sort)', () => {
  it('offers Show All first, then the statuses of spec 2 §9', () => {
    expect(DOCUMENT_FILTERS).toEqual(['Show All', 'Complete', 'Incomplete', 'PDF', 'Signed', 'Unsigned']);
  });

  it('shows every document by service date, newest first', () => {
    expect(listDocuments(documents, 'Show All').map((document) => document.id)).toEqual([3, 2, 1, 4]);
  });

  it('keeps only the chosen status', () => {
    expect(listDocuments(documents, 'Signed').map((document) => document.id)).toEqual([3, 1]);
    expect(listDocuments(documents, 'Unsigned')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = [...documents];
    listDocuments(list, 'Show All');
    expect(list).toEqual(documents);
  });
});

describe('listDocuments sorts (spec 2 §9 Status, Name, Service Date)', () => {
  const named = [
    { id: 1, serviceDate: '2025-05-02', documentStatus: 'Signed', documentName: 'b note' },
    { id: 2, serviceDate: '2025-06-10', documentStatus: 'Incomplete', documentName: 'A note' },
    { id: 3, serviceDate: '2025-06-11', documentStatus: 'Signed', documentName: 'B note' },
  ] satisfies ListedDocument[];
  const order = (sort: DocumentSort) => listDocuments(named, 'Show All', sort).map(({ id }) => id);

  it('defaults to service date, newest first', () => {
    expect(DEFAULT_DOCUMENT_SORT).toBe('Service Date');
    expect(DOCUMENT_SORTS).toEqual(['Status', 'Name', 'Service Date']);
    expect(listDocuments(named, 'Show All').map(({ id }) => id)).toEqual([3, 2, 1]);
  });

  it('sorts by status, then newest first', () => {
    expect(order('Status')).toEqual([2, 3, 1]);
  });

  it('sorts by name ignoring case, then newest first', () => {
    expect(order('Name')).toEqual([2, 3, 1]);
  });
});

describe('documentActions (spec 2 §4 kebab menu by status)', () => {
  const ME = 7;
  const menu = (documentStatus: DocumentStatus, nextStaffId: number | null = null) =>
    documentActions({ documentStatus, signature: { nextStaffId } }, ME);

  it('offers Edit for Complete, Incomplete and Unsigned', () => {
    for (const status of ['Complete', 'Incomplete', 'Unsigned'] as const) {
      expect(menu(status)).toContain('edit');
    }
  });

  it('offers Delete only for Incomplete and Unsigned', () => {
    expect(menu('Incomplete')).toEqual(['edit', 'delete']);
    expect(menu('Unsigned')).toEqual(['edit', 'delete']);
    expect(menu('Complete')).toEqual(['edit']);
  });

  it('offers only View for Signed and PDF', () => {
    expect(menu('Signed')).toEqual(['view']);
    expect(menu('PDF')).toEqual(['view']);
    expect(documentActions({ documentStatus: 'Signed', signature: null }, ME)).toEqual(['view']);
  });

  it('offers Sign, then View, to the Next Staff to Sign of a Signed document, and to nobody else', () => {
    expect(menu('Signed', ME)).toEqual(['sign', 'view']);
    expect(menu('Signed', ME + 1)).toEqual(['view']);
    // Only a Signed document waits for a co-signer: a draft naming one is the author's to finish.
    expect(menu('Unsigned', ME)).toEqual(['edit', 'delete']);
  });

  it('offers nothing for Missing Service Document', () => {
    expect(menu('Missing Service Document')).toEqual([]);
  });

  it('offers Edit for External Signature Needed: it opens the two-page wizard', () => {
    expect(menu('External Signature Needed')).toEqual(['edit']);
  });
});
