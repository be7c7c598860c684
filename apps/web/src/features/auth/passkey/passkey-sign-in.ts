import type { Refusal, User } from '@carevisit/core';
import {
  LoginError,
  RequestRejectedError,
  TransientError,
  keepPasskeyUnlock,
  passkeyTokens,
  type PasskeyTokens,
} from '../../../data/index.ts';
import type { SessionStore } from '../../../session/session-store.ts';
import { nowMillis } from '../../../platform/clock.ts';
import { PasskeyCeremonyError } from '../../../platform/webauthn/passkey-ceremony.ts';
import { completeSignInOrDialog, type CompletedSignIn } from '../complete-sign-in.ts';
import { dialogOf, loginErrorDialog, type LoginDialog } from '../login-dialog.ts';

export type PasskeySignInStep = CompletedSignIn | { kind: 'cancelled' };

/**
 * Issue 35: sign in online with a passkey, on either host kind. The server's passkey grant gives the same
 * tokens (and audit events) as the password grant; from there it is the password's path: who the user is,
 * the device's data key opened with the server's secret, the first-time steps or the app. Password expiry is
 * not asked: no password was used. A PRF output of the same assertion wraps the data key for that passkey
 * when this device has no wrap for it yet.
 */
export async function passkeySignIn(sessions: SessionStore): Promise<PasskeySignInStep> {
  const api = sessions.createApi();
  let signedIn: PasskeyTokens;
  try {
    signedIn = await passkeyTokens(api);
  } catch (error) {
    // The options call refused (passkeys are not offered at this address): no dialog of the password's.
    if (error instanceof RequestRejectedError) {
      return { kind: 'dialog', dialog: refusedWith(error.refusals[0] ?? null) };
    }
    return refusal(error);
  }
  try {
    let user: User;
    try {
      user = await api.call('currentUser');
    } catch (error) {
      await api.revoke();
      return refusal(error);
    }
    return await completeSignInOrDialog(sessions, {
      api,
      user,
      tokens: signedIn.tokens,
      afterUnlock: (session) => keepPasskeyUnlock(session, signedIn, nowMillis),
    });
  } finally {
    signedIn.prfOutput?.fill(0);
  }
}

function refusal(error: unknown): PasskeySignInStep {
  if (error instanceof PasskeyCeremonyError) {
    return error.reason === 'cancelled'
      ? { kind: 'cancelled' }
      : { kind: 'dialog', dialog: dialogOf('passkeys.signInTitle', 'passkeys.signInFailed') };
  }
  return { kind: 'dialog', dialog: refusalDialog(error) };
}

const refusedWith = (refusal: Refusal | null): LoginDialog =>
  refusal
    ? { title: 'passkeys.signInTitle', message: { refused: [refusal] } }
    : dialogOf('passkeys.signInTitle', 'passkeys.signInRefused');

function refusalDialog(error: unknown): LoginDialog {
  if (error instanceof LoginError) {
    if (error.error === 'login_disabled' && error.retryAfterSeconds !== null) {
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      return {
        title: 'login.maximumAttemptsTitle',
        message: { key: 'login.loginDisabled', params: { minutes } },
      };
    }
    // An unknown or removed passkey, or an assertion that does not verify: the server says which.
    if (error.error === 'invalid_grant') return refusedWith(error.description);
    return loginErrorDialog(error);
  }
  // The user call refused the token: no EVV privilege, or no security rules (spec 1 §6, §8).
  if (error instanceof RequestRejectedError) {
    const code = error.status === 403 ? 'access_denied' : null;
    return loginErrorDialog(new LoginError(error.status, code, error.refusals[0] ?? null, null));
  }
  if (error instanceof TransientError && error.reason === 'network') {
    return dialogOf('login.networkErrorTitle', 'login.networkError');
  }
  return dialogOf('login.serviceResponseErrorTitle', 'login.serviceResponseError');
}
