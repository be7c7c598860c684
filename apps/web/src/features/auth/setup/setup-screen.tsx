import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuthState, useSessionStore } from '../../../session/session-context.tsx';
import type { ActiveSession, SetupStep } from '../../../session/session-store.ts';
import { logout } from '../../../data/index.ts';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { CreatePinStep } from './create-pin-step.tsx';
import { CreateSignatureStep } from './create-signature-step.tsx';
import { EnterPinStep } from './enter-pin-step.tsx';

const TITLES = {
  pin: 'setupScreen.createPinTitle',
  enterPin: 'setupScreen.enterPinTitle',
  signature: 'setupScreen.createSignatureTitle',
} as const satisfies Record<SetupStep, string>;

/** spec 1 §4 Offline PIN setup: create PIN (and confirm), then a signature if none exists, then the app. */
export function SetupScreen() {
  const state = useAuthState();
  if (state.kind !== 'setup') return null;
  return <SetupSteps steps={state.steps} active={state.active} />;
}

function SetupSteps({ steps, active }: { steps: SetupStep[]; active: ActiveSession }) {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  // Steps leave the list as they are done; the count at the start numbers them.
  const [total] = useState(steps.length);
  const [leaving, setLeaving] = useState(false);
  // A user who forgot the PIN they have chooses a new one in its place.
  const [forgotPin, setForgotPin] = useState(false);
  const step = steps[0];
  if (!step) return null;

  const logOut = async () => {
    setLeaving(true);
    try {
      await logout(active.api);
    } finally {
      await sessions.end('loggedOut');
    }
  };

  const done = () => void sessions.completeStep(step);
  const replacingPin = step === 'enterPin' && forgotPin;
  return (
    <SignInFrame title={t(TITLES[replacingPin ? 'pin' : step])}>
      {total > 1 && (
        <Typography variant="overline" component="p" color="primary" sx={{ lineHeight: 1.5, mb: 1 }}>
          {t('setupScreen.stepOf', { step: total - steps.length + 1, total })}
        </Typography>
      )}
      {step === 'pin' || replacingPin ? (
        <CreatePinStep key={step} active={active} replace={replacingPin} onDone={done} />
      ) : step === 'enterPin' ? (
        <EnterPinStep key={step} active={active} onDone={done} onForgot={() => setForgotPin(true)} />
      ) : (
        <CreateSignatureStep key={step} active={active} onDone={done} />
      )}
      <Stack sx={{ mt: 1.5, alignItems: 'center' }}>
        <Button onClick={() => void logOut()} disabled={leaving}>
          {t('setupScreen.logOut')}
        </Button>
      </Stack>
    </SignInFrame>
  );
}
