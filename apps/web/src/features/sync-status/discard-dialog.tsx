import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a record is discarded, saying what is lost: the whole record, or this device's changes to one the
 * server has (its copy stays). What is discarded is not sent and cannot be recovered.
 */
export function DiscardDialog({
  item,
  loses,
  onDiscard,
  onCancel,
}: {
  /** The record's name in words ('Appointment with Jane Doe'); null when closed. */
  item: string | null;
  loses: 'record' | 'changes';
  onDiscard: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onClose={onCancel}
      aria-labelledby="discard-dialog-title"
      aria-describedby="discard-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="discard-dialog-title">{t('syncStatus.discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-dialog-text">
          {item === null
            ? ''
            : t(loses === 'changes' ? 'syncStatus.discardChangesConfirm' : 'syncStatus.discardConfirm', {
                item,
              })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onDiscard}>
          {t('syncStatus.discardOk')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
