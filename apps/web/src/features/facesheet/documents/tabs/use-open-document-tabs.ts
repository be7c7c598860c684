import { useTranslation } from 'react-i18next';
import { MAX_OPEN_DOCUMENTS, type OpenDocument } from '@carevisit/core';
import type { DocumentData } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { useRecords } from '../../../../ui/data/use-records.ts';
import { useClientsById } from '../../../../ui/data/use-clients.ts';
import { clientName } from '../../../../ui/format/client-name.ts';
import { useOpenDocuments } from './open-documents-store.ts';

/** An open document's tab as the bar shows it: the document and whose it is. */
export interface OpenDocumentTab extends OpenDocument {
  documentName: string;
  clientName: string;
}

/** Shown while a name is still being read from the device. */
const PENDING = '…';

/**
 * The user's open documents (spec 2 §2, at most four in the bar), of every client: the limit of four is the
 * user's, not the client's (spec 2 §4), so a face sheet shows the other clients' open documents too, each with
 * its client's name so that one client's note is never taken for another's.
 */
export function useOpenDocumentTabs(): OpenDocumentTab[] {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const open = (useOpenDocuments(session) ?? []).slice(0, MAX_OPEN_DOCUMENTS);
  const documents = useRecords<DocumentData>(session.store, 'document');
  const clients = useClientsById(
    session,
    open.map((each) => each.clientId),
  );
  return open.map((each) => ({
    ...each,
    documentName: documents?.find((document) => document.id === each.documentId)?.documentName ?? PENDING,
    clientName: clients ? clientName(t, clients.get(each.clientId), each.clientId) : PENDING,
  }));
}
