import { pgTable, text, integer, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { documents } from './documents.ts';

/**
 * The rendered PDF of each document version (spec 2 §7 /evv/read/documentPdf), shared by every replica. A row
 * without a pdf is a rendering under way, claimed at `claimedAt`; `force` deletes the row and renders again.
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The PDF as base64, as the read sends it. */
    pdf: text('pdf'),
    claimedAt: instant('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);
