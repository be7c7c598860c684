import type { Clock } from '../clock.ts';
import type { ApiClient } from '../api-client.ts';
import type { Bytes } from '../crypto/bytes.ts';
import { addPasskeyWrap } from '../crypto/passkey-keyring.ts';
import { passkeyPrfInput } from '../crypto/passkey-prf.ts';
import type { Session } from '../users/session.ts';
import {
  createPasskey,
  getPasskeyOnDevice,
  PasskeyCeremonyError,
} from '../../platform/webauthn/passkey-ceremony.ts';

/** The platform's ceremonies; tests give their own, as no authenticator runs in Node. */
export interface PasskeyCeremonies {
  createPasskey: typeof createPasskey;
  getPasskeyOnDevice: typeof getPasskeyOnDevice;
}

const platformCeremonies: PasskeyCeremonies = { createPasskey, getPasskeyOnDevice };
import { passkeyRegistrationOptions, savePasskey, type Passkey } from './passkey-api.ts';

export type PasskeyRegistration =
  /** The passkey signs in, and unlocks this device's data offline (its PRF output wraps the data key). */
  | { kind: 'offlineUnlock'; passkey: Passkey }
  /** The passkey signs in online only: the authenticator gave no PRF output, so the PIN stays the way offline. */
  | { kind: 'onlineOnly'; passkey: Passkey };

/**
 * Issue 35: a new passkey for the signed-in user. The server's options, the platform's create(), the server's
 * check and record of the credential; then, where the authenticator gives a PRF output (at creation, or from
 * a get() right after, which most need), the data key is wrapped for that credential. The PRF output is used
 * for that wrap only, then overwritten; nothing of it is sent or stored.
 */
export async function registerPasskey(
  input: { api: ApiClient; session: Session; deviceName: string; now: Clock },
  ceremonies: PasskeyCeremonies = platformCeremonies,
): Promise<PasskeyRegistration> {
  const { api, session } = input;
  const options = await passkeyRegistrationOptions(api);
  const prfInput = await passkeyPrfInput();
  const created = await ceremonies.createPasskey(options, prfInput);
  const passkey = await savePasskey(api, { response: created.response, deviceName: input.deviceName });
  let prfOutput: Bytes | null = created.prfOutput;
  if (!prfOutput && created.prfEnabled !== false) {
    prfOutput = await prfOutputRightAfter(ceremonies, created.credentialId, options.rp.id, prfInput);
  }
  if (!prfOutput) return { kind: 'onlineOnly', passkey };
  try {
    await addPasskeyWrap(session.store.db, {
      userKey: session.userKey,
      dataKey: session.dataKey,
      credentialId: created.credentialId,
      rpId: options.rp.id ?? null,
      prfOutput,
      now: input.now,
    });
  } finally {
    prfOutput.fill(0);
  }
  return { kind: 'offlineUnlock', passkey };
}

/**
 * The get() that most authenticators need before they give a PRF output (Chrome's, Apple's and Google's give
 * none at creation). Declining this second prompt leaves a passkey that signs in online only.
 */
async function prfOutputRightAfter(
  ceremonies: PasskeyCeremonies,
  credentialId: string,
  rpId: string | undefined,
  prfInput: Bytes,
): Promise<Bytes | null> {
  try {
    const asserted = await ceremonies.getPasskeyOnDevice(
      { ...(rpId ? { rpId } : {}), credentialIds: [credentialId] },
      prfInput,
    );
    return asserted.credentialId === credentialId ? asserted.prfOutput : null;
  } catch (error) {
    if (error instanceof PasskeyCeremonyError) return null;
    throw error;
  }
}
