import { useState, type FormEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { validatePinEntry } from '@carevisit/core';
import type { ActiveSession } from '../../../session/session-store.ts';
import { saveOfflinePin } from '../../../data/index.ts';
import { useDialogText, type DialogText } from '../../../ui/use-dialog-text.ts';
import type { LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from '../offline/login-dialog-view.tsx';
import { offlinePinMatches } from '../offline/offline-pin-server.ts';
import { SecretField } from '../offline/secret-field.tsx';
import { credentialWriteProblem } from './credential-write-error.ts';

/**
 * spec 1 §2, §4: a user who has an offline PIN signs in on a new device. The server keeps only the PIN's hash,
 * so this device asks for the PIN once, checks it with the server and wraps its data key under it; the PIN of
 * the user's other devices stays as it is. A forgotten PIN leads to choosing a new one (onForgot).
 */
export function EnterPinStep(props: { active: ActiveSession; onDone: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<DialogText | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePinEntry(pin).pin ?? null;
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      if (await offlinePinMatches(props.active.api, pin)) {
        await saveOfflinePin(props.active.session, pin);
        props.onDone();
        return;
      }
      setError('setupScreen.pinIncorrect');
      setPin('');
    } catch (failure) {
      const problem = credentialWriteProblem(failure);
      if (problem.kind === 'field') setError(problem.message);
      else setDialog(problem.dialog);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('setupScreen.enterPinIntro')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <SecretField
          name="offlinePin"
          label={t('setupScreen.offlinePin')}
          value={pin}
          onChange={setPin}
          pin
          autoFocus
          autoComplete="current-password"
          error={error ? text(error) : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t(busy ? 'setupScreen.checking' : 'setupScreen.continue')}
        </Button>
      </form>
      <Stack sx={{ mt: 1, alignItems: 'center' }}>
        <Button onClick={props.onForgot} disabled={busy}>
          {t('setupScreen.forgotPin')}
        </Button>
      </Stack>
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
