import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '@carevisit/core';
import type { DocumentData } from '../../../data/index.ts';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { DocumentRowMenu } from './document-row-menu.tsx';
import { DocumentStatusChip } from './document-status-chip.tsx';

/** spec 2 §2 the documents table: Document Name, Service Date, Status and Actions (a kebab menu per row). */
export function DocumentsTable({
  documents,
  label,
  onAction,
}: {
  documents: readonly DocumentData[];
  label: string;
  onAction: (document: DocumentData, action: DocumentAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('documentList.documentName')}</TableCell>
            <TableCell>{t('documentList.serviceDate')}</TableCell>
            <TableCell>{t('documentList.status')}</TableCell>
            <TableCell align="right">{t('documentList.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id} data-testid="document-row">
              <TableCell>{document.documentName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(document.serviceDate) ?? t('empty.notSet')}
              </TableCell>
              <TableCell>
                <DocumentStatusChip status={document.documentStatus} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <DocumentRowMenu
                  name={document.documentName}
                  status={document.documentStatus}
                  onAction={(action) => onAction(document, action)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
