import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageParams } from '@carevisit/core';

/**
 * A page the device cannot show (an unknown page kind, or a form that is not on the device or cannot be read):
 * a clear catalog message; the page's data stays in the document untouched.
 */
export function UnreadablePage({ messageKey, params }: { messageKey: MessageKey; params?: MessageParams }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="page-not-shown">
      {t(messageKey, params)}
    </Alert>
  );
}
