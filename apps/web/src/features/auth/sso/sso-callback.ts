import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import type { User } from '@carevisit/core';
import type { SessionStore } from '../../../session/session-store.ts';
import { RequestRejectedError } from '../../../data/index.ts';
import { completeSignIn, type CompletedSignIn } from '../complete-sign-in.ts';
import { readCallbackUrl } from './callback-url.ts';
import { loadOidcConfig } from '../../../session/sso/oidc-config.ts';
import {
  markSignInFailed,
  renewTokensWith,
  tokenSetOfUser,
  userManagerFor,
} from '../../../session/sso/user-manager.ts';

export type CallbackOutcome =
  | { kind: 'failed'; accessDenied: boolean }
  /**
   * completeSignIn's answer. A dialog, or a "No" to Synchronization Required, abandons the sign-in: the
   * provider's user is forgotten on this device before the app goes to /loginFailed.
   */
  | (CompletedSignIn & { abandon: () => Promise<void> });

export interface CallbackInput {
  sessions: SessionStore;
  /** The callback URL as the provider sent it (window.location.href on arrival). */
  url: string;
  /** The code has been exchanged: a reload of this page must not present it again. */
  forgetCallbackUrl: () => void;
}

/**
 * spec 1 §2 /oidc/callback: the provider's answer becomes a signed-in user. The provider's access token is the
 * bearer of every call (the server checks it against the provider's keys); /evv/authorization/oauth/user says
 * who that is here, and a 403 access_denied means the person has no EVV privilege. Then completeSignIn
 * reads the offline PIN and the signature (setup steps) exactly as after a password sign-in.
 */
export async function processCallback({
  sessions,
  url,
  forgetCallbackUrl,
}: CallbackInput): Promise<CallbackOutcome> {
  const callback = readCallbackUrl(new URL(url).search);
  if (callback.kind === 'error') return failed(null, callback.accessDenied);

  let manager: UserManager;
  let oidcUser: OidcUser | null;
  try {
    manager = userManagerFor(await loadOidcConfig());
    if (callback.kind === 'code') {
      oidcUser = await manager.signinRedirectCallback(url);
      forgetCallbackUrl();
    } else {
      oidcUser = await manager.getUser();
      // An expired user with a refresh token is renewed by the first call.
      if (oidcUser?.expired && !oidcUser.refresh_token) oidcUser = null;
    }
  } catch {
    return failed(null, false);
  }
  if (!oidcUser) return failed(manager, false);

  const tokens = tokenSetOfUser(oidcUser);
  const api = sessions.createApi({ tokens, renewTokens: renewTokensWith(manager) });
  let user: User;
  try {
    user = await api.call('currentUser');
  } catch (error) {
    return failed(manager, error instanceof RequestRejectedError && error.status === 403);
  }

  let completed: CompletedSignIn;
  try {
    completed = await completeSignIn(sessions, { api, user, tokens });
  } catch {
    return failed(manager, false);
  }
  return { ...completed, abandon: () => abandon(manager) };
}

async function failed(manager: UserManager | null, accessDenied: boolean): Promise<CallbackOutcome> {
  await abandon(manager);
  return { kind: 'failed', accessDenied };
}

/** Forgets the provider's user here; the next attempt asks the provider for its login form again. */
async function abandon(manager: UserManager | null): Promise<void> {
  markSignInFailed();
  await manager?.removeUser().catch(() => undefined);
}
