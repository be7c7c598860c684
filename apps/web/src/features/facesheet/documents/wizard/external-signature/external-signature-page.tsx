import { useLiveQuery } from 'dexie-react-hooks';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLayoutKind } from '../../../../../ui/use-layout.ts';
import { PageLoading } from '../../../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../../../facesheet-sub-page.tsx';
import { recordIdOf } from '../../../facesheet-paths.ts';
import { documentClosedPath, documentsListPath } from '../../document-paths.ts';
import { useDocumentsRepository, useTemplate } from '../../use-documents.ts';
import { ExternalSignatureWizard } from './external-signature-wizard.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocumentExternalSignNeeded: a document needing external signature
 * pads, in its two-page wizard. Named in the query, so a reload opens it again.
 */
export function ExternalSignaturePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const layout = useLayoutKind();
  const documentId = recordIdOf(searchParams, 'documentId');
  const clientId = recordIdOf(searchParams, 'clientId') ?? 0;
  const repository = useDocumentsRepository();
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
      {(client) =>
        document === undefined ? (
          <PageLoading />
        ) : document === null || document.deleted ? (
          <Alert severity="info">{t('serviceDocuments.notFound')}</Alert>
        ) : !template ? (
          <PageLoading />
        ) : (
          <ExternalSignatureWizard
            key={document.id}
            document={document}
            template={template}
            client={client}
            onClose={() => void navigate(documentClosedPath(pathname, clientId, layout))}
          />
        )
      }
    </FacesheetSubPage>
  );
}
