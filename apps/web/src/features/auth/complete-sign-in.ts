import type { User } from '@carevisit/core';
import {
  TransientError,
  dropRemovedPasskeyWraps,
  keepSignatureVerifier,
  signInOnline,
  type ApiClient,
  type Session,
  type TokenSet,
} from '../../data/index.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { settleLanguageAtSignIn } from '../../session/language/language-sync.ts';
import { nowMillis } from '../../platform/clock.ts';
import { dialogOf, type LoginDialog } from './login-dialog.ts';
import { readElectronicSignature, setupStepsFor } from './setup/setup-steps.ts';

export type CompletedSignIn =
  | { kind: 'signedIn' }
  | { kind: 'dialog'; dialog: LoginDialog }
  /** spec 1 §8 Synchronization Required: this user's unsynced data goes first; Yes proceeds. */
  | { kind: 'synchronizationRequired'; unsynced: number; proceed: () => Promise<void> };

export interface SignInInput {
  api: ApiClient;
  user: User;
  tokens: TokenSet;
  /** Once the data key is open, before anything else: a passkey sign-in keeps its PRF output's wrap here. */
  afterUnlock?: (session: Session) => Promise<void>;
}

/**
 * After the server accepted the user (password, single sign-on or passkey): take over the device's encrypted
 * data, then the first-time steps (PIN, signature) or straight into the app.
 */
export async function completeSignIn(sessions: SessionStore, input: SignInInput): Promise<CompletedSignIn> {
  const outcome = await signInOnline({
    db: sessions.db,
    user: input.user,
    now: nowMillis,
  });
  switch (outcome.kind) {
    case 'notLastUser':
      await input.api.revoke();
      return { kind: 'dialog', dialog: dialogOf('login.notLastUserTitle', 'login.notLastUser') };
    case 'keyUnavailable':
      await input.api.revoke();
      return { kind: 'dialog', dialog: dialogOf('login.deviceLoginTitle', 'login.deviceLogin') };
    case 'signedIn': {
      await input.afterUnlock?.(outcome.session);
      // Issue 35: a passkey removed elsewhere no longer unlocks this device either.
      await dropRemovedPasskeyWraps(input.api, outcome.session);
      // Kept on the device so the signature page can check a staff signature offline (spec 2 §5).
      const signature = await readElectronicSignature(input.api);
      await keepSignatureVerifier(outcome.session, signature?.deviceVerifier ?? null);
      // Issue 33 item 3: the user's language follows them to this device, or this device's choice goes to them.
      await settleLanguageAtSignIn(input.api, input.user.language);
      const steps = await setupStepsFor(input.api, !outcome.needsPin, signature !== null);
      const proceed = () => sessions.begin(outcome.session, input.api, steps);
      if (outcome.synchronizationRequired) {
        return {
          kind: 'synchronizationRequired',
          unsynced: outcome.synchronizationRequired.unsynced,
          proceed,
        };
      }
      await proceed();
      return { kind: 'signedIn' };
    }
  }
}

/**
 * completeSignIn after a password sign-in, whose failures end in a dialog too: its reads (signature, offline
 * PIN) may meet a lost connection or a service error (5xx, 429, a reply out of contract) after the server
 * accepted the password. The server session is then given up (spec 1 §8 Network Error, Service Error).
 */
export async function completeSignInOrDialog(
  sessions: SessionStore,
  input: SignInInput,
): Promise<CompletedSignIn> {
  try {
    return await completeSignIn(sessions, input);
  } catch (error) {
    await input.api.revoke();
    const offline = error instanceof TransientError && error.reason === 'network';
    return {
      kind: 'dialog',
      dialog: offline
        ? dialogOf('login.networkErrorTitle', 'login.networkError')
        : dialogOf('login.serviceResponseErrorTitle', 'login.serviceResponseError'),
    };
  }
}
