import type { DocumentStatus, EvvDocument } from '../entities/document.ts';

type Comparable = Pick<EvvDocument, 'id' | 'clientId' | 'documentName' | 'documentStatus' | 'changedDate'>;

/** A document in one of these is still being worked on, so a newer one never replaces it. */
const IN_PROGRESS: readonly DocumentStatus[] = ['Incomplete', 'Unsigned'];

/**
 * spec 2 §4: a newer document with the same client and document name replaces an older one that is neither
 * Incomplete nor Unsigned; the older ones returned here are deleted on the device and their tabs removed.
 */
export function documentsReplacedBy<T extends Comparable>(newer: Comparable, stored: readonly T[]): T[] {
  return stored.filter(
    (older) =>
      older.id !== newer.id &&
      older.clientId === newer.clientId &&
      older.documentName === newer.documentName &&
      !IN_PROGRESS.includes(older.documentStatus) &&
      Date.parse(older.changedDate) < Date.parse(newer.changedDate),
  );
}

/** spec 2 §4: a document whose id matches an existing one keeps the existing pdfUrl. */
export function withKeptPdfUrl<T extends Pick<EvvDocument, 'id' | 'pdfUrl'>>(
  incoming: T,
  existing: Pick<EvvDocument, 'id' | 'pdfUrl'> | undefined,
): T {
  if (!existing || existing.id !== incoming.id || existing.pdfUrl === null) return incoming;
  return { ...incoming, pdfUrl: existing.pdfUrl };
}
