import { PIN_KDF_ITERATIONS } from '@carevisit/core';
import { KeyUnwrapError } from './crypto-errors.ts';
import { randomBytes, utf8, type Bytes } from './bytes.ts';

/** core's figure (OWASP's 2023 for PBKDF2-HMAC-SHA256); a 4-digit PIN needs all the stretching it can get. */
export { PIN_KDF_ITERATIONS };
const SALT_BYTES = 16;

/** A wrapped data key and what it takes to derive the key that unwraps it (never the secret itself). */
export interface KeyWrap {
  salt: Bytes;
  wrapped: Bytes;
}

export interface PinKeyWrap extends KeyWrap {
  iterations: number;
}

/** The data key wrapped for one passkey: under a key derived from that credential's PRF output (issue 35). */
export interface PasskeyKeyWrap extends KeyWrap {
  /** The credential's id, base64url, as the authenticator and the server name it. */
  credentialId: string;
  /** The relying party the credential is scoped to, which an offline get() must name. */
  rpId: string | null;
  createdMillis: number;
}

/**
 * The data key encrypts every record of one user on one device. It stays extractable in memory only so a new
 * PIN can wrap it (wrapKey needs that); it is never written anywhere unwrapped.
 */
export function generateDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

const wrappingKeyUsage: KeyUsage[] = ['wrapKey', 'unwrapKey'];

/** HKDF of the server's per-user deviceKeySecret, bound to this user so one wrap cannot serve another. */
async function serverWrappingKey(secret: string, salt: Bytes, userKey: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: utf8(`carevisit/data-key-wrap/v1/${userKey}`) },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    wrappingKeyUsage,
  );
}

/** PBKDF2-SHA256 of the offline PIN with a random salt. */
async function pinWrappingKey(pin: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    wrappingKeyUsage,
  );
}

/**
 * HKDF-SHA256 of a passkey's PRF output, with a random salt and an info bound to the user and the credential:
 * one credential's wrap does not open with another's output, nor for another user.
 */
async function passkeyWrappingKey(
  prfOutput: Bytes,
  salt: Bytes,
  binding: { userKey: string; credentialId: string },
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt,
      info: utf8(`carevisit/passkey-wrap/v1/${binding.userKey}/${binding.credentialId}`),
    },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    wrappingKeyUsage,
  );
}

async function wrap(dataKey: CryptoKey, wrappingKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, 'AES-KW'));
}

/** AES-KW carries its own integrity check, so a wrong PIN or secret fails here rather than yielding a key. */
async function unwrap(
  wrapped: Bytes,
  wrappingKey: CryptoKey,
  kind: KeyUnwrapError['wrap'],
): Promise<CryptoKey> {
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      wrapped,
      wrappingKey,
      'AES-KW',
      { name: 'AES-GCM', length: 256 },
      true,
      ['encrypt', 'decrypt'],
    );
  } catch {
    throw new KeyUnwrapError(kind);
  }
}

export async function wrapWithServerSecret(
  dataKey: CryptoKey,
  secret: string,
  userKey: string,
): Promise<KeyWrap> {
  const salt = randomBytes(SALT_BYTES);
  return { salt, wrapped: await wrap(dataKey, await serverWrappingKey(secret, salt, userKey)) };
}

export async function unwrapWithServerSecret(
  keyWrap: KeyWrap,
  secret: string,
  userKey: string,
): Promise<CryptoKey> {
  return unwrap(keyWrap.wrapped, await serverWrappingKey(secret, keyWrap.salt, userKey), 'server');
}

export async function wrapWithPin(
  dataKey: CryptoKey,
  pin: string,
  iterations: number = PIN_KDF_ITERATIONS,
): Promise<PinKeyWrap> {
  const salt = randomBytes(SALT_BYTES);
  return { salt, iterations, wrapped: await wrap(dataKey, await pinWrappingKey(pin, salt, iterations)) };
}

export async function unwrapWithPin(keyWrap: PinKeyWrap, pin: string): Promise<CryptoKey> {
  return unwrap(keyWrap.wrapped, await pinWrappingKey(pin, keyWrap.salt, keyWrap.iterations), 'pin');
}

export async function wrapWithPasskeyPrf(
  dataKey: CryptoKey,
  prfOutput: Bytes,
  binding: { userKey: string; credentialId: string; rpId: string | null; now: number },
): Promise<PasskeyKeyWrap> {
  const salt = randomBytes(SALT_BYTES);
  const wrapped = await wrap(dataKey, await passkeyWrappingKey(prfOutput, salt, binding));
  const { credentialId, rpId, now } = binding;
  return { credentialId, rpId, salt, wrapped, createdMillis: now };
}

/** Throws KeyUnwrapError('passkey') when the output is not the one the key was wrapped with. */
export async function unwrapWithPasskeyPrf(
  keyWrap: PasskeyKeyWrap,
  prfOutput: Bytes,
  userKey: string,
): Promise<CryptoKey> {
  const wrappingKey = await passkeyWrappingKey(prfOutput, keyWrap.salt, {
    userKey,
    credentialId: keyWrap.credentialId,
  });
  return unwrap(keyWrap.wrapped, wrappingKey, 'passkey');
}
