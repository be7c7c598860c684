import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface InactivityDialogProps {
  secondsLeft: number | null;
  /** The whole countdown (the resume interval), for the progress bar. */
  totalSeconds: number;
  onResume: () => void;
}

/** spec 1 §2, §4: the 'Inactivity Warning' dialog, counting down to the log-off, with Resume. */
export function InactivityDialog({ secondsLeft, totalSeconds, onResume }: InactivityDialogProps) {
  const { t } = useTranslation();
  const open = secondsLeft !== null;
  const seconds = secondsLeft ?? 0;
  return (
    <Dialog
      open={open}
      // No onClose: only Resume restores the session, neither Escape nor a tap beside the dialog.
      role="alertdialog"
      aria-labelledby="inactivity-title"
      aria-describedby="inactivity-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="inactivity-title">{t('inactivity.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="inactivity-text" role="timer" data-testid="inactivity-countdown">
          {t('inactivity.countdown', { seconds })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={totalSeconds > 0 ? (100 * seconds) / totalSeconds : 0}
          aria-hidden="true"
          sx={{ mt: 2, height: 6, borderRadius: 3 }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onResume} autoFocus>
          {t('inactivity.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
