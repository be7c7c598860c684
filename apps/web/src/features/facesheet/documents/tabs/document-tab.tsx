import { Box, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { TabLink } from './tab-link.tsx';
import type { OpenDocumentTab } from './use-open-document-tabs.ts';

/** The client's name, cut with an ellipsis rather than pushing the close button out of the bar. */
const lineSx = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
/** The document's name on up to two lines: 'Individual Th…' alone hardly told one note type from another. */
const twoLinesSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The line under the tab shown now, as a tab bar draws it. */
export const tabSx = (current: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  borderBottom: 2,
  borderColor: current ? 'primary.main' : 'transparent',
});

/**
 * An open document's tab: its name over its client's, and a close button beside the link (never inside it: axe
 * nested-interactive). Both name the client too, so two Progress Notes of two clients are never confused.
 */
export function DocumentTab({
  tab,
  to,
  current,
  onClose,
}: {
  tab: OpenDocumentTab;
  to: string;
  current: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const names = { name: tab.documentName, client: tab.clientName };
  return (
    // In the tablet's row a tab takes up to 240 px and gives way as more open; the handheld's grid ignores this.
    <Box sx={{ ...tabSx(current), flex: '0 1 240px' }} data-testid="document-tab">
      <TabLink to={to} current={current} label={t('serviceDocuments.documentTab', names)}>
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box component="span" sx={twoLinesSx}>
            {tab.documentName}
          </Box>
          <Box component="span" sx={{ ...lineSx, typography: 'caption', color: 'text.secondary' }}>
            {tab.clientName}
          </Box>
        </Box>
      </TabLink>
      <IconButton
        size="small"
        aria-label={t('serviceDocuments.closeTab', names)}
        onClick={onClose}
        sx={{ flexShrink: 0, width: 44, height: 44 }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
