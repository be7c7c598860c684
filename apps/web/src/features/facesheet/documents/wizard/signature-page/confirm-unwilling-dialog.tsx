import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** spec 2 §4: unwilling Yes asks for confirmation before the block takes a reason instead of a signature. */
export function ConfirmUnwillingDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} aria-labelledby="confirm-unwilling-title">
      <DialogTitle id="confirm-unwilling-title">{t('signaturePage.unwillingConfirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('signaturePage.unwillingConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
