import { describe, expect, it } from 'vitest';
import { PIN_KDF_ITERATIONS } from '../constants.ts';
import { makeSignatureVerifier, matchesSignatureVerifier, signatureVerifier } from './signature-verifier.ts';

describe('the device verifier of the electronic signature (issue 31 item 2)', () => {
  it('costs at least the offline PIN’s PBKDF2 iterations per guess, and is no bare SHA-256', async () => {
    const verifier = await makeSignatureVerifier('Sign#2026');
    expect(verifier.iterations).toBeGreaterThanOrEqual(PIN_KDF_ITERATIONS);
    expect(verifier.bits).not.toMatch(/^[0-9A-F]{64}$/);
    // A verifier that would be cheaper to check than the PIN is refused, never checked.
    const cheap = await makeSignatureVerifier('Sign#2026', 1000);
    expect(signatureVerifier.safeParse(cheap).success).toBe(false);
    await expect(matchesSignatureVerifier('Sign#2026', cheap)).resolves.toBe(false);
  });

  it('is salted: two users with the same signature hold different verifiers', async () => {
    const [a, b] = await Promise.all([
      makeSignatureVerifier('Same#2026'),
      makeSignatureVerifier('Same#2026'),
    ]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.bits).not.toBe(b.bits);
    await expect(matchesSignatureVerifier('Same#2026', a)).resolves.toBe(true);
    await expect(matchesSignatureVerifier('Same#2026', b)).resolves.toBe(true);
  });

  it('matches only the exact signature, case-sensitive', async () => {
    const verifier = await makeSignatureVerifier('Sign#2026');
    await expect(matchesSignatureVerifier('sign#2026', verifier)).resolves.toBe(false);
    await expect(matchesSignatureVerifier('', verifier)).resolves.toBe(false);
    await expect(matchesSignatureVerifier('Sign#2026', null)).resolves.toBe(false);
  });
});
