import { use, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { OfflineLoginRedirect } from '../features/auth/offline/offline-login-redirect.tsx';
import { LoginPage } from '../features/auth/password/login-page.tsx';
import { signInKindOf } from '../platform/host-kind.ts';
import { lazyPage } from './lazy-page.ts';
import { useSessionStore } from '../session/session-context.tsx';

const OfflineLoginPage = lazyPage(
  () => import('../features/auth/offline/offline-login-page.tsx'),
  'OfflineLoginPage',
);
const SsoStartPage = lazyPage(() => import('../features/auth/sso/sso-start-page.tsx'), 'SsoStartPage');
const OidcCallbackPage = lazyPage(
  () => import('../features/auth/sso/oidc-callback-page.tsx'),
  'OidcCallbackPage',
);
const LoginFailedPage = lazyPage(
  () => import('../features/auth/sso/login-failed-page.tsx'),
  'LoginFailedPage',
);

/** spec 1 §2: the root shows the password page on evv hosts and single sign-on on mobile hosts. */
function RootSignIn() {
  const { config } = useSessionStore();
  const kind = signInKindOf(window.location.hostname, config.defaultAuthMode);
  return kind === 'password' ? (
    <OfflineLoginRedirect>
      <LoginPage />
    </OfflineLoginRedirect>
  ) : (
    <Navigate to="/loginPingOne" replace />
  );
}

/**
 * Pages that read the local database wait for the data layer. The password page does not: it loads the data
 * layer only on submit, so the first screen a caregiver sees stays light and quick.
 */
function DataReady({ children }: { children: ReactNode }) {
  use(useSessionStore().ready());
  return children;
}

/** spec 1 §2 the signed-out pages: password or single sign-on at the root, the offline sign-in, SSO's return. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootSignIn />} />
      <Route
        path="/loginOffline"
        element={
          <DataReady>
            <OfflineLoginPage />
          </DataReady>
        }
      />
      <Route
        path="/loginPingOne"
        element={
          <DataReady>
            <SsoStartPage />
          </DataReady>
        }
      />
      <Route
        path="/oidc/callback"
        element={
          <DataReady>
            <OidcCallbackPage />
          </DataReady>
        }
      />
      <Route path="/loginFailed" element={<LoginFailedPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
