import type { Passkey } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import { RequestRejectedError, TransientError } from '../api-errors.ts';
import { removePasskeyWrap } from '../crypto/passkey-keyring.ts';
import type { Session } from '../users/session.ts';
import type { RegistrationResponseJSON } from '../../platform/webauthn/passkey-json.ts';

export type { Passkey };

// Issue 35: the server's passkey calls (core's packages/core/src/api/passkeys.ts). WebAuthn's own JSON
// (options) is checked for the few fields the device reads; the browser checks the rest.

function creationOptions(options: Record<string, unknown>): PublicKeyCredentialCreationOptionsJSON {
  const { challenge, user, rp } = options as { challenge?: unknown; user?: { id?: unknown }; rp?: unknown };
  if (
    typeof challenge !== 'string' ||
    typeof user?.id !== 'string' ||
    typeof rp !== 'object' ||
    rp === null
  ) {
    throw new TransientError('badReply');
  }
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

function requestOptions(options: Record<string, unknown>): PublicKeyCredentialRequestOptionsJSON {
  if (typeof options.challenge !== 'string') throw new TransientError('badReply');
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export async function passkeyRegistrationOptions(
  api: ApiClient,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const reply = await api.call('passkeyRegistrationOptions');
  return creationOptions(reply.options);
}

export async function savePasskey(
  api: ApiClient,
  body: { response: RegistrationResponseJSON; deviceName: string },
): Promise<Passkey> {
  return (await api.call('registerPasskey', { body })).passkey;
}

export async function listPasskeys(api: ApiClient): Promise<Passkey[]> {
  return (await api.call('listPasskeys')).passkeys;
}

/** The challenge of a passkey sign-in, before anyone is signed in. */
export async function passkeySignInOptions(
  api: ApiClient,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const reply = await api.call('passkeySignInOptions');
  return { challengeId: reply.challengeId, options: requestOptions(reply.options) };
}

/**
 * Removes one of the user's passkeys: at the server first (it no longer signs in), then this device's wrap for
 * it (it no longer unlocks). A passkey the server no longer knows is removed here all the same.
 */
export async function removePasskey(api: ApiClient, session: Session, passkey: Passkey): Promise<void> {
  try {
    await api.call('removePasskey', { params: { passkeyId: String(passkey.passkeyId) } });
  } catch (error) {
    if (!(error instanceof RequestRejectedError && error.status === 404)) throw error;
  }
  await removePasskeyWrap(session.store.db, session.userKey, passkey.credentialId);
}
