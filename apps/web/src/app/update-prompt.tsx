import { useTranslation } from 'react-i18next';
import { HOST_PREFIX } from '@carevisit/core';
import { MessageDialog } from '../ui/message-dialog.tsx';
import { usePendingUpdate } from '../platform/service-worker.ts';

/** spec 1 §2: the 'new version available' Update Now modal, on evv hosts only; it reloads the page. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const pending = usePendingUpdate();
  const evvHost = window.location.hostname.toLowerCase().startsWith(HOST_PREFIX.password);
  return (
    <MessageDialog
      open={pending !== null && evvHost}
      title={t('app.updateTitle')}
      message={t('app.updateAvailable')}
      okLabel={t('app.updateNow')}
      onOk={() => void pending?.apply()}
    />
  );
}
