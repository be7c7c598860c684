import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActiveSession } from '../../../session/session-context.tsx';
import { saveOfflinePin } from '../../../data/index.ts';
import { isOnline } from '../../../platform/online-status.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { dialogOf, type LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from './login-dialog-view.tsx';
import { writeOfflinePinToServer } from './offline-pin-server.ts';
import { PinPairFields, usePinPair } from './pin-pair.tsx';

/** spec 1 §2 /changeOfflinePin, reached from Settings > Account Settings; spec 1 §5 create or change PIN. */
export function ChangeOfflinePinPage() {
  const { t } = useTranslation();
  const { session, api } = useActiveSession();
  const pair = usePinPair();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (busy || !pair.validate()) return;
    setBusy(true);
    try {
      // Offline login unlocks with the PIN kept on this device: that is the change that matters.
      await saveOfflinePin(session, pair.pin);
    } catch {
      setDialog(dialogOf('changePinPage.title', 'changePinPage.failed'));
      setBusy(false);
      return;
    }
    // The server's copy serves the user's other devices: best effort, whatever the connection does.
    if (isOnline()) await writeOfflinePinToServer(api, pair.pin, { replace: true }).catch(() => undefined);
    pair.clear();
    setSaved(true);
    setBusy(false);
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <PageTitle>{t('changePinPage.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary">
          {t('changePinPage.intro')}
        </Typography>
        {saved && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('changePinPage.saved')}
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <PinPairFields
            pair={pair}
            pinLabel={t('changePinPage.newPin')}
            confirmLabel={t('changePinPage.confirmPin')}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ flex: '1 1 10rem' }}>
              {t(busy ? 'setupScreen.saving' : 'changePinPage.save')}
            </Button>
            <Button
              component={RouterLink}
              to="/settings"
              variant="outlined"
              size="large"
              sx={{ flex: '1 1 10rem' }}
            >
              {t('changePinPage.backToSettings')}
            </Button>
          </Box>
        </form>
      </Paper>
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
