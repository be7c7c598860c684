import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDocument, openDocument, type OpenDocument } from '@carevisit/core';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { documentsListPath, serviceDocumentPath } from '../document-paths.ts';
import { currentDocumentId, readOpenDocuments, writeOpenDocuments } from './open-documents-store.ts';

/** Why a document did not open: the blocking dialog or the Max Open Documents message (spec 2 §4). */
export type OpenRefusal = { kind: 'sameTypeOpen'; blocking: OpenDocument } | { kind: 'tooMany' };

export interface DocumentOpener {
  open: (document: OpenDocument) => Promise<void>;
  /** Whether a new document of this client and type could open now; if not, the refusal shows. */
  canOpen: (document: Omit<OpenDocument, 'documentId'>) => Promise<boolean>;
  /**
   * Closes a tab; unless told to stay, leads back to the list (spec 2 §2 closing routes). `clientId` leads back
   * from a document that was not open as a tab (opened by its address).
   */
  close: (documentId: number, options?: { stay?: boolean; clientId?: number }) => Promise<void>;
  refusal: OpenRefusal | null;
  dismiss: () => void;
}

/**
 * Opens a document as a tab and shows it (spec 2 §2, §4): at most four open, one per client and document type.
 * Closing a tab removes it and leads back per size: the Documents page on a handheld, the face sheet on a tablet.
 */
export function useDocumentOpener(): DocumentOpener {
  const { session } = useActiveSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const [refusal, setRefusal] = useState<OpenRefusal | null>(null);
  const open = useCallback(
    async (document: OpenDocument) => {
      const result = openDocument(await readOpenDocuments(session), document);
      if (result.kind === 'sameTypeOpen' || result.kind === 'tooMany') {
        setRefusal(result);
        return;
      }
      await writeOpenDocuments(session, result.open);
      void navigate(serviceDocumentPath(pathname, document.clientId, document.documentId));
    },
    [session, navigate, pathname],
  );
  const canOpen = useCallback(
    async (document: Omit<OpenDocument, 'documentId'>) => {
      // A new document has no id yet; 0 is no document's id, so only the limits are checked.
      const result = openDocument(await readOpenDocuments(session), { ...document, documentId: 0 });
      if (result.kind === 'sameTypeOpen' || result.kind === 'tooMany') {
        setRefusal(result);
        return false;
      }
      return true;
    },
    [session],
  );
  const close = useCallback(
    async (documentId: number, options: { stay?: boolean; clientId?: number } = {}) => {
      const current = await readOpenDocuments(session);
      // The tab may have been drawn on a temporary id whose document reached the server since.
      const id = await currentDocumentId(session, documentId);
      const clientId = current.find((each) => each.documentId === id)?.clientId ?? options.clientId;
      await writeOpenDocuments(session, closeDocument(current, id));
      if (clientId !== undefined && !options.stay)
        void navigate(documentsListPath(pathname, clientId, layout));
    },
    [session, navigate, pathname, layout],
  );
  return { open, canOpen, close, refusal, dismiss: () => setRefusal(null) };
}
