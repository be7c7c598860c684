import { documentPdfResponse } from '../api/document-pdf.ts';
import type { Refusal } from '../api/refusal.ts';
import type { Message } from '../messages/format.ts';

/** What a /evv/read/documentPdf reply says (spec 2 §7): the PDF, that it is being produced, or nothing usable. */
export type DocumentPdfReply =
  | { kind: 'pdf'; documentId: number; version: number; pdf: string }
  | { kind: 'updating'; exceptionMessage: string }
  | { kind: 'malformed' };

/** '%PDF-' in base64: a reply whose pdf does not start so is not a PDF, whatever else it holds. */
const PDF_MAGIC_BASE64 = 'JVBERi0';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads a documentPdf reply for one document. An exceptionMessage means the server is producing the PDF;
 * resources[0] must be that document's PDF as base64. Anything else is spec 2 §8's malformed reply.
 */
export function documentPdfReplyOf(body: unknown, documentId: number): DocumentPdfReply {
  const parsed = documentPdfResponse.safeParse(body);
  if (!parsed.success) return { kind: 'malformed' };
  const reply = parsed.data;
  if ('exceptionMessage' in reply) return { kind: 'updating', exceptionMessage: reply.exceptionMessage };
  const [resource] = reply.resources;
  if (
    !resource ||
    resource.documentId !== documentId ||
    resource.pdf.length % 4 !== 0 ||
    !resource.pdf.startsWith(PDF_MAGIC_BASE64) ||
    !BASE64.test(resource.pdf)
  ) {
    return { kind: 'malformed' };
  }
  return { kind: 'pdf', ...resource };
}

/** Why no PDF can be shown: no connection (or no signed-in server session), refused, produced, malformed. */
export type DocumentPdfFailure =
  | { kind: 'offline' }
  | { kind: 'refused'; refusals: readonly Refusal[] }
  | { kind: 'updating'; exceptionMessage: string }
  | { kind: 'malformed' };

/** The PDF error dialog's title and message (spec 2 §8): a catalog key, the server's refusal, or its words. */
export interface DocumentPdfErrorText {
  title: Message;
  message: Message | { refused: readonly Refusal[] } | string;
}

/**
 * spec 2 §8 PDF fetch: a failure shows a dialog with the title and message from the result. Connection lost:
 * 'Cannot find PDF' with 'Please log back in when the device has connection and try again'; an exception
 * message: 'Updating PDF document' with the server's message; a malformed reply: 'Response do not contain
 * resources in proper format'. A refusal (not found, not the caller's) gives the server's own message.
 */
export function documentPdfErrorText(failure: DocumentPdfFailure): DocumentPdfErrorText {
  const cannotFind: Message = { key: 'pdfViewer.cannotFind' };
  switch (failure.kind) {
    case 'offline':
      return { title: cannotFind, message: { key: 'pdfViewer.logBackIn' } };
    case 'updating':
      return { title: { key: 'pdfViewer.updating' }, message: failure.exceptionMessage };
    case 'malformed':
      return { title: cannotFind, message: { key: 'pdfViewer.malformed' } };
    case 'refused':
      return {
        title: cannotFind,
        message: failure.refusals.length ? { refused: failure.refusals } : { key: 'pdfViewer.malformed' },
      };
  }
}
