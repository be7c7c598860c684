import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SessionAction } from './gps-error-dialog.tsx';

/** While the location reading runs (up to the spec's 10 s): says what the wait is for, and blocks a second tap. */
export function LocatingDialog({ open, action }: { open: boolean; action: SessionAction }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} aria-labelledby="locating-title" aria-describedby="locating-hint" maxWidth="xs">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={28} aria-hidden />
          <div>
            <Typography id="locating-title" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('sessions.locating')}
            </Typography>
            <Typography id="locating-hint" variant="body2" color="text.secondary">
              {action === 'start' ? t('sessions.locatingStartHint') : t('sessions.locatingStopHint')}
            </Typography>
          </div>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
