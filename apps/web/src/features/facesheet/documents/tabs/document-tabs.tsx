import { useEffect, useRef, type ReactNode } from 'react';
import { Box, ButtonBase, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MAX_OPEN_DOCUMENTS, type OpenDocument } from '@carevisit/core';
import type { DocumentData } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { useRecords } from '../../../../ui/data/use-records.ts';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { documentsListPath, serviceDocumentPath } from '../document-paths.ts';
import { useOpenDocuments } from './open-documents-store.ts';

export interface DocumentTabsProps {
  clientId: number;
  /** The document shown now; null on the list (All Documents). */
  currentDocumentId: number | null;
  onClose: (documentId: number) => void;
}

/** The line under the tab shown now, as a tab bar draws it. */
const tabSx = (current: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  borderBottom: 2,
  borderColor: current ? 'primary.main' : 'transparent',
});

function TabLink({
  to,
  current,
  testId,
  children,
}: {
  to: string;
  current: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      sx={{
        minHeight: 48,
        px: 1.5,
        typography: 'body2',
        fontWeight: current ? 700 : 500,
        color: current ? 'primary.main' : 'text.secondary',
      }}
    >
      {children}
    </ButtonBase>
  );
}

/**
 * spec 2 §2 open documents as tabs: 'All Documents' first and fixed, then at most four open documents, each with
 * a close button. Each tab leads to a page of its own, so the bar is a navigation of links (the one shown now
 * marked current) with each close button beside its link, never inside it (axe nested-interactive). The tabs are
 * the user's across clients; each leads to its own client's document.
 */
export function DocumentTabs({ clientId, currentDocumentId, onClose }: DocumentTabsProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const open = useOpenDocuments(session) ?? [];
  const documents = useRecords<DocumentData>(session.store, 'document');
  const nameOf = (each: OpenDocument) =>
    documents?.find((document) => document.id === each.documentId)?.documentName ?? '…';
  const shown = open.slice(0, MAX_OPEN_DOCUMENTS);
  const onList = !shown.some((each) => each.documentId === currentDocumentId);
  const bar = useRef<HTMLElement>(null);
  // The tab shown now is in view, also when the bar scrolls sideways on a handheld (four open at 390 px).
  const currentShown = onList ? null : currentDocumentId;
  useEffect(() => {
    bar.current
      ?.querySelector('[aria-current="page"]')
      // The whole tab, its close button with it.
      ?.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentShown, shown.length]);
  return (
    <Box
      component="nav"
      ref={bar}
      aria-label={t('serviceDocuments.openTabs')}
      sx={{ display: 'flex', overflowX: 'auto', mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={tabSx(onList)}>
        <TabLink
          to={documentsListPath(pathname, clientId, layout)}
          current={onList}
          testId="document-tab-all"
        >
          {t('serviceDocuments.allDocuments')}
        </TabLink>
      </Box>
      {shown.map((each) => {
        const current = each.documentId === currentDocumentId;
        return (
          <Box key={each.documentId} sx={tabSx(current)} data-testid="document-tab">
            <TabLink to={serviceDocumentPath(pathname, each.clientId, each.documentId)} current={current}>
              <Box
                component="span"
                sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {nameOf(each)}
              </Box>
            </TabLink>
            <IconButton
              size="small"
              aria-label={t('serviceDocuments.closeTab', { name: nameOf(each) })}
              onClick={() => onClose(each.documentId)}
              sx={{ width: 44, height: 44 }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
