import {
  isPasswordExpired,
  isPasswordExpiring,
  mustUpdatePassword,
  validateLogin,
  type LoginField,
  type Message,
  type User,
} from '@carevisit/core';
import {
  LoginError,
  RequestRejectedError,
  TransientError,
  clearLoginFailures,
  hasOfflineUser,
  loginLockOf,
  recordLoginFailure,
  recordServerLockout,
  type ApiClient,
  type TokenSet,
} from '../../../data/index.ts';
import type { SessionStore } from '../../../session/session-store.ts';
import { now, nowMillis } from '../../../platform/clock.ts';
import { completeSignInOrDialog, type CompletedSignIn } from '../complete-sign-in.ts';
import { dialogOf, loginErrorDialog, type LoginDialog } from '../login-dialog.ts';

export interface PasswordForm {
  account: string;
  username: string;
  password: string;
}

/** A signed-in server session not yet let into the app: the password must be dealt with first. */
export interface PendingSignIn {
  api: ApiClient;
  user: User;
  tokens: TokenSet;
}

export type PasswordSignInStep =
  | CompletedSignIn
  | { kind: 'fieldErrors'; errors: Partial<Record<LoginField, Message>> }
  /** spec 1 §4: the online login threw, so the app falls back to offline login. */
  | { kind: 'offlineLogin' }
  /**
   * spec 1 §8 Update Password (expired, or the default password: no way around it) and Password Expiration
   * (expiring soon: Set Password or Remind Me Later).
   */
  | { kind: 'passwordChange'; mustUpdate: boolean; pending: PendingSignIn };

const lockedDialog = (message: Message): LoginDialog => ({ title: 'login.maximumAttemptsTitle', message });

/** spec 1 §4 Login: login, then expired or expiring password handling, then logged in. */
export async function passwordSignIn(
  sessions: SessionStore,
  form: PasswordForm,
): Promise<PasswordSignInStep> {
  const errors = validateLogin(form);
  if (Object.keys(errors).length > 0) return { kind: 'fieldErrors', errors };
  const { db } = sessions;
  const lock = await loginLockOf(db, form.account, form.username, nowMillis);
  if (lock.kind === 'locked') return { kind: 'dialog', dialog: lockedDialog(lock.message) };

  const api = sessions.createApi();
  let tokens: TokenSet;
  let user: User;
  try {
    tokens = await api.login(form);
    user = await api.call('currentUser');
  } catch (error) {
    return failedLogin(sessions, form, api, error);
  }
  await clearLoginFailures(db, form.account, form.username);

  const rule = user.securityRule;
  const pending = { api, user, tokens };
  if (
    mustUpdatePassword(form.password) ||
    isPasswordExpired(user.beginDatePassword, rule.expirationDays, now())
  ) {
    return { kind: 'passwordChange', mustUpdate: true, pending };
  }
  if (isPasswordExpiring(user.beginDatePassword, rule.expirationDays, rule.warningDays, now())) {
    return { kind: 'passwordChange', mustUpdate: false, pending };
  }
  return completeSignInOrDialog(sessions, pending);
}

async function failedLogin(
  sessions: SessionStore,
  form: PasswordForm,
  api: ApiClient,
  error: unknown,
): Promise<PasswordSignInStep> {
  const { db } = sessions;
  if (error instanceof LoginError) {
    if (error.error === 'login_disabled' && error.retryAfterSeconds !== null) {
      await recordServerLockout(db, form.account, form.username, error.retryAfterSeconds, nowMillis);
      return {
        kind: 'dialog',
        dialog: lockedDialog({
          key: 'login.loginDisabled',
          params: { minutes: Math.ceil(error.retryAfterSeconds / 60) },
        }),
      };
    }
    if (error.error === 'invalid_grant') {
      const lock = await recordLoginFailure(db, form.account, form.username, nowMillis);
      if (lock.kind === 'locked') return { kind: 'dialog', dialog: lockedDialog(lock.message) };
    }
    return { kind: 'dialog', dialog: loginErrorDialog(error) };
  }
  // The user call refused the token: no EVV privilege, or no security rules (spec 1 §6, §8).
  if (error instanceof RequestRejectedError) {
    await api.revoke();
    const code = error.status === 403 ? 'access_denied' : null;
    return {
      kind: 'dialog',
      dialog: loginErrorDialog(new LoginError(error.status, code, error.refusals[0] ?? null, null)),
    };
  }
  if (error instanceof TransientError && error.reason === 'network') {
    if (await hasOfflineUser(db, form.username)) return { kind: 'offlineLogin' };
    return { kind: 'dialog', dialog: dialogOf('login.networkErrorTitle', 'login.networkError') };
  }
  if (error instanceof TransientError) {
    return {
      kind: 'dialog',
      dialog: dialogOf('login.serviceResponseErrorTitle', 'login.serviceResponseError'),
    };
  }
  throw error;
}
