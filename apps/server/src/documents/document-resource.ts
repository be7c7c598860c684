import { documentStatuses, type ServedResource } from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';
import { oneOf } from '../db/text-values.ts';

type DocumentRow = typeof documents.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stored document as evvdocuments sends it (spec 2 §3, §7), without the sync fields. */
export function documentResource(row: DocumentRow): ServedResource<'evvdocuments'> {
  return {
    id: row.id,
    version: row.version,
    serviceDocumentId: row.serviceDocumentId,
    serviceDocumentVersion: row.serviceDocumentVersion,
    appointmentId: row.appointmentId,
    clientId: row.clientId,
    staffId: row.staffId,
    organizationId: row.organizationId,
    clientProgramId: row.clientProgramId,
    serviceDate: row.serviceDate,
    documentName: row.documentName,
    documentCode: row.documentCode,
    description: row.description,
    documentStatus: oneOf(documentStatuses, row.documentStatus),
    fullySigned: row.fullySigned,
    moduleData: row.moduleData,
    signature: row.signature,
    pdfUrl: row.pdfUrl,
    uploadDate: iso(row.uploadDate),
    startedDate: row.startedAt.toISOString(),
  };
}

/** The whole document with its sync fields, as a write's reply carries the server's copy. */
export function documentWithSyncFields(row: DocumentRow) {
  return {
    ...documentResource(row),
    changedDate: row.changedAt.toISOString(),
    deletedDate: iso(row.deletedAt),
  };
}
