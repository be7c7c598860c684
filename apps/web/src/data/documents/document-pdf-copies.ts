import type { RecordStore } from '../record-store.ts';
import type { SyncMeta } from '../record-types.ts';

/**
 * A document's PDF as last read from the server, kept on the device so that it stays readable offline (issue 16
 * item 6). Sealed like every record (AES-GCM with the user's data key, the table and id bound in): the PDF
 * holds client data, so it never rests in the clear, nor in a cache the service worker keeps.
 */
export interface DocumentPdfCopy {
  /** The document's server id: one copy per document, the newest version read. */
  id: number;
  documentId: number;
  /** The server's document version the PDF was rendered from. */
  version: number;
  /** The PDF as base64, as the server sent it. */
  pdf: string;
}

// spec 1 §3 lists documentInstance among the local tables: the device's instance of a document's PDF.
const TABLE = 'documentInstance';
const kept: SyncMeta = { syncState: 'clean', syncError: null, rev: 0, firstSentRev: null };

export async function keepDocumentPdf(store: RecordStore, copy: Omit<DocumentPdfCopy, 'id'>): Promise<void> {
  const data: DocumentPdfCopy = { id: copy.documentId, ...copy };
  await store.table(TABLE).put(await store.seal(TABLE, data, kept));
}

/** The copy kept for a document, or undefined; a copy this user's key cannot open counts as none. */
export async function keptDocumentPdf(
  store: RecordStore,
  documentId: number,
): Promise<DocumentPdfCopy | undefined> {
  const row = await store.table(TABLE).get(documentId);
  if (!row) return undefined;
  const { opened } = await store.openReadable<DocumentPdfCopy>(TABLE, [row]);
  return opened[0]?.data;
}

/** Drops the copy of a document the server no longer shows this user. */
export async function forgetDocumentPdf(store: RecordStore, documentId: number): Promise<void> {
  await store.table(TABLE).delete(documentId);
}
