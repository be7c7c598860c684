import { Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { DocumentSubPage, useQueriedDocument } from '../document-sub-page.tsx';
import { DocumentStatusChip } from '../document-status-chip.tsx';
import { DocumentPdfView } from './document-pdf-view.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocumentPdf, the PDF viewer page: the document's name and status
 * over its PDF, opened by View (spec 2 §4 kebab menu) and by a PDF task. Named in the query, so a reload opens
 * it again.
 */
export function DocumentPdfPage() {
  const navigate = useNavigate();
  const { document, listPath } = useQueriedDocument();
  return (
    <DocumentSubPage document={document} listPath={listPath}>
      {(document) => (
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
      )}
    </DocumentSubPage>
  );
}
