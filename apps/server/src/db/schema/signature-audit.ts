import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { accounts, organizations, staff } from './organization.ts';
import { instant, optionalRef, pk, ref } from './columns.ts';
import { documents } from './documents.ts';

/**
 * Every signing of a document, append-only (issue 16 item 3; 21 CFR 11.50 and 11.70 as the model): who signed,
 * what the signature means, when it was given on the device, when and from whom the server received it, and the
 * SHA-256 of the document's content as signed. A trigger (migration 0004) refuses UPDATE and DELETE.
 */
export const signatureAudit = pgTable(
  'signature_audit',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    documentId: ref('document_id').references(() => documents.id),
    /** The document version the signing write created. */
    documentVersion: integer('document_version').notNull(),
    /** client, guardian, staff or co-signing staff (core signatureMeanings). */
    meaning: text('meaning').notNull(),
    /** The staff member who signed; null for a client or guardian. */
    signerStaffId: optionalRef('signer_staff_id').references(() => staff.id),
    /** The printed name: as written on the pad, or the staff member's name. */
    signerName: text('signer_name').notNull(),
    /** When the signature was given, as the device recorded it (a document may be signed offline). */
    signedAt: instant('signed_at').notNull(),
    /** Upper-case hex SHA-256 of core's canonical signed content. */
    contentHash: text('content_hash').notNull(),
    /** The signed-in staff member whose write carried the signature. */
    recordedByStaffId: ref('recorded_by_staff_id').references(() => staff.id),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [index('signature_audit_document').on(t.documentId)],
);
