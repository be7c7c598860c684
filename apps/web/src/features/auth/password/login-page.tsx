import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, IconButton, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { APP_VERSION, type LoginField, type Message } from '@carevisit/core';
import { useSessionStore } from '../../../session/session-context.tsx';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import type { LoginDialog } from '../login-dialog.ts';
import { PasskeySignInButton } from '../passkey/passkey-sign-in-button.tsx';
import type { PasswordForm, PendingSignIn } from './password-sign-in.ts';

// The sign-in logic pulls in the data layer (Dexie, schemas): loaded on submit, not with the first screen.
const loadSignIn = () => import('./password-sign-in.ts');
const PasswordChangeFlow = lazy(async () => ({
  default: (await import('./password-change-flow.tsx')).PasswordChangeFlow,
}));

const EMPTY_FORM: PasswordForm = { account: '', username: '', password: '' };

/** spec 1 §2, §5: the account, username and password page of evv hosts; issue 35: or a passkey. */
export function LoginPage() {
  const { t } = useTranslation();
  const text = useDialogText();
  const sessions = useSessionStore();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<LoginField, Message>>>({});
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  const [passwordChange, setPasswordChange] = useState<{
    mustUpdate: boolean;
    pending: PendingSignIn;
  } | null>(null);
  const [syncPrompt, setSyncPrompt] = useState<{ proceed: () => Promise<void> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const [{ passwordSignIn }] = await Promise.all([loadSignIn(), sessions.ready()]);
      const step = await passwordSignIn(sessions, form);
      setErrors(step.kind === 'fieldErrors' ? step.errors : {});
      if (step.kind === 'dialog') setDialog(step.dialog);
      if (step.kind === 'passwordChange') setPasswordChange(step);
      if (step.kind === 'synchronizationRequired') setSyncPrompt(step);
      if (step.kind === 'offlineLogin')
        void navigate('/loginOffline', { state: { username: form.username } });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: LoginField) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ? text(errors[name]) : undefined,
    label: t(`loginForm.${name}`),
  });

  return (
    <SignInFrame title={t('loginForm.title')}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField {...field('account')} autoComplete="organization" autoCapitalize="none" />
        <TextField {...field('username')} autoComplete="username" autoCapitalize="none" />
        <TextField
          {...field('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(showPassword ? 'loginForm.hidePassword' : 'loginForm.showPassword')}
                    onClick={() => setShowPassword(!showPassword)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t(busy ? 'loginForm.signingIn' : 'loginForm.submit')}
        </Button>
      </form>
      <PasskeySignInButton disabled={busy} />
      <Stack sx={{ mt: 2, alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to="/loginOffline">
          {t('loginForm.offlineLink')}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {t('loginForm.version', { version: APP_VERSION })}
        </Typography>
      </Stack>
      <MessageDialog
        open={dialog !== null}
        title={dialog ? text(dialog.title) : ''}
        message={dialog ? text(dialog.message) : ''}
        onOk={() => setDialog(null)}
      />
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
      {passwordChange && (
        <Suspense fallback={null}>
          <PasswordChangeFlow
            mustUpdate={passwordChange.mustUpdate}
            pending={passwordChange.pending}
            currentPassword={form.password}
            onDone={(outcome) => {
              setPasswordChange(null);
              if (outcome.kind === 'dialog') setDialog(outcome.dialog);
              if (outcome.kind === 'synchronizationRequired') setSyncPrompt(outcome);
              // After a reset the user signs in again with the new password (spec 1 §4).
              if (outcome.kind === 'passwordChanged') setForm({ ...form, password: '' });
            }}
          />
        </Suspense>
      )}
    </SignInFrame>
  );
}
