import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '../../../session/session-context.tsx';
import { useOnline } from '../../../platform/online-status.ts';
import { deviceHasOfflineUser } from './offline-user.ts';

/**
 * spec 1 §2: offline users are sent to /loginOffline. Without a connection, a device where someone set an
 * offline PIN opens the offline login instead of the online sign-in page (children).
 */
export function OfflineLoginRedirect({ children }: { children: ReactNode }) {
  const online = useOnline();
  const sessions = useSessionStore();
  const [offlineUser, setOfflineUser] = useState<boolean | null>(null);

  useEffect(() => {
    if (online) return;
    let current = true;
    sessions
      .ready()
      .then(() => deviceHasOfflineUser(sessions.db))
      .then(
        (found) => current && setOfflineUser(found),
        () => current && setOfflineUser(false),
      );
    return () => {
      current = false;
    };
  }, [sessions, online]);

  if (online) return children;
  // A moment while the keyring is read: nothing, rather than a page that is at once replaced.
  if (offlineUser === null) return null;
  return offlineUser ? <Navigate to="/loginOffline" replace /> : children;
}
