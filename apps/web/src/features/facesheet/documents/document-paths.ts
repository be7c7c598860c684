import type { LayoutKind } from '../../../ui/use-layout.ts';
import { facesheetRoot } from '../facesheet-paths.ts';

/** spec 2 §2 .../facesheet/documents/serviceDocument: the editable document, named in the query to survive a reload. */
export function serviceDocumentPath(pathname: string, clientId: number, documentId: number): string {
  return `${facesheetRoot(pathname)}/documents/serviceDocument?clientId=${clientId}&documentId=${documentId}`;
}

/**
 * The Documents list: its own page on a handheld, the face sheet's Documents tab on a tablet. spec 2 §2: where a
 * closed document leaves the user (/facesheet/documents on a handheld, the face sheet on a tablet).
 */
export function documentsListPath(pathname: string, clientId: number, layout: LayoutKind): string {
  return layout === 'handheld'
    ? `${facesheetRoot(pathname)}/documents?clientId=${clientId}`
    : `${facesheetRoot(pathname)}?clientId=${clientId}&tab=documents`;
}

/** spec 2 §2 .../facesheet/documents/serviceDocumentPdf: a document's PDF in the viewer. */
export function documentPdfPath(pathname: string, clientId: number, documentId: number): string {
  return `${facesheetRoot(pathname)}/documents/serviceDocumentPdf?clientId=${clientId}&documentId=${documentId}`;
}

/** spec 2 §2 .../facesheet/documents/serviceDocumentExternalSignNeeded: the PDF, then the external signatures. */
export function externalSignaturePath(pathname: string, clientId: number, documentId: number): string {
  return `${facesheetRoot(pathname)}/documents/serviceDocumentExternalSignNeeded?clientId=${clientId}&documentId=${documentId}`;
}
