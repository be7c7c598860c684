import { ErrorResponse, ErrorTimeout, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { OidcConfig } from '@carevisit/core';
import { SyncPausedError, TransientError, type TokenSet } from '../../data/index.ts';

// This module is the only one that imports oidc-client-ts: it loads with the single sign-on pages, never with
// the first screen.

const OFFLINE_ACCESS = 'offline_access';
/** OAuth errors that say "not now" rather than "no": the renewal is tried again later, the session kept. */
const TRANSIENT_OAUTH_ERRORS = new Set(['server_error', 'temporarily_unavailable', 'slow_down']);
/** Set after a failed single sign-on: the next attempt asks the provider for its login form again. */
const FORCE_LOGIN_KEY = 'carevisit.sso.forceLogin';

const managers = new Map<string, UserManager>();

/** One UserManager per configuration, so the provider's metadata is fetched once per page load. */
export function userManagerFor(config: OidcConfig): UserManager {
  const key = JSON.stringify(config);
  let manager = managers.get(key);
  if (!manager) {
    manager = createUserManager(config);
    managers.set(key, manager);
  }
  return manager;
}

/**
 * Authorization code with PKCE (oidc-client-ts's default for response_type 'code'). The user and the sign-in
 * state (PKCE verifier) live in sessionStorage: this tab only, gone when it closes. The data layer keeps its
 * own encrypted copy of the tokens in the user's profile. Renewal is on demand (the ApiClient calls
 * renewTokens when a token has expired or is refused), so no timer renews in the background.
 */
function createUserManager(config: OidcConfig, storage: Storage = window.sessionStorage): UserManager {
  const store = new WebStorageStateStore({ store: storage });
  return new UserManager({
    authority: config.authority,
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    post_logout_redirect_uri: config.post_logout_redirect_uri,
    scope: config.scope,
    response_type: config.response_type,
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    monitorSession: false,
    // The access token is issued for the CareVisit API (its audience); the profile comes from our server.
    loadUserInfo: false,
  });
}

/**
 * The configured scopes, plus offline_access when the provider says it supports it: only then does a
 * provider issue the refresh token that renews the session without a new sign-in.
 */
export function scopeWithRefresh(configured: string, supported: readonly string[] | undefined): string {
  const scopes = configured.split(/\s+/).filter(Boolean);
  if (!scopes.includes(OFFLINE_ACCESS) && supported?.includes(OFFLINE_ACCESS)) scopes.push(OFFLINE_ACCESS);
  return scopes.join(' ');
}

/**
 * The arguments of the sign-in redirect. OpenID Connect Core §11: a request for offline access carries
 * prompt=consent (providers such as oidc-provider drop offline_access without it, and issue no refresh token).
 * After a failed sign-in the provider is asked for its login form again (prompt=login), so that another
 * account can be chosen.
 */
export function signInArgs(scope: string, forceLogin: boolean): { scope: string; prompt?: string } {
  const prompts = [
    ...(forceLogin ? ['login'] : []),
    ...(scope.split(/\s+/).includes(OFFLINE_ACCESS) ? ['consent'] : []),
  ];
  return prompts.length > 0 ? { scope, prompt: prompts.join(' ') } : { scope };
}

export function markSignInFailed(storage: Storage = window.sessionStorage): void {
  storage.setItem(FORCE_LOGIN_KEY, '1');
}

function takeForceLogin(storage: Storage = window.sessionStorage): boolean {
  const force = storage.getItem(FORCE_LOGIN_KEY) === '1';
  storage.removeItem(FORCE_LOGIN_KEY);
  return force;
}

export type PreparedSignIn =
  /** oidc-client-ts already holds a valid user: the callback page takes it from there. */
  { kind: 'signedIn' } | { kind: 'redirect'; start: () => Promise<void> };

/**
 * spec 1 §2 /loginPingOne, before its wait: the configuration is loaded and the provider's metadata fetched
 * (either failing is a configuration failure), and a user oidc-client-ts already holds is found.
 */
export async function prepareSignIn(config: OidcConfig): Promise<PreparedSignIn> {
  const manager = userManagerFor(config);
  await manager.clearStaleState();
  const user = await manager.getUser();
  if (user && !user.expired) return { kind: 'signedIn' };
  const metadata = await manager.metadataService.getMetadata();
  const scope = scopeWithRefresh(config.scope, metadata.scopes_supported);
  return {
    kind: 'redirect',
    start: async () => {
      if (user) await manager.removeUser();
      await manager.signinRedirect(signInArgs(scope, takeForceLogin()));
    },
  };
}

/** The data layer's token set of an oidc-client-ts user. Without a known expiry the server's 401 decides. */
export function tokenSetOfUser(user: Pick<User, 'access_token' | 'refresh_token' | 'expires_at'>): TokenSet {
  return {
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? '',
    expiresAtMillis: user.expires_at === undefined ? Number.MAX_SAFE_INTEGER : user.expires_at * 1000,
  };
}

export type RenewingManager = Pick<UserManager, 'getUser' | 'signinSilent' | 'removeUser'>;

/**
 * The ApiClient's renewTokens for a single sign-on session: the refresh token grant at the provider
 * (signinSilent uses the stored user's refresh token). A provider that refuses ends the session
 * (SyncPausedError('refreshFailed'): the app asks for a new sign-in, local data stays); no network or a busy
 * provider is transient and tried again later.
 *
 * Without a refresh token (the provider was not asked for offline_access or does not issue one), signinSilent
 * would fall back to a hidden frame at the provider with prompt=none. That is not used: the app's
 * Content-Security-Policy allows no frames from other origins, and browsers that block third-party cookies
 * would not send the provider's session cookie anyway. Such a session ends when its access token expires.
 */
export function renewTokensWith(manager: RenewingManager): (current: TokenSet) => Promise<TokenSet> {
  return async () => {
    const stored = await manager.getUser();
    if (!stored?.refresh_token) throw new SyncPausedError('refreshFailed');
    let renewed: User | null;
    try {
      renewed = await manager.signinSilent();
    } catch (error) {
      if (isTransientRenewalFailure(error)) throw new TransientError('network', null, null, { cause: error });
      renewed = null;
    }
    if (!renewed) {
      await manager.removeUser().catch(() => undefined);
      throw new SyncPausedError('refreshFailed');
    }
    return tokenSetOfUser(renewed);
  };
}

function isTransientRenewalFailure(error: unknown): boolean {
  if (error instanceof ErrorTimeout) return true;
  // fetch rejects with a TypeError when the provider cannot be reached.
  if (error instanceof TypeError) return true;
  return error instanceof ErrorResponse && error.error !== null && TRANSIENT_OAUTH_ERRORS.has(error.error);
}
