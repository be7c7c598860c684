import { useEffect, useId, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_FILTERS,
  DOCUMENT_SORTS,
  listDocuments,
  type DocumentAction,
  type DocumentFilter,
  type DocumentSort,
} from '@carevisit/core';
import type { ClientData, DocumentData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { clientName } from '../../../ui/format/client-name.ts';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useViewAudit } from '../../../ui/use-view-audit.ts';
import { DocumentChooser } from './document-chooser.tsx';
import { documentPdfPath, externalSignaturePath } from './document-paths.ts';
import { DocumentsTable } from './documents-table.tsx';
import { DocumentTabs } from './tabs/document-tabs.tsx';
import { OpenRefusalDialog } from './tabs/open-refusal-dialog.tsx';
import { useDocumentOpener } from './tabs/use-open-document.ts';
import { useClientDocuments, useDocumentsRepository } from './use-documents.ts';
import { useNewDocument } from './use-new-document.ts';

/** spec 2 §7: 'The documents list waits about 1 second before loading.' */
const LIST_DELAY_MS = 1000;

function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

/**
 * spec 2 §2 Documents tab: the open-document tabs ('All Documents' first), a status filter (Show All), a sort
 * (Service Date newest first by default, spec 2 §9), Create New Document, and the client's documents from the
 * local database with a kebab menu per row (Edit, Delete, View by status, spec 2 §4).
 */
export function DocumentsSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useViewAudit(session, 'EVV Client Documents', client.clientId);
  const filterId = useId();
  const sortId = useId();
  const [filter, setFilter] = useState<DocumentFilter>('Show All');
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT);
  const [deleting, setDeleting] = useState<DocumentData | null>(null);
  const ready = useDelayed(LIST_DELAY_MS);
  const documents = useClientDocuments(client.clientId);
  const repository = useDocumentsRepository();
  const opener = useDocumentOpener();
  const creator = useNewDocument(client, null, opener.open, opener.canOpen);
  const shown = ready && documents ? listDocuments(documents, filter, sort) : undefined;
  const refusal = opener.refusal;
  const refusedName =
    refusal?.kind === 'sameTypeOpen'
      ? (documents?.find((each) => each.id === refusal.blocking.documentId)?.documentName ?? '')
      : '';
  const filterLabel = (each: DocumentFilter) =>
    each === 'Show All' ? t('documentList.showAll') : t(`documentList.statuses.${each}`);
  const act = (document: DocumentData, action: DocumentAction) => {
    if (action === 'delete') setDeleting(document);
    // spec 2 §4 View for Signed and PDF: the document's PDF in the viewer (issue 16 item 6).
    else if (action === 'view') void navigate(documentPdfPath(pathname, document.clientId, document.id));
    // spec 2 §2: a document needing external signature pads opens in its own two-page wizard.
    else if (document.documentStatus === 'External Signature Needed')
      void navigate(externalSignaturePath(pathname, document.clientId, document.id));
    else
      void opener.open({
        documentId: document.id,
        clientId: document.clientId,
        serviceDocumentId: document.serviceDocumentId,
      });
  };
  const confirmDelete = async (document: DocumentData) => {
    setDeleting(null);
    // spec 2 §4: deleting closes the document's tab.
    await opener.close(document.id, { stay: true });
    await repository.remove(document.id);
  };
  return (
    <DocumentTabs
      clientId={client.clientId}
      currentDocumentId={null}
      onClose={(id) => void opener.close(id, { stay: true })}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            id={filterId}
            select
            size="small"
            label={t('documentList.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value as DocumentFilter)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            {DOCUMENT_FILTERS.map((each) => (
              <MenuItem key={each} value={each}>
                {filterLabel(each)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={sortId}
            select
            size="small"
            label={t('serviceDocuments.sortBy')}
            value={sort}
            onChange={(event) => setSort(event.target.value as DocumentSort)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            {DOCUMENT_SORTS.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`serviceDocuments.sorts.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={creator.start}
            sx={{ minHeight: 44, ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('serviceDocuments.createNew')}
          </Button>
        </Stack>
        {!shown ? (
          <PageLoading />
        ) : shown.length === 0 ? (
          <EmptyState>{t('empty.documents')}</EmptyState>
        ) : (
          <DocumentsTable
            documents={shown}
            label={t('documentList.tableLabel', { name: clientName(t, client, client.clientId) })}
            onAction={act}
          />
        )}
      </Stack>
      <DocumentChooser {...creator.chooser} />
      <OpenRefusalDialog refusal={opener.refusal} documentName={refusedName} onOk={opener.dismiss} />
      <MessageDialog
        open={deleting !== null}
        title={t('serviceDocuments.delete')}
        message={t('documents.deleteConfirm')}
        okLabel={t('serviceDocuments.yes')}
        cancelLabel={t('serviceDocuments.no')}
        onOk={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </DocumentTabs>
  );
}
