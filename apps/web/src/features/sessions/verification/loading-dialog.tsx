import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlowDialog } from '../../../ui/edit-times/flow-dialog.tsx';

/** The Visit Verification frame while its lists load from the device (a moment; nothing waits on the network). */
export function LoadingDialog({ onEscape }: { onEscape: () => void }) {
  const { t } = useTranslation();
  return (
    <FlowDialog
      open
      titleId="visit-verification-title"
      title={t('visitVerification.title')}
      onEscape={onEscape}
      actions={<Button onClick={onEscape}>{t('common.cancel')}</Button>}
    >
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography color="text.secondary">{t('visitVerification.loading')}</Typography>
      </Box>
    </FlowDialog>
  );
}
