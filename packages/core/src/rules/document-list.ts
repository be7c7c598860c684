import type { DocumentStatus, EvvDocument } from '../entities/document.ts';

/** spec 2 §9 Documents tab filters, Show All first (the default). */
export const DOCUMENT_FILTERS = ['Show All', 'Complete', 'Incomplete', 'PDF', 'Signed', 'Unsigned'] as const;
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

export type ListedDocument = Pick<EvvDocument, 'id' | 'serviceDate' | 'documentStatus'>;

const matches = (filter: DocumentFilter, status: DocumentStatus) =>
  filter === 'Show All' || filter === status;

/**
 * spec 2 §2 Documents tab: the client's documents with the chosen status, by service date, newest first
 * (spec 2 §9 default sort); the id keeps documents of one day in a stable order.
 */
export function listDocuments<T extends ListedDocument>(
  documents: readonly T[],
  filter: DocumentFilter,
): T[] {
  return documents
    .filter((document) => matches(filter, document.documentStatus))
    .sort((a, b) => b.serviceDate.localeCompare(a.serviceDate) || b.id - a.id);
}
