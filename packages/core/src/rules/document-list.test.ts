import { describe, expect, it } from 'vitest';
import { DOCUMENT_FILTERS, listDocuments, type ListedDocument } from './document-list.ts';

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
