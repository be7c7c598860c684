import { useState } from 'react';
import { Snackbar, type SnackbarCloseReason } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS, type Message } from '@carevisit/core';

/**
 * spec 2 §5, §9: the floating message after a Next that finds errors, fading after 3 s. Each Next gives a new
 * message, and each is shown for the full 3 s: the snackbar starts again for it. The click on Next itself is a
 * click away from the snackbar; it must not close the message that Next has just shown.
 */
export function FloatingError({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState({ message, serial: 0 });
  if (shown.message !== message) setShown({ message, serial: shown.serial + 1 });
  const close = (_: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={shown.serial}
      open={message !== null}
      autoHideDuration={DELAYS_MS.floatingError}
      onClose={close}
      message={message ? t(message.key, message.params) : ''}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      data-testid="floating-error"
    />
  );
}
