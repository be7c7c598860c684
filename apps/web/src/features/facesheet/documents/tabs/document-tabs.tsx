import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutKind } from '../../../../ui/use-layout.ts';
import { documentsListPath, serviceDocumentPath } from '../document-paths.ts';
import { DocumentTab, tabSx } from './document-tab.tsx';
import { TabLink } from './tab-link.tsx';
import { useOpenDocumentTabs } from './use-open-document-tabs.ts';

export interface DocumentTabsProps {
  /** The face sheet's client: where 'All Documents' leads. */
  clientId: number;
  /** The document shown now; null on the list (All Documents). */
  currentDocumentId: number | null;
  onClose: (documentId: number) => void;
}

/**
 * The bar never scrolls, so no tab and no close button is ever out of sight: on a tablet the document tabs share
 * the row after 'All Documents' and shrink (their names cut with an ellipsis); on a handheld, where four in a row
 * would leave no room for a name, the tabs stand two to a row.
 */
const barSx = {
  tablet: { display: 'flex' },
  handheld: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * spec 2 §2 open documents as tabs: 'All Documents' first and fixed, then at most four open documents, each with
 * a close button. Each tab leads to a page of its own, so the bar is a navigation of links (the one shown now
 * marked current). The tabs are the user's across clients (spec 2 §4 counts four in all); each names its client
 * and leads to its own client's document.
 */
export function DocumentTabs({ clientId, currentDocumentId, onClose }: DocumentTabsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = useLayoutKind();
  const tabs = useOpenDocumentTabs();
  const onList = !tabs.some((each) => each.documentId === currentDocumentId);
  return (
    <Box
      component="nav"
      aria-label={t('serviceDocuments.openTabs')}
      sx={{ ...barSx[layout], mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ ...tabSx(onList), flexShrink: 0 }}>
        <TabLink
          to={documentsListPath(pathname, clientId, layout)}
          current={onList}
          testId="document-tab-all"
        >
          {t('serviceDocuments.allDocuments')}
        </TabLink>
      </Box>
      {tabs.map((tab) => (
        <DocumentTab
          key={tab.documentId}
          tab={tab}
          to={serviceDocumentPath(pathname, tab.clientId, tab.documentId)}
          current={tab.documentId === currentDocumentId}
          onClose={() => onClose(tab.documentId)}
        />
      ))}
    </Box>
  );
}
