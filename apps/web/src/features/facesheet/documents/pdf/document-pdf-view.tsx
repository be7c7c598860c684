import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { documentPdfErrorText } from '@carevisit/core';
import { MessageDialog } from '../../../../ui/message-dialog.tsx';
import { PageLoading } from '../../../../ui/page-loading.tsx';
import { useDialogText } from '../../../../ui/use-dialog-text.ts';
import { PdfViewer } from './pdf-viewer.tsx';
import { useDocumentPdf } from './use-document-pdf.ts';

/**
 * A document's PDF with spec 2 §8's PDF error dialog: 'Cannot find PDF' offline for a PDF never opened here,
 * 'Updating PDF document' while the server produces it (the dialog stays while it is read again), or the
 * malformed reply. OK on a failure that will not mend itself leads away (onGiveUp).
 */
export function DocumentPdfView({
  documentId,
  clientId,
  name,
  onGiveUp,
}: {
  documentId: number;
  clientId: number;
  name: string;
  onGiveUp: () => void;
}) {
  const { t } = useTranslation();
  const dialogText = useDialogText();
  const load = useDocumentPdf(documentId, clientId);
  // OK on 'Updating PDF document' only closes the dialog: the PDF is still read again every 5 seconds.
  const [waitQuietly, setWaitQuietly] = useState(false);
  if (load === null) return <PageLoading />;
  if (load.kind === 'shown') {
    return (
      <Box>
        {load.source === 'device' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="pdf-from-device">
            {t('pdfViewer.savedOnDevice')}
          </Typography>
        )}
        <PdfViewer pdf={load.pdf} name={name} />
      </Box>
    );
  }
  const text = documentPdfErrorText(load.failure);
  const updating = load.failure.kind === 'updating';
  return (
    <>
      {updating && <PageLoading />}
      <MessageDialog
        open={!(updating && waitQuietly)}
        title={dialogText(text.title)}
        message={dialogText(typeof text.message === 'string' ? { text: text.message } : text.message)}
        onOk={updating ? () => setWaitQuietly(true) : onGiveUp}
      />
    </>
  );
}
