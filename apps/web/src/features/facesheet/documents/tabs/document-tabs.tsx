import { useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutKind, type LayoutKind } from '../../../../ui/use-layout.ts';
import { documentsListPath, serviceDocumentPath } from '../document-paths.ts';
import { DocumentTab, DocumentTabClose } from './document-tab.tsx';
import { DOCUMENT_TABPANEL_ID, documentTabId } from './tab-ids.ts';
import { moveTabFocus } from './tab-keys.ts';
import { TabLink } from './tab-link.tsx';
import { useOpenDocumentTabs } from './use-open-document-tabs.ts';
import { useRevealSelectedTab } from './use-reveal-selected-tab.ts';

const CLOSE_COLUMN_PX = 44;
/** A document tab's least width: on a phone its name stays legible and the row scrolls; four fit a tablet. */
const TAB_MIN_WIDTH: Record<LayoutKind, string> = { handheld: '9rem', tablet: '7.5rem' };

/**
 * The row's columns: 'All Documents' as wide as its name, then each document's tab and its close button. A tab
 * gives way down to its least width (its names cut with an ellipsis) before the row scrolls, so the next tab shows
 * cut at the edge: the sign that there is more.
 */
function rowColumns(documents: number, layout: LayoutKind): string {
  const each = ` minmax(${TAB_MIN_WIDTH[layout]}, 12rem) ${CLOSE_COLUMN_PX}px`;
  return `max-content${each.repeat(documents)}`;
}

export interface DocumentTabsProps {
  /** The face sheet's client: where 'All Documents' leads. */
  clientId: number;
  /** The document shown now; null on the list (All Documents). */
  currentDocumentId: number | null;
  onClose: (documentId: number) => void;
  /** What the selected tab shows: its tab panel. */
  children: ReactNode;
}

/**
 * spec 2 §2 open documents as tabs: 'All Documents' first and fixed, then at most four open documents, each with
 * a close button, in one row that scrolls sideways under 'All Documents' (issue 30: in two columns on a phone,
 * four took three rows). 'All Documents' stays in sight, so the page needs no back link of its own. The tabs are
 * links to pages of their own, exposed as a tab list over the tab panel below it. The close buttons cannot be in
 * the tab list, so the row is a grid and the tab list a subgrid across it: each close button takes the column
 * after its tab. The tabs are the user's across clients (spec 2 §4 counts four in all); each names its client and
 * leads to its own client's document.
 */
export function DocumentTabs({ clientId, currentDocumentId, onClose, children }: DocumentTabsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const tabs = useOpenDocumentTabs();
  const rowRef = useRef<HTMLDivElement>(null);
  const place = tabs.findIndex((each) => each.documentId === currentDocumentId);
  const selected = place < 0 ? null : currentDocumentId;
  useRevealSelectedTab(rowRef, place < 0 ? null : place, tabs.length, CLOSE_COLUMN_PX);
  return (
    <>
      <Box
        ref={rowRef}
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: rowColumns(tabs.length, layout),
          overflowX: 'auto',
          mb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          role="tablist"
          aria-label={t('serviceDocuments.openTabs')}
          onKeyDown={moveTabFocus}
          sx={{ gridRow: 1, gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'subgrid' }}
        >
          <TabLink
            id={documentTabId(null)}
            to={documentsListPath(pathname, clientId, layout)}
            selected={selected === null}
            column={1}
            pinned
            testId="document-tab-all"
          >
            {t('serviceDocuments.allDocuments')}
          </TabLink>
          {tabs.map((tab, index) => (
            <DocumentTab
              key={tab.documentId}
              tab={tab}
              to={serviceDocumentPath(pathname, tab.clientId, tab.documentId)}
              selected={tab.documentId === selected}
              column={2 + 2 * index}
            />
          ))}
        </Box>
        {tabs.map((tab, index) => (
          <DocumentTabClose
            key={tab.documentId}
            tab={tab}
            column={3 + 2 * index}
            onClose={() => onClose(tab.documentId)}
          />
        ))}
      </Box>
      <Box role="tabpanel" id={DOCUMENT_TABPANEL_ID} aria-labelledby={documentTabId(selected)}>
        {children}
      </Box>
    </>
  );
}
