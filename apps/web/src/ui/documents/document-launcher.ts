import { createContext, useContext } from 'react';

/** The appointment a new document is for (spec 2 §4 New Document, or a Missing Service Document task). */
export interface DocumentAppointment {
  appointmentId: number;
  activityId: number;
  programId: number;
  clientProgramId: number | null;
  appointmentDate: string;
}

/** A document to open as a tab. */
interface LaunchedDocument {
  id: number;
  clientId: number;
  serviceDocumentId: number;
}

/**
 * Opens service documents from anywhere in the signed-in frame (task cards, the appointment card menu): an
 * existing one in its tab, a signed or uploaded one in the PDF viewer, or a new one for an appointment through
 * the chooser, then the wizard on it. The documents feature provides it (DocumentLauncherProvider), so lists
 * need not know how documents open.
 */
export interface DocumentLauncher {
  openDocument: (document: LaunchedDocument) => void;
  /** spec 2 §4 View (Signed and PDF documents) and the PDF task: the document's PDF in the viewer. */
  viewDocument: (document: Pick<LaunchedDocument, 'id' | 'clientId'>) => void;
  newDocument: (clientId: number, appointment: DocumentAppointment) => void;
}

export const DocumentLauncherContext = createContext<DocumentLauncher | null>(null);

export function useDocumentLauncher(): DocumentLauncher {
  const launcher = useContext(DocumentLauncherContext);
  if (!launcher) throw new Error('useDocumentLauncher needs a DocumentLauncherProvider');
  return launcher;
}
