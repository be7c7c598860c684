import { z } from 'zod';
import { PIN_KDF_ITERATIONS } from '../constants.ts';
import { base64Bytes } from './base64-bytes.ts';

/**
 * Issue 31 item 2: what a device checks a typed electronic signature against offline. PBKDF2-SHA256 with a
 * random salt and at least the offline PIN's iterations, so a copied profile costs as much per guess as the
 * PIN does, and two users with the same signature hold different verifiers. Only the server makes one (it is
 * the one that learns the plain signature); the device only checks.
 */
export const signatureVerifier = z.object({
  salt: z.string().min(1),
  iterations: z.number().int().min(PIN_KDF_ITERATIONS),
  bits: z.string().min(1),
});
export type SignatureVerifier = z.infer<typeof signatureVerifier>;

const SALT_BYTES = 16;
const DERIVED_BITS = 256;

// Web Crypto and TextEncoder exist in Node 20 and in browsers; core compiles without DOM or Node types.
interface WebRuntime {
  crypto: {
    getRandomValues(array: Uint8Array): Uint8Array;
    subtle: {
      importKey(
        format: 'raw',
        key: Uint8Array,
        algorithm: 'PBKDF2',
        extractable: false,
        usages: ['deriveBits'],
      ): Promise<unknown>;
      deriveBits(
        algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
        key: unknown,
        length: number,
      ): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(input: string): Uint8Array };
  btoa(data: string): string;
}
const runtime = globalThis as unknown as WebRuntime;

const base64 = (bytes: Uint8Array) => runtime.btoa(String.fromCharCode(...bytes));

async function derive(signature: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await runtime.crypto.subtle.importKey(
    'raw',
    new runtime.TextEncoder().encode(signature),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await runtime.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    DERIVED_BITS,
  );
  return new Uint8Array(bits);
}

/** A new verifier of the signature, with a fresh random salt. */
export async function makeSignatureVerifier(
  signature: string,
  iterations: number = PIN_KDF_ITERATIONS,
): Promise<SignatureVerifier> {
  const salt = runtime.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: base64(salt), iterations, bits: base64(await derive(signature, salt, iterations)) };
}

/** The typed signature matches the verifier (compared in full, whatever differs first). */
export async function matchesSignatureVerifier(
  signature: string,
  verifier: SignatureVerifier | null | undefined,
): Promise<boolean> {
  const parsed = signatureVerifier.safeParse(verifier);
  const salt = parsed.success ? base64Bytes(parsed.data.salt) : null;
  const expected = parsed.success ? base64Bytes(parsed.data.bits) : null;
  if (signature === '' || !parsed.success || !salt || !expected) return false;
  const derived = await derive(signature, salt, parsed.data.iterations);
  let difference = derived.length ^ expected.length;
  for (let i = 0; i < derived.length; i++) difference |= derived[i]! ^ (expected[i] ?? 0);
  return difference === 0;
}
