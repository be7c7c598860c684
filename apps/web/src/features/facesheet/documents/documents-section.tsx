import { useId, useState } from 'react';
import {
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_FILTERS, listDocuments, type DocumentFilter, type EvvDocument } from '@carevisit/core';
import type { ClientData } from '../../../data/index.ts';
import { useActiveSession } from '../../../app/session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { clientName } from '../../../ui/format/client-name.ts';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useViewAudit } from '../../../ui/use-view-audit.ts';
import { useClientRecords } from '../use-client-records.ts';
import { DocumentStatusChip } from './document-status-chip.tsx';

/**
 * spec 2 §2 Documents tab: a status filter (Show All by default), and the client's documents with Document Name,
 * Service Date, Status and Actions, by service date newest first (spec 2 §9), read from the local database.
 * Creating documents and each row's actions come with the document wizard, which this frame will host.
 */
export function DocumentsSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Client Documents', client.clientId);
  const filterId = useId();
  const [filter, setFilter] = useState<DocumentFilter>('Show All');
  const documents = useClientRecords<EvvDocument>('document', client.clientId);
  const shown = documents && listDocuments(documents, filter);
  const filterLabel = (each: DocumentFilter) =>
    each === 'Show All' ? t('documentList.showAll') : t(`documentList.statuses.${each}`);
  return (
    <Stack spacing={2}>
      <TextField
        id={filterId}
        select
        size="small"
        label={t('documentList.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value as DocumentFilter)}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {DOCUMENT_FILTERS.map((each) => (
          <MenuItem key={each} value={each}>
            {filterLabel(each)}
          </MenuItem>
        ))}
      </TextField>
      {!shown ? (
        <PageLoading />
      ) : shown.length === 0 ? (
        <EmptyState>{t('empty.documents')}</EmptyState>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            size="small"
            aria-label={t('documentList.tableLabel', { name: clientName(t, client, client.clientId) })}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('documentList.documentName')}</TableCell>
                <TableCell>{t('documentList.serviceDate')}</TableCell>
                <TableCell>{t('documentList.status')}</TableCell>
                <TableCell align="right">{t('documentList.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((document) => (
                <TableRow key={document.id} data-testid="document-row">
                  <TableCell>{document.documentName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(document.serviceDate) ?? t('empty.notSet')}
                  </TableCell>
                  <TableCell>
                    <DocumentStatusChip status={document.documentStatus} />
                  </TableCell>
                  <TableCell align="right" />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
