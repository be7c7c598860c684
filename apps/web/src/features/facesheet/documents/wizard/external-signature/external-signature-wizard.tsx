import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { externalSlotErrors, isDocumentReadOnly, signExternalDocument } from '@carevisit/core';
import type { ClientData, DocumentData, TemplateData } from '../../../../../data/index.ts';
import { now } from '../../../../../platform/clock.ts';
import { DocumentStatusChip } from '../../document-status-chip.tsx';
import { DocumentPdfView } from '../../pdf/document-pdf-view.tsx';
import { useDocumentsRepository } from '../../use-documents.ts';
import { SaveProblemAlert } from '../save-problem-alert.tsx';
import { ExternalSignatureBlock } from '../signature-page/external-signature-block.tsx';
import { useSaveAction } from '../use-save-action.ts';
import { useExternalSignatureDraft } from './use-external-signature-draft.ts';

const PAGES = ['externalSignature.pdfPage', 'externalSignature.signaturesPage'] as const;

/**
 * spec 2 §2 external-signature documents: a two-page wizard, the PDF, then Signatures, with Previous, Next and
 * Save. Each block is the signature page's, with core's externalSlotErrors shown once that block was changed.
 * Save stays disabled until every block is captured or marked unable; it writes the document with the
 * pads, fullySigned true and the status core gives (Signed; External Signature Needed until then, spec 2 §4,
 * §7), and leads back to the documents. What is drawn and named is kept on the device as it changes.
 */
export function ExternalSignatureWizard({
  document,
  template,
  client,
  onClose,
}: {
  document: DocumentData;
  template: TemplateData;
  client: ClientData;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const repository = useDocumentsRepository();
  const readOnly = isDocumentReadOnly(document);
  const [page, setPage] = useState(0);
  const { slots, touched, change, hash, saved, problem } = useExternalSignatureDraft(
    document,
    template,
    repository,
    readOnly,
  );
  const named =
    client.firstName && client.lastName ? { firstName: client.firstName, lastName: client.lastName } : null;
  const signing =
    readOnly || hash === null
      ? null
      : signExternalDocument(document.signature, slots, now().toISOString(), hash);
  // The blocks, then the signing; a failed Save stays in the wizard and says so (SaveProblemAlert).
  const saving = useSaveAction(
    signing
      ? async () => {
          // Blocks that were not stored are not signed.
          await saved();
          await repository.save(document.id, signing);
        }
      : null,
    onClose,
  );
  const size = { minHeight: 44, minWidth: 96 };
  return (
    <Stack spacing={2} data-testid="external-signature-wizard">
      <SaveProblemAlert problems={[problem, saving.problem]} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {document.documentName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="document-status">
          <Typography variant="body2">{t('serviceDocuments.statusLabel')}</Typography>
          <DocumentStatusChip status={document.documentStatus} />
        </Box>
      </Stack>
      <Tabs
        value={page}
        onChange={(_, next: number) => setPage(next)}
        aria-label={t('serviceDocuments.pages')}
        variant="fullWidth"
      >
        {PAGES.map((key) => (
          <Tab key={key} label={t(key)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {page === 0 ? (
          <DocumentPdfView
            documentId={document.id}
            clientId={document.clientId}
            name={document.documentName}
            onGiveUp={() => setPage(1)}
          />
        ) : (
          <Stack spacing={2}>
            {slots.map((slot, index) => (
              <ExternalSignatureBlock
                key={index}
                index={index}
                slot={slot}
                errors={touched.has(index) ? externalSlotErrors(slot) : {}}
                client={named}
                readOnly={readOnly}
                onChange={(next) => change(index, next)}
              />
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2 }}>
          {page > 0 && (
            <Button variant="outlined" onClick={() => setPage(page - 1)} sx={size}>
              {t('serviceDocuments.previous')}
            </Button>
          )}
          {page < PAGES.length - 1 && (
            <Button variant="contained" onClick={() => setPage(page + 1)} sx={size}>
              {t('serviceDocuments.next')}
            </Button>
          )}
          {page === PAGES.length - 1 &&
            (readOnly ? (
              <Button variant="contained" onClick={onClose} sx={size}>
                {t('serviceDocuments.close')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => void saving.save()}
                disabled={!signing || saving.busy}
                sx={size}
              >
                {t('serviceDocuments.save')}
              </Button>
            ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
