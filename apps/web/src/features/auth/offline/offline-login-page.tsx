import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { validateOfflineLogin, type Message, type OfflineLoginField } from '@carevisit/core';
import { useSessionStore } from '../../../session/session-context.tsx';
import { signInOffline } from '../../../data/index.ts';
import { nowMillis } from '../../../platform/clock.ts';
import { useOnline } from '../../../platform/online-status.ts';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { dialogOf, type LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from './login-dialog-view.tsx';
import { offlineRefusalDialog, usernameFromState } from './offline-login-outcome.ts';
import { PasskeyUnlockButton } from './passkey-unlock-button.tsx';
import { SecretField } from './secret-field.tsx';

/**
 * spec 1 §2 /loginOffline, §5, §8: username and 4-digit PIN, checked on this device only; issue 35: or a passkey
 * whose PRF output unlocks the data key here.
 */
export function OfflineLoginPage() {
  const { t } = useTranslation();
  const text = useDialogText();
  const sessions = useSessionStore();
  const location = useLocation();
  const online = useOnline();
  const [username, setUsername] = useState(() => usernameFromState(location.state));
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Partial<Record<OfflineLoginField, Message>>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);

  const signIn = async () => {
    const outcome = await signInOffline({ db: sessions.db, username, pin, now: nowMillis });
    if (outcome.kind !== 'signedIn') {
      setPin('');
      setDialog(offlineRefusalDialog(outcome));
      return;
    }
    // Tokens the device still keeps for this user, if any, let sync resume once the connection is back.
    const api = sessions.createApi({ tokens: await sessions.keptTokensOf(outcome.session.userKey) });
    await sessions.begin(outcome.session, api, []);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateOfflineLogin({ username, pin });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signIn();
    } catch {
      setDialog(dialogOf('login.offlineDeviceLoginTitle', 'login.offlineDeviceLogin'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={t('offlineLoginForm.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('offlineLoginForm.intro')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="username"
          id="field-username"
          label={t('offlineLoginForm.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          error={Boolean(errors.username)}
          helperText={errors.username ? text(errors.username) : undefined}
        />
        <SecretField
          name="pin"
          label={t('offlineLoginForm.pin')}
          value={pin}
          onChange={setPin}
          pin
          autoComplete="current-password"
          autoFocus={username !== ''}
          error={errors.pin ? text(errors.pin) : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t(busy ? 'offlineLoginForm.signingIn' : 'offlineLoginForm.submit')}
        </Button>
      </form>
      <PasskeyUnlockButton disabled={busy} onDialog={setDialog} />
      {/* Without a connection the online page would send the user straight back here. */}
      {online && (
        <Stack sx={{ mt: 2, alignItems: 'center' }}>
          <Link component={RouterLink} to="/">
            {t('offlineLoginForm.onlineLink')}
          </Link>
        </Stack>
      )}
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
    </SignInFrame>
  );
}
