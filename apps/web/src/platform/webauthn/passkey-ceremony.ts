import { copyBytes, toBase64url, type Bytes } from './base64url.ts';
import {
  authenticationJsonOf,
  creationOptionsOf,
  registrationJsonOf,
  requestOptionsOf,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from './passkey-json.ts';

/**
 * Why a ceremony gave no credential. `cancelled`: the person closed the prompt, or no passkey was there
 * (browsers answer both alike, on purpose); `exists`: this authenticator already holds one of the user's
 * passkeys; `failed`: anything else.
 */
export class PasskeyCeremonyError extends Error {
  override readonly name = 'PasskeyCeremonyError';
  constructor(
    readonly reason: 'cancelled' | 'exists' | 'failed',
    options?: ErrorOptions,
  ) {
    super(`passkey ceremony ${reason}`, options);
  }
}

/** The PRF output of the app's input (passkey-prf.ts), or null when the authenticator gave none. */
function prfOutputOf(credential: PublicKeyCredential): Bytes | null {
  const first = credential.getClientExtensionResults().prf?.results?.first;
  return first ? copyBytes(first) : null;
}

export interface CreatedPasskey {
  /** For the server: no extension output in it. */
  response: RegistrationResponseJSON;
  credentialId: string;
  /** The authenticator said it supports PRF (true), said it does not (false), or said nothing (null). */
  prfEnabled: boolean | null;
  /** Some authenticators evaluate PRF at creation already; most only at the next get(). */
  prfOutput: Bytes | null;
}

export async function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
  prfInput: BufferSource,
): Promise<CreatedPasskey> {
  const credential = await ceremony(() =>
    navigator.credentials.create({ publicKey: creationOptionsOf(options, prfInput) }),
  );
  const prf = credential.getClientExtensionResults().prf;
  return {
    response: registrationJsonOf(credential),
    credentialId: toBase64url(credential.rawId),
    prfEnabled: prf?.enabled ?? null,
    prfOutput: prfOutputOf(credential),
  };
}

export interface AssertedPasskey {
  /** For the server: no extension output in it. */
  response: AuthenticationResponseJSON;
  credentialId: string;
  prfOutput: Bytes | null;
}

export async function getPasskey(
  options: PublicKeyCredentialRequestOptionsJSON,
  prfInput: BufferSource,
): Promise<AssertedPasskey> {
  const credential = await ceremony(() =>
    navigator.credentials.get({ publicKey: requestOptionsOf(options, prfInput) }),
  );
  return {
    response: authenticationJsonOf(credential),
    credentialId: toBase64url(credential.rawId),
    prfOutput: prfOutputOf(credential),
  };
}

/**
 * A get() the device makes for itself, with a challenge of its own: nothing is sent to a server, so the
 * assertion's signature is not what counts, only the PRF output of one of the given credentials (offline
 * unlock, or the PRF output right after a registration that gave none).
 */
export function getPasskeyOnDevice(
  request: { rpId?: string; credentialIds: string[] },
  prfInput: BufferSource,
): Promise<AssertedPasskey> {
  return getPasskey(
    {
      challenge: toBase64url(crypto.getRandomValues(new Uint8Array(32))),
      ...(request.rpId ? { rpId: request.rpId } : {}),
      allowCredentials: request.credentialIds.map((id) => ({ type: 'public-key', id })),
      userVerification: 'required',
      timeout: 120_000,
    },
    prfInput,
  );
}

async function ceremony(run: () => Promise<Credential | null>): Promise<PublicKeyCredential> {
  let credential: Credential | null;
  try {
    credential = await run();
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyCeremonyError('cancelled');
    if (name === 'InvalidStateError') throw new PasskeyCeremonyError('exists');
    throw new PasskeyCeremonyError('failed', { cause: error });
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyCeremonyError('failed');
  return credential;
}
