import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@carevisit/core';

type ChipColour = 'success' | 'error' | 'warning' | 'info' | 'default';

/** spec 2 §4 status colours: Complete and Signed green, Incomplete red, Unsigned amber, PDF blue. */
const COLOURS: Record<DocumentStatus, ChipColour> = {
  Complete: 'success',
  Signed: 'success',
  Incomplete: 'error',
  Unsigned: 'warning',
  PDF: 'info',
  'Missing Service Document': 'default',
  'External Signature Needed': 'default',
};

export function DocumentStatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`documentList.statuses.${status}`)}
      // The whole status, on two lines if it must: 'Missing Service Document' cut to 'Missing Serv' said nothing.
      sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}
