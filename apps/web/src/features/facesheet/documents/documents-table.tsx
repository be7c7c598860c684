import { useMemo } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DocumentAction, Staff } from '@carevisit/core';
import type { DocumentData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { useRecords } from '../../../ui/data/use-records.ts';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { DocumentRowDetail } from './document-row-detail.tsx';
import { DocumentRowMenu } from './document-row-menu.tsx';
import { DocumentStatusChip } from './document-status-chip.tsx';
import { documentsTableLayout } from './documents-table-layout.ts';

/**
 * spec 2 §2 the documents table: Document Name, Service Date, Status and Actions (a kebab menu per row); on a
 * handheld each row in two lines. Under each name, when it was started, by whom and for which visit (issue 30). The roles are explicit because some browsers drop a table's semantics once its
 * parts are laid out as grid or block.
 */
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
  const layout = documentsTableLayout[useLayoutKind()];
  const staff = useRecords<Staff>(useActiveSession().session.store, 'staff');
  const authors = useMemo(
    () => new Map((staff ?? []).map((member) => [member.staffId, `${member.firstName} ${member.lastName}`])),
    [staff],
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} role="table" sx={layout.table}>
        <TableHead role="rowgroup" sx={layout.head}>
          <TableRow role="row">
            <TableCell role="columnheader">{t('documentList.documentName')}</TableCell>
            <TableCell role="columnheader">{t('documentList.serviceDate')}</TableCell>
            <TableCell role="columnheader">{t('documentList.status')}</TableCell>
            <TableCell role="columnheader" align="right">
              {t('documentList.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {documents.map((document) => (
            <TableRow key={document.id} role="row" data-testid="document-row" sx={layout.row}>
              <TableCell role="cell" sx={layout.name}>
                <span data-testid="document-name">{document.documentName}</span>
                <DocumentRowDetail document={document} authors={authors} />
              </TableCell>
              <TableCell role="cell" sx={layout.date}>
                {formatCalendarDate(document.serviceDate) ?? t('empty.notSet')}
              </TableCell>
              <TableCell role="cell" sx={layout.status}>
                <DocumentStatusChip status={document.documentStatus} />
              </TableCell>
              <TableCell role="cell" align="right" sx={layout.actions}>
                <DocumentRowMenu document={document} onAction={(action) => onAction(document, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
