import type { DocumentWrite } from '@carevisit/core';

type Row = Record<string, unknown>;

/**
 * The fake server's /evv/write/document (issue 13 contract): receipts by device and temporary id, a version
 * raised on every accepted write, a stale base version refused with the server's current document.
 */
export function writeDocuments(
  body: Row,
  rows: Row[],
  receipt: (key: string) => number,
  nowIso: string,
): { resources: Row[] } {
  const { deviceId, resources } = body as { deviceId: string; resources: DocumentWrite[] };
  return {
    resources: resources.map((resource) => {
      const tempId = resource.id;
      const key = `${deviceId}:document:${tempId}`;
      const id = tempId < 0 ? receipt(key) : tempId;
      const at = rows.findIndex((row) => row.id === id);
      const current = at >= 0 ? rows[at]! : undefined;
      if (current && tempId < 0) {
        return { tempId, id, version: current.version, documentStatus: current.documentStatus, errors: [] };
      }
      if (current && (current.version as number) > resource.baseVersion) {
        return {
          tempId,
          id,
          version: current.version,
          documentStatus: null,
          errors: [{ code: 'document_version_conflict', message: 'changed elsewhere' }],
          current,
        };
      }
      const version = ((current?.version as number | undefined) ?? 0) + 1;
      const { deleted, ...fields } = resource;
      const row: Row = {
        documentName: 'Progress Note',
        documentCode: 'PN',
        description: null,
        documentStatus: 'Incomplete',
        pdfUrl: null,
        uploadDate: null,
        ...current,
        ...fields,
        baseVersion: undefined,
        id,
        version,
        changedDate: nowIso,
        deletedDate: deleted ? nowIso : null,
      };
      if (at >= 0) rows[at] = row;
      else rows.push(row);
      return { tempId, id, version, documentStatus: row.documentStatus, errors: [] };
    }),
  };
}
