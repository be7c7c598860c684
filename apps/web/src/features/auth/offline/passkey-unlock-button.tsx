import { useEffect, useState } from 'react';
import { Button, Divider, Typography } from '@mui/material';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session-context.tsx';
import { deviceHasPasskeyUnlock, unlockOfflineWithPasskey } from '../../../data/index.ts';
import { nowMillis } from '../../../platform/clock.ts';
import { PasskeyCeremonyError } from '../../../platform/webauthn/passkey-ceremony.ts';
import { browserHasPasskeys } from '../../../platform/webauthn/passkey-support.ts';
import { dialogOf, type LoginDialog } from '../login-dialog.ts';
import { offlineRefusalDialog } from './offline-login-outcome.ts';

/**
 * Issue 35: "Unlock with passkey" on the offline login, where this device holds a passkey wrap of some user's
 * data key. The passkey names the user: no username is asked. A cancelled prompt is no attempt; a passkey
 * whose PRF output does not open its wrap counts as a wrong PIN.
 */
export function PasskeyUnlockButton({
  disabled,
  onDialog,
}: {
  disabled: boolean;
  onDialog: (dialog: LoginDialog) => void;
}) {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // No question to the server here: a wrap exists only where a passkey worked.
    if (!browserHasPasskeys()) return;
    let current = true;
    void deviceHasPasskeyUnlock(sessions.db).then(
      (found) => current && setAvailable(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sessions]);

  if (!available) return null;

  const unlock = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await unlockOfflineWithPasskey(sessions.db, nowMillis);
      if (outcome.kind !== 'signedIn') {
        onDialog(offlineRefusalDialog(outcome));
        return;
      }
      const api = sessions.createApi({ tokens: await sessions.keptTokensOf(outcome.session.userKey) });
      await sessions.begin(outcome.session, api, []);
    } catch (error) {
      if (error instanceof PasskeyCeremonyError && error.reason === 'cancelled') return;
      onDialog(
        error instanceof PasskeyCeremonyError
          ? dialogOf('offlineLoginForm.dialogTitle', 'passkeys.cannotUnlock')
          : dialogOf('login.offlineDeviceLoginTitle', 'login.offlineDeviceLogin'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider sx={{ my: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('passkeys.or')}
        </Typography>
      </Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<Fingerprint />}
        disabled={disabled || busy}
        onClick={() => void unlock()}
      >
        {t(busy ? 'passkeys.unlocking' : 'passkeys.unlock')}
      </Button>
    </>
  );
}
