import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isOnline } from '../../platform/online-status.ts';
import { signOut } from '../../session/connectivity/sign-out.ts';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { InactivityDialog } from './inactivity-dialog.tsx';
import { useInactivity } from '../../session/inactivity/use-inactivity.ts';

/**
 * spec 1 §4 Inactivity, for the signed-in app: after the user's auto-logoff interval the warning counts down
 * their resume interval; at 0 the user is logged off (signOut with 'inactivity'), in every tab.
 */
export function InactivityWatcher() {
  const sessions = useSessionStore();
  const active = useActiveSession();
  const navigate = useNavigate();
  // The user's own security rule (spec 1 §3; the defaults are 30 minutes and 120 seconds).
  const { autoLogoffInterval, resumeInterval } = active.session.profile.securityRule;

  const logOff = useCallback(() => {
    void signOut(sessions, active, 'inactivity', isOnline()).then((landing) =>
      navigate(landing, { replace: true }),
    );
  }, [sessions, active, navigate]);

  const { secondsLeft, resume } = useInactivity(
    { autoLogoffInterval, resumeInterval },
    active.activity,
    logOff,
  );
  return <InactivityDialog secondsLeft={secondsLeft} totalSeconds={resumeInterval} onResume={resume} />;
}
