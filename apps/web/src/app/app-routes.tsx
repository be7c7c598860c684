import { Suspense, use } from 'react';
import { PageLoading } from '../ui/page-loading.tsx';
import { lazyPage } from './lazy-page.ts';
import { useAuthState, useSessionStore } from '../session/session-context.tsx';
import { SignedInRoutes } from './signed-in-routes.tsx';
import { SignedOutRoutes } from './signed-out-routes.tsx';
import { Splash, useSplashDone } from './splash.tsx';

const SetupScreen = lazyPage(() => import('../features/auth/setup/setup-screen.tsx'), 'SetupScreen');

/** spec 1 §2 routes: the splash first, then the signed-out pages, the first-time setup, or the app. */
export function AppRoutes() {
  const splashDone = useSplashDone();
  if (!splashDone) return <Splash />;
  return (
    <Suspense fallback={<PageLoading />}>
      <RestoredRoutes />
    </Suspense>
  );
}

/**
 * Issue 17: nothing is routed before the session kept on the device is back (or known to be absent), so the
 * address shown before a reload is the one that opens, not the sign-in page nor the dashboard.
 */
function RestoredRoutes() {
  const sessions = useSessionStore();
  use(sessions.restored());
  const state = useAuthState();
  if (state.kind === 'setup') return <SetupScreen />;
  return state.kind === 'signedOut' ? <SignedOutRoutes /> : <SignedInRoutes />;
}
