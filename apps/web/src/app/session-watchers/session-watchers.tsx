import { InactivityWatcher } from './inactivity-watcher.tsx';
import { ConnectivityWatcher } from './connectivity-watcher.tsx';
import { RefreshFailedWatcher } from './refresh-failed-watcher.tsx';

/** The dialogs a signed-in session may need on any screen: inactivity, connection, session expiry. */
export function SessionWatchers() {
  return (
    <>
      <InactivityWatcher />
      <ConnectivityWatcher />
      <RefreshFailedWatcher />
    </>
  );
}
