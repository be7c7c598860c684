import { useLiveQuery } from 'dexie-react-hooks';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { PageLoading } from '../../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../../facesheet-sub-page.tsx';
import { recordIdOf } from '../../facesheet-paths.ts';
import { documentsListPath } from '../document-paths.ts';
import { DocumentTabs } from '../tabs/document-tabs.tsx';
import { useDocumentOpener } from '../tabs/use-open-document.ts';
import { useDocumentsRepository, useTemplate } from '../use-documents.ts';
import { DocumentWizard } from './document-wizard.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocument: an open document in its tab, in the wizard. The document is
 * named in the query so a reload opens it again; a temporary id still finds it after the server's id came.
 */
export function ServiceDocumentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const documentId = recordIdOf(searchParams, 'documentId');
  const clientId = recordIdOf(searchParams, 'clientId') ?? 0;
  const repository = useDocumentsRepository();
  const opener = useDocumentOpener();
  const document = useLiveQuery(
    async () => (documentId === null ? null : ((await repository.get(documentId)) ?? null)),
    [repository, documentId],
  );
  const template = useTemplate(document?.serviceDocumentId, document?.serviceDocumentVersion);
  return (
    <FacesheetSubPage
      title={t('facesheetPages.documents')}
      backTo={{
        path: documentsListPath(pathname, clientId, layout),
        label: t('serviceDocuments.allDocuments'),
      }}
    >
      {() => (
        <>
          <DocumentTabs
            clientId={clientId}
            currentDocumentId={document?.id ?? null}
            onClose={(id) => void opener.close(id)}
          />
          {document === undefined ? (
            <PageLoading />
          ) : document === null || document.deleted ? (
            <Alert severity="info">{t('serviceDocuments.notFound')}</Alert>
          ) : !template ? (
            <PageLoading />
          ) : (
            <DocumentWizard
              key={documentId}
              document={document}
              template={template}
              onClose={() => void opener.close(document.id)}
            />
          )}
        </>
      )}
    </FacesheetSubPage>
  );
}
