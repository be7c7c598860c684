import { useState } from 'react';
import { Button, Divider, Typography } from '@mui/material';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session-context.tsx';
import { passkeysUsable } from '../../../platform/webauthn/passkey-support.ts';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import type { LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from '../offline/login-dialog-view.tsx';
import type { PasskeySignInStep } from './passkey-sign-in.ts';

// The sign-in logic pulls in the data layer: loaded on the tap, not with the first screen.
const loadSignIn = () => import('./passkey-sign-in.ts');

type SyncPrompt = Extract<PasskeySignInStep, { kind: 'synchronizationRequired' }>;

/**
 * Issue 35: "Sign in with a passkey" under a sign-in form, where the browser and the host allow WebAuthn.
 * `onStart` tells the page a ceremony began (the single sign-on page stops its countdown).
 */
export function PasskeySignInButton({
  disabled = false,
  onStart,
}: {
  disabled?: boolean;
  onStart?: () => void;
}) {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const [usable] = useState(() => passkeysUsable(sessions.config));
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  const [syncPrompt, setSyncPrompt] = useState<SyncPrompt | null>(null);
  if (!usable) return null;

  const signIn = async () => {
    if (busy) return;
    onStart?.();
    setBusy(true);
    try {
      const [{ passkeySignIn }] = await Promise.all([loadSignIn(), sessions.ready()]);
      const step = await passkeySignIn(sessions);
      if (step.kind === 'dialog') setDialog(step.dialog);
      if (step.kind === 'synchronizationRequired') setSyncPrompt(step);
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
        onClick={() => void signIn()}
      >
        {t(busy ? 'passkeys.signingIn' : 'passkeys.signIn')}
      </Button>
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
      <MessageDialog
        open={syncPrompt !== null}
        title={t('login.synchronizationRequiredTitle')}
        message={`${t('login.synchronizationRequired')}\n${t('login.synchronizationRequiredMore')}`}
        okLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onOk={() => {
          const prompt = syncPrompt;
          setSyncPrompt(null);
          void prompt?.proceed();
        }}
        onCancel={() => setSyncPrompt(null)}
      />
    </>
  );
}
