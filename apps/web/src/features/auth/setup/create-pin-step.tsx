import { useState, type FormEvent } from 'react';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../../session/session-store.ts';
import { saveOfflinePin } from '../../../data/index.ts';
import type { LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from '../offline/login-dialog-view.tsx';
import { writeOfflinePinToServer } from '../offline/offline-pin-server.ts';
import { PinPairFields, usePinPair } from '../offline/pin-pair.tsx';
import { credentialWriteProblem } from './credential-write-error.ts';

/**
 * spec 1 §4 Offline PIN setup, first step: create the PIN and confirm it. The server keeps it for the user's
 * other devices; this device wraps its data key under it, which is what offline login unlocks. `replace`: the
 * user forgot the PIN they have and chooses a new one in its place.
 */
export function CreatePinStep({
  active,
  replace,
  onDone,
}: {
  active: ActiveSession;
  replace: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const pair = usePinPair();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !pair.validate()) return;
    setBusy(true);
    try {
      // The server first: if it refuses, nothing changed and the user simply tries again.
      await writeOfflinePinToServer(active.api, pair.pin, { replace });
      await saveOfflinePin(active.session, pair.pin);
      onDone();
    } catch (error) {
      const problem = credentialWriteProblem(error);
      if (problem.kind === 'field') pair.setPinError(problem.message);
      else setDialog(problem.dialog);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t(replace ? 'setupScreen.newPinIntro' : 'setupScreen.createPinIntro')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PinPairFields
          pair={pair}
          pinLabel={t('setupScreen.pin')}
          confirmLabel={t('setupScreen.confirmPin')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t(busy ? 'setupScreen.saving' : 'setupScreen.savePin')}
        </Button>
      </form>
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
