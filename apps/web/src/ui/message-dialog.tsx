import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onOk: () => void;
  okLabel?: string;
  /** With onCancel, a Cancel button shows beside OK (spec 1 §2 generic confirmations). */
  onCancel?: () => void;
  cancelLabel?: string;
}

/** spec 1 §2 "generic confirmations with OK and optional Cancel". */
export function MessageDialog(props: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel ?? props.onOk}
      aria-labelledby="message-dialog-title"
      aria-describedby="message-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="message-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="message-dialog-text" sx={{ whiteSpace: 'pre-line' }}>
          {props.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {props.onCancel && (
          <Button onClick={props.onCancel}>{props.cancelLabel ?? t('common.cancel')}</Button>
        )}
        <Button variant="contained" onClick={props.onOk} autoFocus>
          {props.okLabel ?? t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
