import { useEffect, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { SSO_START_WAIT_MS } from '@carevisit/core';
import { nowMillis } from '../../../platform/clock.ts';
import { useOnline } from '../../../platform/online-status.ts';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { clearLogoutRedirectCookie, hasLogoutRedirectCookie } from '../../../session/sso/logout-cookie.ts';
import { loadOidcConfig } from '../../../session/sso/oidc-config.ts';
import { prepareSignIn, type PreparedSignIn } from '../../../session/sso/user-manager.ts';
import { PasskeySignInButton } from '../passkey/passkey-sign-in-button.tsx';

const PROGRESS_TICK_MS = 250;

/**
 * spec 1 §2 /loginPingOne: offline users go to /loginOffline; 'Loading configurations...' while the single
 * sign-on configuration loads; then a 5-second wait (spec 1 §9) before the redirect to the identity provider,
 * or straight to /oidc/callback when oidc-client-ts already holds a valid user. A configuration that cannot
 * be loaded goes to /loginFailed.
 */
export function SsoStartPage() {
  const online = useOnline();
  if (!online) return <Navigate to="/loginOffline" replace />;
  return <SsoStart />;
}

function SsoStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [prepared, setPrepared] = useState<Extract<PreparedSignIn, { kind: 'redirect' }> | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Issue 35: a passkey chosen instead stops the countdown; "Sign in now" still goes to the provider.
  const [waitStopped, setWaitStopped] = useState(false);
  // Read on arrival and cleared only when a new sign-in starts: during a sign-out this page can mount after the
  // cookie is set and before the browser leaves for the provider, and must not take the cookie away then.
  const [afterSignOut] = useState(() => hasLogoutRedirectCookie());

  useEffect(() => {
    let active = true;
    loadOidcConfig()
      .then(prepareSignIn)
      .then(
        (next) => {
          if (!active) return;
          if (next.kind === 'signedIn') void navigate('/oidc/callback', { replace: true });
          else setPrepared(next);
        },
        () => {
          if (active) void navigate('/loginFailed', { replace: true });
        },
      );
    return () => {
      active = false;
    };
  }, [navigate]);

  const started = useRef(false);
  const signInNow = () => {
    if (!prepared || started.current) return;
    started.current = true;
    clearLogoutRedirectCookie();
    setRedirecting(true);
    void prepared.start().catch(() => navigate('/loginFailed', { replace: true }));
  };

  if (!prepared) {
    return (
      <SignInFrame title={t('app.loadingConfigurations')}>
        <LinearProgress aria-label={t('app.loadingConfigurations')} sx={{ mt: 2 }} />
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title={t('sso.redirectTitle')}>
      {afterSignOut && (
        <Typography role="status" sx={{ mb: 1, fontWeight: 500 }}>
          {t('sso.signedOut')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(redirecting ? 'sso.redirecting' : 'sso.redirectMessage')}
      </Typography>
      {!waitStopped && <WaitProgress paused={redirecting} onDone={signInNow} />}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={redirecting}
        onClick={signInNow}
        sx={{ mt: 3 }}
      >
        {t('sso.signInNow')}
      </Button>
      <PasskeySignInButton disabled={redirecting} onStart={() => setWaitStopped(true)} />
    </SignInFrame>
  );
}

/** spec 1 §9: the sign-in start waits 5 seconds; the bar shows how much of the wait is left. */
function WaitProgress({ paused, onDone }: { paused: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (paused) return;
    const startedAt = nowMillis();
    const tick = setInterval(
      () => setElapsed(Math.min(nowMillis() - startedAt, SSO_START_WAIT_MS)),
      PROGRESS_TICK_MS,
    );
    const timer = setTimeout(() => done.current(), SSO_START_WAIT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [paused]);
  return (
    <Box>
      <LinearProgress
        variant={paused ? 'indeterminate' : 'determinate'}
        value={(elapsed / SSO_START_WAIT_MS) * 100}
        aria-label={t('sso.redirectProgress')}
      />
    </Box>
  );
}
