import { Box, IconButton, Tab, Tabs } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MAX_OPEN_DOCUMENTS, type OpenDocument } from '@carevisit/core';
import type { DocumentData } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../app/session/session-context.tsx';
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

/**
 * spec 2 §2 open documents as tabs: 'All Documents' first and fixed, then at most four open documents, each with
 * a close button. The tabs are the user's across clients; each leads to its own client's document.
 */
export function DocumentTabs({ clientId, currentDocumentId, onClose }: DocumentTabsProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const open = useOpenDocuments(session) ?? [];
  const documents = useRecords<DocumentData>(session.store, 'document');
  const nameOf = (each: OpenDocument) =>
    documents?.find((document) => document.id === each.documentId)?.documentName ?? '…';
  const shown = open.slice(0, MAX_OPEN_DOCUMENTS);
  const value = shown.some((each) => each.documentId === currentDocumentId) ? currentDocumentId : 'all';
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('serviceDocuments.openTabs')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      <Tab
        value="all"
        label={t('serviceDocuments.allDocuments')}
        onClick={() => void navigate(documentsListPath(pathname, clientId, layout))}
        sx={{ textTransform: 'none', fontWeight: 600, minHeight: 48 }}
        data-testid="document-tab-all"
      />
      {shown.map((each) => (
        <Tab
          key={each.documentId}
          value={each.documentId}
          component="div"
          onClick={() => void navigate(serviceDocumentPath(pathname, each.clientId, each.documentId))}
          data-testid="document-tab"
          sx={{ textTransform: 'none', minHeight: 48, pr: 0.5 }}
          label={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                component="span"
                sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {nameOf(each)}
              </Box>
              <IconButton
                size="small"
                aria-label={t('serviceDocuments.closeTab', { name: nameOf(each) })}
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(each.documentId);
                }}
                sx={{ width: 44, height: 44 }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
