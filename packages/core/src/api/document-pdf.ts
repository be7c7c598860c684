import { z } from 'zod';
import { serverId } from '../entities/common.ts';

/** POST /evv/read/documentPdf body (spec 2 §7): the document, and force to render it again. */
export const documentPdfRequest = z.object({ documentId: serverId, force: z.boolean().optional() }).strict();
export type DocumentPdfRequest = z.infer<typeof documentPdfRequest>;

/** The reply: resources[0].pdf as base64, or an exceptionMessage while the PDF is being produced. */
export const documentPdfResponse = z.union([
  z.object({
    resources: z.array(
      z.object({ documentId: serverId, version: z.number().int().positive(), pdf: z.string() }),
    ),
  }),
  z.object({ exceptionMessage: z.string() }),
]);
