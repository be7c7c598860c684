import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { isOnline } from '../../platform/online-status.ts';
import type { ActiveSession } from '../../session/session-store.ts';
import { resumeOfflineSession } from '../../session/connectivity/resume-offline-session.ts';
import { useLatest } from '../../ui/use-latest.ts';
import { signOut } from '../../session/connectivity/sign-out.ts';

type OfflineDialog = 'connectionLost' | 'offlineSessionOnline';

/**
 * spec 1 §4 online/offline, §8 Offline mode. When the connection returns, an online session sends what waits
 * (the sync routine); so does a session signed in offline while the device keeps its refresh token (issue 17),
 * and only without one, or when the server refuses it, is the user offered to log in again: once, whether the
 * connection returned while the app was open or the app was opened online (issue 36), saying that the data is
 * kept. When the connection drops, the user is told; the app keeps working on the local data.
 */
export function ConnectivityWatcher() {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const active = useActiveSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OfflineDialog | null>(null);
  const latest = useLatest(active);
  const toldOfflineSession = useRef(false);

  useEffect(() => {
    const resumeOffline = (current: ActiveSession) => {
      void resumeOfflineSession(current).then((sending) => {
        if (sending || toldOfflineSession.current) return;
        toldOfflineSession.current = true;
        setDialog('offlineSessionOnline');
      });
    };
    const onOnline = () => {
      const current = latest.current;
      // Tries that failed while there was no connection say nothing about the server: a session kept through
      // reloads offline (issue 17) may have backed off for minutes, and must send now that it can.
      current.engine.backoff.succeed();
      if (current.session.offline) {
        resumeOffline(current);
        return;
      }
      setDialog((shown) => (shown === 'connectionLost' ? null : shown));
      void current.routine.syncNow();
    };
    const onOffline = () => {
      if (!latest.current.session.offline) setDialog('connectionLost');
    };
    // An app opened online on a session signed in offline: no 'online' event will come.
    if (latest.current.session.offline && isOnline()) resumeOffline(latest.current);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [latest]);

  const logIn = () => {
    setDialog(null);
    void signOut(sessions, active, 'loggedOut', true).then(() => navigate('/', { replace: true }));
  };

  return (
    <>
      <MessageDialog
        open={dialog === 'connectionLost'}
        title={t('connection.offlineTitle')}
        message={t('offline.mode')}
        onOk={() => setDialog(null)}
      />
      <MessageDialog
        open={dialog === 'offlineSessionOnline'}
        title={t('connection.offlineTitle')}
        message={t('connection.offlineSessionOnline')}
        okLabel={t('connection.logIn')}
        onOk={logIn}
        cancelLabel={t('connection.continueOffline')}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
