import type { DocumentStatus, EvvDocument } from '../entities/document.ts';

/** spec 2 §9 Documents tab filters, Show All first (the default). */
export const DOCUMENT_FILTERS = ['Show All', 'Complete', 'Incomplete', 'PDF', 'Signed', 'Unsigned'] as const;
export type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

/** spec 2 §9 document list sort options; Service Date (newest first) is the default. */
export const DOCUMENT_SORTS = ['Status', 'Name', 'Service Date'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DEFAULT_DOCUMENT_SORT: DocumentSort = 'Service Date';

export type ListedDocument = Pick<EvvDocument, 'id' | 'serviceDate' | 'documentStatus'> &
  Partial<Pick<EvvDocument, 'documentName'>>;

const matches = (filter: DocumentFilter, status: DocumentStatus) =>
  filter === 'Show All' || filter === status;

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const newestFirst = (a: ListedDocument, b: ListedDocument) =>
  b.serviceDate.localeCompare(a.serviceDate) || b.id - a.id;

const COMPARATORS: Record<DocumentSort, (a: ListedDocument, b: ListedDocument) => number> = {
  'Service Date': newestFirst,
  Status: (a, b) => compareText(a.documentStatus, b.documentStatus) || newestFirst(a, b),
  Name: (a, b) => compareText(a.documentName ?? '', b.documentName ?? '') || newestFirst(a, b),
};

/**
 * spec 2 §2 Documents tab: the client's documents with the chosen status, in the chosen order: by service date
 * newest first (spec 2 §9 default), by status or by name (then newest first); the id keeps documents of one day
 * in a stable order.
 */
export function listDocuments<T extends ListedDocument>(
  documents: readonly T[],
  filter: DocumentFilter,
  sort: DocumentSort = DEFAULT_DOCUMENT_SORT,
): T[] {
  return documents.filter((document) => matches(filter, document.documentStatus)).sort(COMPARATORS[sort]);
}

/** spec 2 §4 kebab menu items, and Sign for the staff member a Signed document waits for. */
export type DocumentAction = 'edit' | 'delete' | 'view' | 'sign';

/**
 * spec 2 §4 Kebab menu by status: Edit for Complete, Incomplete, Unsigned; Delete for Incomplete and Unsigned;
 * View for Signed and PDF; Edit for External Signature Needed, which opens its two-page wizard. A Signed document
 * that names `staffId` as its Next Staff to Sign also offers Sign, which opens it for that staff member's
 * signature (issue 31: the spec's menu gave the co-signer no way to it).
 */
export function documentActions(
  document: { documentStatus: DocumentStatus; signature?: { nextStaffId?: number | null } | null },
  staffId: number,
): DocumentAction[] {
  switch (document.documentStatus) {
    case 'Complete':
      return ['edit'];
    case 'Incomplete':
    case 'Unsigned':
      return ['edit', 'delete'];
    case 'Signed':
      return document.signature?.nextStaffId === staffId ? ['sign', 'view'] : ['view'];
    case 'PDF':
      return ['view'];
    // The spec's menu leaves this status out, yet spec 2 §2 gives it a wizard (the PDF, then Signatures): Edit
    // opens it, the only way to reach the pads (issue 16 item 4).
    case 'External Signature Needed':
      return ['edit'];
    case 'Missing Service Document':
      return [];
  }
}
