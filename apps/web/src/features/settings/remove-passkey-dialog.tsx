import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removePasskey, type Passkey } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { MessageDialog } from '../../ui/message-dialog.tsx';

/**
 * Issue 35: Remove asks first, then deletes the passkey at the server (it no longer signs in) and this device's
 * wrap for it (it no longer unlocks offline). `onClose(true)` once it is gone.
 */
export function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { api, session } = useActiveSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const remove = async (chosen: Passkey) => {
    setBusy(true);
    try {
      await removePasskey(api, session, chosen);
      onClose(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <MessageDialog
        open={passkey !== null && !failed}
        title={t('passkeys.removeTitle')}
        message={passkey ? t('passkeys.removeConfirm', { name: passkey.deviceName }) : ''}
        okLabel={t('passkeys.remove')}
        onOk={() => {
          if (passkey && !busy) void remove(passkey);
        }}
        onCancel={() => onClose(false)}
      />
      <MessageDialog
        open={failed}
        title={t('passkeys.removeTitle')}
        message={t('passkeys.removeFailed')}
        onOk={() => {
          setFailed(false);
          onClose(false);
        }}
      />
    </>
  );
}
