import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface PasswordExpiryDialogProps {
  /** Update Password (must change) rather than Password Expiration (expiring soon). */
  mustUpdate: boolean;
  /** Remind Me Later is signing the user in. */
  busy: boolean;
  onChangePassword: () => void;
  /** mustUpdate: Cancel, which abandons the sign-in. Otherwise: Remind Me Later, which completes it. */
  onDecline: () => void;
}

/** spec 1 §8 Update Password and Password Expiration; spec 1 §4: Remind Me Later only when not expired. */
export function PasswordExpiryDialog({
  mustUpdate,
  busy,
  onChangePassword,
  onDecline,
}: PasswordExpiryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      // Escape means Cancel where Cancel is offered; nothing closes the expiring prompt but a choice.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && mustUpdate && !busy && onDecline()}
      aria-labelledby="password-expiry-title"
      aria-describedby="password-expiry-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="password-expiry-title">
        {t(mustUpdate ? 'login.updatePasswordTitle' : 'login.passwordExpirationTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="password-expiry-text">
          {t(mustUpdate ? 'login.passwordMustUpdate' : 'login.passwordExpiring')}
        </DialogContentText>
      </DialogContent>
      {/* On a phone the two long labels do not fit side by side: stacked, the main choice on top. */}
      <DialogActions
        disableSpacing
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          gap: 1,
          px: 3,
          pb: 2,
        }}
      >
        <Button onClick={onDecline} disabled={busy}>
          {t(mustUpdate ? 'common.cancel' : 'passwordUpdate.remindMeLater')}
        </Button>
        <Button variant="contained" onClick={onChangePassword} disabled={busy} autoFocus>
          {t(mustUpdate ? 'passwordUpdate.updatePassword' : 'passwordUpdate.setPassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
