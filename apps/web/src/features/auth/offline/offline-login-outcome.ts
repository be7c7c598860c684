import type { OfflinePasskeySignIn, OfflineSignIn } from '../../../data/index.ts';
import { dialogOf, type LoginDialog } from '../login-dialog.ts';

/** Every way an offline login (PIN or passkey) can be refused. */
export type OfflineRefusal = Exclude<OfflineSignIn | OfflinePasskeySignIn, { kind: 'signedIn' }>;

/** spec 1 §8 Offline login, Maximum Login Attempts and First Time Login dialogs. */
export function offlineRefusalDialog(refusal: OfflineRefusal): LoginDialog {
  switch (refusal.kind) {
    case 'wrongPin':
      return dialogOf('offlineLoginForm.dialogTitle', 'login.offlineIncorrect');
    // Issue 35: counted as a wrong PIN is.
    case 'wrongPasskey':
      return dialogOf('offlineLoginForm.dialogTitle', 'passkeys.wrongPasskey');
    case 'unknownPasskey':
      return dialogOf('offlineLoginForm.dialogTitle', 'passkeys.cannotUnlock');
    case 'lockedOut':
      return { title: 'login.maximumAttemptsTitle', message: refusal.message };
    case 'firstTimeLogin':
      return dialogOf('login.firstTimeLoginTitle', 'login.firstTimeLogin');
    case 'notPreviousUser':
      // spec 1 §8: "A different previous user shows a not-previous-user error".
      return dialogOf('offlineLoginForm.notPreviousUserTitle', 'offlineLoginForm.notPreviousUser');
  }
}

/** The login page passes the username it was given when the online login fell back (spec 1 §4). */
export function usernameFromState(state: unknown): string {
  const username = (state as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' ? username : '';
}
