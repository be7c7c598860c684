import type { OidcConfig } from '@carevisit/core';
import { setLogoutRedirectCookie } from './logout-cookie.ts';

// Imported by Settings: oidc-client-ts is loaded only when a sign-out actually happens (dynamic imports), so
// it never joins the first screen's JavaScript.

/** Where oidc-client-ts keeps its users in sessionStorage (its key prefix, then "user:"). */
const OIDC_USER_PREFIX = 'oidc.user:';

/** True when this tab signed in through the identity provider (oidc-client-ts holds its user). */
export function isSsoSession(storage: Storage = window.sessionStorage): boolean {
  return Object.keys(storage).some((key) => key.startsWith(OIDC_USER_PREFIX));
}

/**
 * spec 1 §7: "Sign-out revokes tokens, removes the user, sets a logout redirect cookie and redirects to the
 * identity provider's logout start path." Call it after the device's own sign-out (sync stopped, session
 * ended). The provider's tokens are revoked where it offers revocation (best effort), the oidc-client-ts user
 * is removed, and the browser goes to the provider's end-session endpoint with id_token_hint and
 * post_logout_redirect_uri, which brings it back to the app.
 *
 * The promise stays pending while the browser leaves. It resolves only when no redirect could start (no
 * network, or a provider without an end-session endpoint): the user is forgotten on this device all the same,
 * and the caller goes on to its own landing page.
 */
export async function ssoSignOut(config?: OidcConfig): Promise<void> {
  try {
    const [{ loadOidcConfig }, { userManagerFor }] = await Promise.all([
      import('./oidc-config.ts'),
      import('./user-manager.ts'),
    ]);
    const settings = config ?? (await loadOidcConfig());
    const manager = userManagerFor(settings);
    await manager.revokeTokens(['refresh_token', 'access_token']).catch(() => undefined);
    setLogoutRedirectCookie();
    // signoutRedirect removes the user before it leaves.
    await manager.signoutRedirect({ post_logout_redirect_uri: settings.post_logout_redirect_uri });
  } catch {
    forgetSsoUsers();
  }
}

function forgetSsoUsers(storage: Storage = window.sessionStorage): void {
  for (const key of Object.keys(storage)) if (key.startsWith(OIDC_USER_PREFIX)) storage.removeItem(key);
}
