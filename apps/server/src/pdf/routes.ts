import { formatMessage, type DocumentPdfRequest } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import type { Caller } from '../auth/authenticate.ts';
import { HttpError } from '../http/errors.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { auditDocumentView, readableDocument } from '../documents/document-view.ts';
import { documentPdfContent } from './document-pdf-content.ts';
import { renderPdf } from './render-pdf.ts';
import { cachedPdfOrClaim, forgetPdf, releaseClaim, storePdf } from './pdf-cache.ts';

/**
 * POST /evv/read/documentPdf (spec 2 §7): the PDF of a document the caller may read, rendered once per
 * document version and kept in the database for every replica; `force` renders it again. While another
 * request renders it the reply is an exceptionMessage (the device shows 'Updating PDF document' and asks
 * again). Another organization's document answers as not found. Every PDF sent is a 'view' audit event.
 */
export function documentPdfHandlers(ctx: AppContext): SomeCallHandlers<'readDocumentPdf'> {
  return { readDocumentPdf: async ({ caller, body }) => documentPdf(ctx, caller, body) };
}

async function documentPdf(ctx: AppContext, principal: Caller, body: DocumentPdfRequest) {
  const row = await readableDocument(ctx, principal, body.documentId);
  if (!row) throw HttpError.of(404, 'server.notFound');
  const key = { documentId: row.id, version: row.version };
  if (body.force) await forgetPdf(ctx.db, key);
  const cached = await cachedPdfOrClaim(ctx.db, key, ctx.now());
  if (cached.state === 'producing') return { exceptionMessage: formatMessage('documentPdf.producing') };
  let pdf: string;
  if (cached.state === 'ready') {
    pdf = cached.pdf;
  } else {
    try {
      pdf = (await renderPdf(await documentPdfContent(ctx.db, row))).toString('base64');
    } catch (error) {
      await releaseClaim(ctx.db, key);
      throw error;
    }
    await storePdf(ctx.db, key, pdf);
  }
  await auditDocumentView(ctx, principal, row, 'documentPdf');
  return { resources: [{ ...key, pdf }] };
}
