import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SyncPausedError } from '../../data/index.ts';
import { isOnline } from '../../platform/online-status.ts';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import type { ActiveSession } from '../../session/session-store.ts';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { isSigningOut, signOut } from '../../session/connectivity/sign-out.ts';
import { useEngineState } from '../../ui/use-engine-state.ts';

/**
 * Why sync stopped for good, as the REFRESH_TOKEN_FAILED dialog tells it: the refresh was refused, the server
 * refused the renewed token, or another call's failed refresh already cleared the tokens.
 */
function expiredSession(active: ActiveSession): SyncPausedError | null {
  const paused = active.engine.paused();
  if (!paused || active.session.offline || isSigningOut(active)) return null;
  return paused;
}

/**
 * spec 1 §4 Token handling, §8: when the session cannot be renewed, sync pauses (the data stays) and the user
 * is asked to log in again, or to go on working on this device's data until they do.
 */
export function RefreshFailedWatcher() {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const active = useActiveSession();
  const navigate = useNavigate();
  const paused = useEngineState(active, expiredSession);
  const [dismissed, setDismissed] = useState<SyncPausedError | null>(null);

  const logIn = () => {
    void signOut(sessions, active, 'refreshFailed', isOnline()).then((landing) =>
      navigate(landing, { replace: true }),
    );
  };

  return (
    <MessageDialog
      open={paused !== null && paused !== dismissed}
      title={t('connection.refreshFailedTitle')}
      message={t('connection.refreshFailed')}
      okLabel={t('connection.logIn')}
      onOk={logIn}
      cancelLabel={t('connection.continueOffline')}
      onCancel={() => setDismissed(paused)}
    />
  );
}
