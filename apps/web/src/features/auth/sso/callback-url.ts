/** What the identity provider sent back to /oidc/callback. */
export type CallbackUrl =
  /** spec 1 §2: error=access_denied goes to /loginFailed with that type, any other error without one. */
  | { kind: 'error'; accessDenied: boolean }
  /** An authorization code to exchange (with the state oidc-client-ts saved before the redirect). */
  | { kind: 'code' }
  /** Nothing: /loginPingOne sent us here because oidc-client-ts already holds a user, or a reload. */
  | { kind: 'none' };

export function readCallbackUrl(search: string): CallbackUrl {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null) return { kind: 'error', accessDenied: error === 'access_denied' };
  if (params.has('code') && params.has('state')) return { kind: 'code' };
  return { kind: 'none' };
}

/** The router state /loginFailed reads (spec 1 §2: "with that type"). */
export interface LoginFailedState {
  type?: 'access_denied';
}

export const loginFailedState = (accessDenied: boolean): LoginFailedState =>
  accessDenied ? { type: 'access_denied' } : {};

export const isAccessDeniedState = (state: unknown): boolean =>
  (state as LoginFailedState | null)?.type === 'access_denied';
