import { useLiveQuery } from 'dexie-react-hooks';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { PageLoading } from '../../../../ui/page-loading.tsx';
import { FacesheetSubPage } from '../../facesheet-sub-page.tsx';
import { recordIdOf } from '../../facesheet-paths.ts';
import { documentsListPath } from '../document-paths.ts';
import { DocumentStatusChip } from '../document-status-chip.tsx';
import { useDocumentsRepository } from '../use-documents.ts';
import { DocumentPdfView } from './document-pdf-view.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocumentPdf, the PDF viewer page: the document's name and status
 * over its PDF, opened by View (spec 2 §4 kebab menu) and by a PDF task. Named in the query, so a reload opens
 * it again.
 */
export function DocumentPdfPage() {
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
  const listPath = documentsListPath(pathname, clientId, layout);
  return (
    <FacesheetSubPage
      title={t('facesheetPages.documents')}
      backTo={{ path: listPath, label: t('serviceDocuments.allDocuments') }}
    >
      {() =>
        document === undefined ? (
          <PageLoading />
        ) : document === null || document.deleted ? (
          <Alert severity="info">{t('serviceDocuments.notFound')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {document.documentName}
              </Typography>
              <DocumentStatusChip status={document.documentStatus} />
            </Stack>
            <DocumentPdfView
              documentId={document.id}
              clientId={document.clientId}
              name={document.documentName}
              onGiveUp={() => void navigate(listPath)}
            />
          </Stack>
        )
      }
    </FacesheetSubPage>
  );
}
