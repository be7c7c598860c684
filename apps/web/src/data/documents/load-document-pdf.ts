import { documentPdfReplyOf, type DocumentPdfFailure } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import { RequestRejectedError, SyncPausedError, TransientError } from '../api-errors.ts';
import type { RecordStore } from '../record-store.ts';
import { forgetDocumentPdf, keepDocumentPdf, keptDocumentPdf } from './document-pdf-copies.ts';

/** A PDF to show, and whence: the server now, or the copy this device kept when it last read it. */
export type DocumentPdfLoad =
  | { kind: 'shown'; pdf: string; version: number; source: 'server' | 'device' }
  | { kind: 'failed'; failure: DocumentPdfFailure };

export interface DocumentPdfSource {
  api: Pick<ApiClient, 'call'>;
  store: RecordStore;
  /** The browser's online flag (spec 1 §4): offline, the server is not asked. */
  online: boolean;
}

/**
 * Reads a document's PDF (spec 2 §7 documentPdf, §8 its errors). Online the server is asked, so a new version
 * shows, and what it sends is kept, sealed, on the device. When the server cannot be reached (offline, no
 * session with it, a 5xx or a reply that is not a PDF) the kept copy is shown: spec 2 §7 "If a fetch fails,
 * the app loads from local data". Without one: 'Cannot find PDF' (offline) or the malformed reply. A refusal
 * (not found, not this user's to see) drops the kept copy rather than show what the server withholds.
 */
export async function loadDocumentPdf(
  source: DocumentPdfSource,
  documentId: number,
): Promise<DocumentPdfLoad> {
  const { api, store, online } = source;
  const fallback = async (failure: DocumentPdfFailure): Promise<DocumentPdfLoad> => {
    const copy = await keptDocumentPdf(store, documentId);
    return copy
      ? { kind: 'shown', pdf: copy.pdf, version: copy.version, source: 'device' }
      : { kind: 'failed', failure };
  };
  // A document the server has never had (a temporary id) has no PDF there yet.
  if (!online || documentId <= 0) return fallback({ kind: 'offline' });
  let body: unknown;
  try {
    body = await api.call('readDocumentPdf', { body: { documentId } });
  } catch (error) {
    if (error instanceof RequestRejectedError) {
      await forgetDocumentPdf(store, documentId);
      return { kind: 'failed', failure: { kind: 'refused', refusals: error.refusals } };
    }
    if (error instanceof SyncPausedError) return fallback({ kind: 'offline' });
    if (error instanceof TransientError) {
      return fallback(error.reason === 'network' ? { kind: 'offline' } : { kind: 'malformed' });
    }
    throw error;
  }
  const reply = documentPdfReplyOf(body, documentId);
  if (reply.kind === 'updating') return { kind: 'failed', failure: reply };
  if (reply.kind === 'malformed') return fallback(reply);
  await keepDocumentPdf(store, { documentId, version: reply.version, pdf: reply.pdf });
  return { kind: 'shown', pdf: reply.pdf, version: reply.version, source: 'server' };
}
