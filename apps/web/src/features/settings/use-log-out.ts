import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '@carevisit/core';
import { signOut } from '../../session/connectivity/sign-out.ts';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { checkLogout } from '../../data/index.ts';
import { isOnline } from '../../platform/online-status.ts';

/** How long a log-out waits for what is unsent to go first, before it warns that it stays on the device. */
const SEND_BEFORE_LOGOUT_MS = 5000;

/** Which question is on screen: the confirmation, then (only if records wait) the unsent-data warning. */
export type LogOutStep = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'unsynced'; message: Message };

/**
 * spec 1 §2 Log Out: 'Are you sure you want to log out?'; if records have not been sent yet the user is told
 * they stay on this device until they sign in again; then the device logs out and the sign-in page shows.
 */
export function useLogOut() {
  const sessions = useSessionStore();
  const active = useActiveSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<LogOutStep>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    setStep({ kind: 'idle' });
    setBusy(true);
    const landing = await signOut(sessions, active, 'loggedOut', isOnline());
    await navigate(landing, { replace: true });
  };

  // Views are audited as the user moves around, so records nearly always wait: send them first when possible.
  const sendWaiting = async () => {
    if (active.session.offline || !isOnline() || active.engine.paused()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SEND_BEFORE_LOGOUT_MS);
    });
    await Promise.race([active.engine.writeDirty().catch(() => undefined), timeout]);
    clearTimeout(timer);
  };

  const confirmed = async () => {
    setStep({ kind: 'idle' });
    setBusy(true);
    await sendWaiting();
    const check = await checkLogout(sessions.db);
    if (check.kind === 'unsyncedData') {
      const message: Message = { key: 'settingsPage.unsyncedMany', params: { count: check.count } };
      setBusy(false);
      setStep({ kind: 'unsynced', message });
      return;
    }
    await finish();
  };

  return {
    step,
    busy,
    ask: () => setStep({ kind: 'confirm' }),
    cancel: () => setStep({ kind: 'idle' }),
    confirm: () => void confirmed(),
    logOutAnyway: () => void finish(),
  };
}
