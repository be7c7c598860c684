import { InactivityWatcher } from '../inactivity/inactivity-watcher.tsx';
import { ConnectivityWatcher } from './connectivity-watcher.tsx';
import { RefreshFailedWatcher } from './refresh-failed-watcher.tsx';
import { SendWhenDirty } from './send-when-dirty.tsx';

/**
 * What a signed-in session needs on any screen: the inactivity, connection and session-expiry dialogs, and
 * sending what the user records.
 */
export function SessionWatchers() {
  return (
    <>
      <InactivityWatcher />
      <ConnectivityWatcher />
      <RefreshFailedWatcher />
      <SendWhenDirty />
    </>
  );
}
