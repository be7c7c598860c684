import type { ReactNode } from 'react';
import { useLiveResult } from '../../../ui/data/use-live-result.ts';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { ClientData, DocumentData } from '../../../data/index.ts';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { recordIdOf } from '../facesheet-paths.ts';
import { documentsListPath } from './document-paths.ts';
import { useDocumentsRepository } from './use-documents.ts';

/**
 * The document a documents sub-page names in its query (so a reload opens it again), read live from the device:
 * undefined while it is read, null when there is none; and the paths back to the documents.
 */
export function useQueriedDocument() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const documentId = recordIdOf(searchParams, 'documentId');
  const clientId = recordIdOf(searchParams, 'clientId') ?? 0;
  const repository = useDocumentsRepository();
  const document = useLiveResult(
    async () => (documentId === null ? null : ((await repository.get(documentId)) ?? null)),
    [repository, documentId],
  );
  return {
    documentId,
    clientId,
    document,
    listPath: documentsListPath(pathname, clientId, layout),
    closedPath: documentsListPath(pathname, clientId, layout),
  };
}

/**
 * The frame of a documents sub-page (spec 2 §2 .../facesheet/documents/serviceDocument, serviceDocumentPdf,
 * serviceDocumentExternalSignNeeded): the face sheet frame with the way back to the documents, then the document
 * once read, or that it was not found (none, or deleted). With `tabs`, the open-document tabs around it: their
 * 'All Documents' tab is then the way back.
 */
export function DocumentSubPage({
  document,
  listPath,
  tabs,
  children,
}: {
  document: DocumentData | null | undefined;
  listPath: string;
  tabs?: (content: ReactNode) => ReactNode;
  children: (document: DocumentData, client: ClientData) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage
      title={t('facesheetPages.documents')}
      backTo={tabs ? null : { path: listPath, label: t('serviceDocuments.allDocuments') }}
    >
      {(client) => {
        const content =
          document === undefined ? (
            <PageLoading />
          ) : document === null || document.deleted ? (
            <Alert severity="info">{t('serviceDocuments.notFound')}</Alert>
          ) : (
            children(document, client)
          );
        return tabs ? tabs(content) : content;
      }}
    </FacesheetSubPage>
  );
}
