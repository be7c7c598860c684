import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session-context.tsx';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { completeSignInOrDialog, type CompletedSignIn } from '../complete-sign-in.ts';
import { PasswordExpiryDialog } from './password-expiry-dialog.tsx';
import type { PendingSignIn } from './password-sign-in.ts';

/** How the password step ended: signed in (Remind Me Later), changed (sign in again), or abandoned. */
export type PasswordChangeOutcome = CompletedSignIn | { kind: 'passwordChanged' } | { kind: 'cancelled' };

export interface PasswordChangeFlowProps {
  /** Update Password (expired, or the default password) rather than Password Expiration (expiring soon). */
  mustUpdate: boolean;
  pending: PendingSignIn;
  /**
   * The password just typed at the login page. Deliberately not put into Existing Password: the change asks
   * the person at the device to confirm it themselves (spec 1 §5 lists Existing Password as a field to fill).
   */
  currentPassword: string;
  onDone: (outcome: PasswordChangeOutcome) => void;
}

type Step = 'prompt' | 'change' | 'changed';

// The change dialog is needed by few sign-ins: it loads with the prompt, not with the first screen (issue 3).
const loadChangeDialog = () => import('./password-change-dialog.tsx');
const PasswordChangeDialog = lazy(async () => ({ default: (await loadChangeDialog()).PasswordChangeDialog }));

/** spec 1 §4 Login: expired or expiring password handling, between login and logged in. */
export function PasswordChangeFlow({ mustUpdate, pending, onDone }: PasswordChangeFlowProps) {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const [step, setStep] = useState<Step>('prompt');
  const [busy, setBusy] = useState(false);
  useEffect(() => void loadChangeDialog(), []);

  const cancel = async () => {
    setBusy(true);
    await pending.api.revoke();
    onDone({ kind: 'cancelled' });
  };

  // spec 1 §4: 'Remind Me Later' (only when the password is not expired) logs the user in.
  const remindLater = async () => {
    setBusy(true);
    onDone(await completeSignInOrDialog(sessions, pending));
  };

  // spec 1 §4: after a successful reset the user is logged out and signs in again.
  const changed = async () => {
    setStep('changed');
    await pending.api.revoke();
  };

  switch (step) {
    case 'prompt':
      return (
        <PasswordExpiryDialog
          mustUpdate={mustUpdate}
          busy={busy}
          onChangePassword={() => setStep('change')}
          onDecline={() => void (mustUpdate ? cancel() : remindLater())}
        />
      );
    case 'change':
      return (
        // Its own boundary: the app's would swap the whole login page for a loading bar meanwhile.
        <Suspense fallback={null}>
          <PasswordChangeDialog
            pending={pending}
            onCancel={() => setStep('prompt')}
            onChanged={() => void changed()}
          />
        </Suspense>
      );
    case 'changed':
      return (
        <MessageDialog
          open
          title={t('passwordUpdate.changedTitle')}
          message={t('passwordUpdate.changed')}
          onOk={() => onDone({ kind: 'passwordChanged' })}
        />
      );
  }
}
