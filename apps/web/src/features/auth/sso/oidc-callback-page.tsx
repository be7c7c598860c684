import { useEffect, useRef, useState } from 'react';
import { LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../session/session-context.tsx';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { loginFailedState } from './callback-url.ts';
import { runOnce } from './run-once.ts';
import { processCallback, type CallbackOutcome } from './sso-callback.ts';

type Prompt = Extract<CallbackOutcome, { kind: 'dialog' | 'synchronizationRequired' }>;

/**
 * spec 1 §2 /oidc/callback: the provider's answer is processed once (StrictMode runs effects twice; a code can
 * be exchanged only once), with a progress indicator meanwhile. Success leaves this page by itself: the app
 * shows the create-PIN or create-signature step, or starts. Failures go to /loginFailed, access_denied with
 * its type; a sign-in dialog of spec 1 §8 is shown first.
 */
export function OidcCallbackPage() {
  const { t } = useTranslation();
  const text = useDialogText();
  const sessions = useSessionStore();
  const navigate = useNavigate();
  const [url] = useState(() => window.location.href);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  // The latest navigate, for work that outlives the render that started it.
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });

  const toLoginFailed = (accessDenied = false) =>
    void go.current('/loginFailed', { replace: true, state: loginFailedState(accessDenied) });

  useEffect(() => {
    let active = true;
    const forgetCallbackUrl = () => void go.current('/oidc/callback', { replace: true });
    runOnce(url, () => processCallback({ sessions, url, forgetCallbackUrl })).then(
      (outcome) => {
        if (!active) return;
        if (outcome.kind === 'failed') toLoginFailed(outcome.accessDenied);
        else if (outcome.kind !== 'signedIn') setPrompt(outcome);
      },
      () => {
        if (active) toLoginFailed();
      },
    );
    return () => {
      active = false;
    };
    // Keyed by the arrival URL only: the callback is processed once per arrival.
  }, [sessions, url]);

  const abandon = (current: Prompt) => {
    setPrompt(null);
    void current.abandon().finally(() => toLoginFailed());
  };

  return (
    <SignInFrame title={t('sso.signingInTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sso.signingIn')}
      </Typography>
      <LinearProgress aria-label={t('sso.signingIn')} />
      <MessageDialog
        open={prompt?.kind === 'dialog'}
        title={prompt?.kind === 'dialog' ? text(prompt.dialog.title) : ''}
        message={prompt?.kind === 'dialog' ? text(prompt.dialog.message) : ''}
        onOk={() => prompt && abandon(prompt)}
      />
      <MessageDialog
        open={prompt?.kind === 'synchronizationRequired'}
        title={t('login.synchronizationRequiredTitle')}
        message={`${t('login.synchronizationRequired')}\n${t('login.synchronizationRequiredMore')}`}
        okLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onOk={() => {
          if (prompt?.kind !== 'synchronizationRequired') return;
          setPrompt(null);
          // Yes: this user's unsynced data goes first, then the app (or its setup steps) starts.
          void prompt.proceed().catch(() => abandon(prompt));
        }}
        onCancel={() => prompt && abandon(prompt)}
      />
    </SignInFrame>
  );
}
