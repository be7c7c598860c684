import { Suspense } from 'react';
import { InactivityWatcher } from './inactivity-watcher.tsx';
import { ConnectivityWatcher } from './connectivity-watcher.tsx';
import { RefreshFailedWatcher } from './refresh-failed-watcher.tsx';
import { LanguageWatcher } from './language-watcher.tsx';
import { lazyPage } from '../lazy-page.ts';

// Issue 35: loaded after sign-in with the rest of the signed-in app, not with the first screen.
const PasskeyOffer = lazyPage(() => import('../../features/auth/passkey/passkey-offer.tsx'), 'PasskeyOffer');

/**
 * The dialogs a signed-in session may need on any screen: inactivity, connection, session expiry, and once
 * after a sign-in the passkey offer; and the language chosen offline, sent once the server can be reached.
 */
export function SessionWatchers() {
  return (
    <>
      <InactivityWatcher />
      <ConnectivityWatcher />
      <RefreshFailedWatcher />
      <LanguageWatcher />
      <Suspense fallback={null}>
        <PasskeyOffer />
      </Suspense>
    </>
  );
}
