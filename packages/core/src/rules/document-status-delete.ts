import type { DocumentStatus, EvvDocument } from '../entities/document.ts';

/** spec 2 §4 Kebab menu by status: Delete for Incomplete and Unsigned. */
const DELETABLE: readonly DocumentStatus[] = ['Incomplete', 'Unsigned'];

/**
 * Whether this staff member may delete the document: their own (spec 2 §6), not fully signed, and in a
 * status the kebab menu offers Delete for (spec 2 §4). The server enforces it with this function.
 */
export function canDeleteDocument(
  document: Pick<EvvDocument, 'staffId' | 'fullySigned' | 'documentStatus'>,
  staffId: number,
): boolean {
  return document.staffId === staffId && !document.fullySigned && DELETABLE.includes(document.documentStatus);
}
