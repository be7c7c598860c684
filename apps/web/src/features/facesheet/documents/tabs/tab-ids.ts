/** The element ids that tie the open-document tabs to the panel below them (one bar on a page). */
export const DOCUMENT_TABPANEL_ID = 'document-tabpanel';

/** The id of a document's tab, or of 'All Documents' for null. */
export function documentTabId(documentId: number | null): string {
  return documentId === null ? 'document-tab-all' : `document-tab-${documentId}`;
}
