import type { Clock } from './clock.ts';
import type { TokenSet } from './token-set.ts';

/** How an ApiClient is set up: its server, its credentials, its clock and where its tokens are kept. */
export interface ApiClientOptions {
  baseUrl: string;
  /** The web app's client credentials for the token call (basic auth, spec 1 §7). */
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  now?: Clock;
  tokens?: TokenSet | null;
  /** Called whenever the tokens change (login, refresh, cleared), so the session can keep them. */
  onTokens?: (tokens: TokenSet | null) => void | Promise<void>;
  /**
   * Single sign-on sessions renew through the identity provider instead of the token call; it throws
   * SyncPausedError('refreshFailed') when the provider refuses.
   */
  renewTokens?: (current: TokenSet) => Promise<TokenSet>;
  /**
   * Several tabs of one session share its tokens (issue 17). A refresh then runs under a lock held across tabs
   * and first looks at the tokens kept on the device: when another tab has already refreshed, its tokens are
   * taken instead of presenting a rotated refresh token again (which the server treats as theft).
   */
  sharedTokens?: SharedTokens;
}

export interface SharedTokens {
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** The tokens kept on the device for this session now, or null when none are. */
  kept: () => Promise<TokenSet | null>;
}
