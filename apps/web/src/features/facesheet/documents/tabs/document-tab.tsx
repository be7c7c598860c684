import { Box, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { documentTabId } from './tab-ids.ts';
import { TabLink } from './tab-link.tsx';
import type { OpenDocumentTab } from './use-open-document-tabs.ts';

/** One line, cut with an ellipsis when long: a name is never broken mid-word, and the row keeps one height. */
const lineSx = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * An open document's tab: its name over its client's, each on one line, the whole in its accessible name so that
 * two Progress Notes of two clients are never confused. Its close button is DocumentTabClose, in the next column.
 */
export function DocumentTab({
  tab,
  to,
  selected,
  column,
}: {
  tab: OpenDocumentTab;
  to: string;
  selected: boolean;
  column: number;
}) {
  const { t } = useTranslation();
  return (
    <TabLink
      id={documentTabId(tab.documentId)}
      to={to}
      selected={selected}
      column={column}
      label={t('serviceDocuments.documentTab', { name: tab.documentName, client: tab.clientName })}
      testId="document-tab"
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" sx={lineSx}>
          {tab.documentName}
        </Box>
        <Box component="span" sx={{ ...lineSx, typography: 'caption', color: 'text.secondary' }}>
          {tab.clientName}
        </Box>
      </Box>
    </TabLink>
  );
}

/**
 * The close button of an open document's tab, in the column beside it. It stays outside the tab list: a tab
 * list holds tabs only, and a button inside a tab would be nested in it (axe aria-required-children,
 * nested-interactive).
 */
export function DocumentTabClose({
  tab,
  column,
  onClose,
}: {
  tab: OpenDocumentTab;
  column: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      aria-label={t('serviceDocuments.closeTab', { name: tab.documentName, client: tab.clientName })}
      onClick={onClose}
      sx={{ gridRow: 1, gridColumn: column, alignSelf: 'center' }}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}
