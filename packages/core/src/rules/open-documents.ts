import { MAX_OPEN_DOCUMENTS } from '../constants.ts';

/** An open document tab (spec 2 §2): which document, of which client and document type. */
export interface OpenDocument {
  documentId: number;
  clientId: number;
  serviceDocumentId: number;
}

export type OpenDocumentResult =
  | { kind: 'opened'; open: OpenDocument[] }
  /** Already open: its tab is shown again. */
  | { kind: 'alreadyOpen'; open: OpenDocument[] }
  /** spec 2 §4: another document of this client and document type is open (the blocking dialog). */
  | { kind: 'sameTypeOpen'; blocking: OpenDocument }
  /** spec 2 §4, §9: four documents are open (Max Open Documents). */
  | { kind: 'tooMany' };

/**
 * spec 2 §4: at most 4 open documents, and only one open document per client and per document. Returns the new
 * list of open tabs, or why the document cannot open (the limit before the blocking dialog).
 */
export function openDocument(open: readonly OpenDocument[], next: OpenDocument): OpenDocumentResult {
  if (open.some((each) => each.documentId === next.documentId))
    return { kind: 'alreadyOpen', open: [...open] };
  // The limit first: with four open, closing one is what the user must do either way.
  if (open.length >= MAX_OPEN_DOCUMENTS) return { kind: 'tooMany' };
  const blocking = open.find(
    (each) => each.clientId === next.clientId && each.serviceDocumentId === next.serviceDocumentId,
  );
  if (blocking) return { kind: 'sameTypeOpen', blocking };
  return { kind: 'opened', open: [...open, next] };
}

/** Closing a tab (or deleting its document, spec 2 §4) removes it; the others keep their order. */
export function closeDocument(open: readonly OpenDocument[], documentId: number): OpenDocument[] {
  return open.filter((each) => each.documentId !== documentId);
}

/** A temporary id became the server's: the tab follows its document. */
export function renameOpenDocument(open: readonly OpenDocument[], from: number, to: number): OpenDocument[] {
  return open.map((each) => (each.documentId === from ? { ...each, documentId: to } : each));
}
