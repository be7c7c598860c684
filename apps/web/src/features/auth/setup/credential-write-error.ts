import type { Refusal } from '@carevisit/core';
import { RequestRejectedError, SyncPausedError, TransientError } from '../../../data/index.ts';
import { dialogOf, type LoginDialog } from '../login-dialog.ts';

/** What the screen shows when the server did not take a new PIN or signature; the user may try again. */
export type CredentialWriteProblem =
  /** The server refused the value itself (spec 1 §7 errors[]): its words, beside the field. */
  { kind: 'field'; message: { refused: readonly Refusal[] } } | { kind: 'dialog'; dialog: LoginDialog };

/** spec 1 §8: the network connection error, the service response error, or the server's own message. */
export function credentialWriteProblem(error: unknown): CredentialWriteProblem {
  // 400: the value itself; 409: a PIN exists already (another device made it meanwhile).
  const refused = error instanceof RequestRejectedError && (error.status === 400 || error.status === 409);
  if (refused && error.refusals.length > 0) return { kind: 'field', message: { refused: error.refusals } };
  if (error instanceof TransientError && error.reason === 'network') {
    return { kind: 'dialog', dialog: dialogOf('login.networkConnectionErrorTitle', 'login.deviceOffline') };
  }
  if (error instanceof SyncPausedError) {
    return {
      kind: 'dialog',
      dialog: dialogOf('setupScreen.sessionExpiredTitle', 'setupScreen.sessionExpired'),
    };
  }
  return {
    kind: 'dialog',
    dialog: dialogOf('login.serviceResponseErrorTitle', 'login.serviceResponseError'),
  };
}
