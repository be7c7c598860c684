import crypto from 'node:crypto';
import {
  decodeAttestationObject,
  decodeClientDataJSON,
  isoBase64URL,
  parseAuthenticatorData,
  type ParsedAuthenticatorData,
} from '@simplewebauthn/server/helpers';
import { PasskeyRefused } from './refusal.ts';

/**
 * The checks of a ceremony that each have a refusal of their own (core's passkeyRefusalCodes), made before the
 * WebAuthn library verifies the whole response again with the same expectations: the library only says that
 * something failed, in words meant for developers. Anything unreadable is `passkey_invalid`.
 */

interface ClientData {
  type: string;
  challenge: string;
  origin: string;
  crossOrigin?: boolean;
}

/** What the browser says the ceremony was: its type, the challenge it answered and the page's origin. */
export function clientDataOf(clientDataJSON: string): ClientData {
  try {
    const data = decodeClientDataJSON(clientDataJSON) as Partial<ClientData> | null;
    if (
      typeof data?.type === 'string' &&
      typeof data.challenge === 'string' &&
      typeof data.origin === 'string'
    )
      return data as ClientData;
  } catch {
    // answered below
  }
  throw new PasskeyRefused('passkey_invalid');
}

export function checkClientData(
  data: ClientData,
  expected: { type: 'webauthn.create' | 'webauthn.get'; challenge: string; origins: string[] },
): void {
  if (data.type !== expected.type) throw new PasskeyRefused('passkey_invalid');
  if (data.challenge !== expected.challenge) throw new PasskeyRefused('passkey_challenge_unknown');
  // A ceremony inside another site's frame is not one of our pages'.
  if (!expected.origins.includes(data.origin) || data.crossOrigin === true)
    throw new PasskeyRefused('passkey_origin');
}

/** The authenticator data inside a registration's attestation object. */
export function attestedDataOf(attestationObject: string): ParsedAuthenticatorData {
  return readable(() =>
    parseAuthenticatorData(decodeAttestationObject(isoBase64URL.toBuffer(attestationObject)).get('authData')),
  );
}

export function authenticatorDataOf(authenticatorData: string): ParsedAuthenticatorData {
  return readable(() => parseAuthenticatorData(isoBase64URL.toBuffer(authenticatorData)));
}

/**
 * The authenticator signed for our relying party, with the user present and verified (fingerprint, face or
 * screen lock), and, on a sign-in, with a counter above the stored one unless the authenticator keeps none.
 */
export function checkAuthenticatorData(
  data: ParsedAuthenticatorData,
  expected: { rpId: string; storedCounter?: number },
): void {
  const rpIdHash = crypto.createHash('sha256').update(expected.rpId).digest();
  if (!rpIdHash.equals(Buffer.from(data.rpIdHash))) throw new PasskeyRefused('passkey_rp_id');
  if (!data.flags.up || !data.flags.uv) throw new PasskeyRefused('passkey_user_verification');
  const stored = expected.storedCounter;
  // A counter that does not go up means a second copy of the authenticator signs too (WebAuthn §6.1.1).
  if (stored !== undefined && (data.counter > 0 || stored > 0) && data.counter <= stored)
    throw new PasskeyRefused('passkey_counter');
}

function readable<T>(read: () => T): T {
  try {
    return read();
  } catch {
    throw new PasskeyRefused('passkey_invalid');
  }
}
