import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdentifierCipher, parseIdentifierKey } from './identifier-cipher.ts';

const key = crypto.randomBytes(32);
const cipher = createIdentifierCipher(key);
const SSN = '987654322';

describe('the identifier cipher', () => {
  it('seals a value into text that does not hold it, and opens it again', () => {
    const sealed = cipher.seal(SSN, 'staff:7');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SSN);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(SSN);
    expect(cipher.open(sealed, 'staff:7')).toBe(SSN);
  });

  it('seals the same value differently each time (a fresh nonce)', () => {
    expect(cipher.seal(SSN, 'staff:7')).not.toBe(cipher.seal(SSN, 'staff:7'));
  });

  it('opens nothing for another row, with another key, or after a change', () => {
    const sealed = cipher.seal(SSN, 'staff:7');
    expect(() => cipher.open(sealed, 'staff:8')).toThrow();
    expect(() => createIdentifierCipher(crypto.randomBytes(32)).open(sealed, 'staff:7')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.open(`v1.${bytes.toString('base64url')}`, 'staff:7')).toThrow();
    expect(() => cipher.open('v1.AAAA', 'staff:7')).toThrow('not a sealed identifier');
    expect(() => cipher.open(SSN, 'staff:7')).toThrow('not a sealed identifier');
  });

  it('digests a text the same way each time under one key, differently under another, and not as a plain hash', () => {
    const record = JSON.stringify({ EmployeeSSN: SSN });
    expect(cipher.digest(record)).toBe(createIdentifierCipher(Buffer.from(key)).digest(record));
    expect(cipher.digest(record)).not.toBe(cipher.digest(JSON.stringify({ EmployeeSSN: '987654321' })));
    expect(createIdentifierCipher(crypto.randomBytes(32)).digest(record)).not.toBe(cipher.digest(record));
    expect(cipher.digest(record)).not.toBe(crypto.createHash('sha256').update(record).digest('base64url'));
    expect(cipher.digest(record)).not.toBe(cipher.fingerprint);
  });

  it('tells keys apart by a fingerprint that is not the key', () => {
    expect(createIdentifierCipher(Buffer.from(key)).fingerprint).toBe(cipher.fingerprint);
    expect(createIdentifierCipher(crypto.randomBytes(32)).fingerprint).not.toBe(cipher.fingerprint);
    expect(cipher.fingerprint).not.toContain(key.toString('base64url'));
  });

  it('takes a configured key as base64 or hex, of 32 bytes only', () => {
    expect(parseIdentifierKey(key.toString('base64'))).toEqual(key);
    expect(parseIdentifierKey(` ${key.toString('hex')}\n`)).toEqual(key);
    for (const bad of ['', 'secret', crypto.randomBytes(16).toString('base64'), `${key.toString('hex')}00`])
      expect(() => parseIdentifierKey(bad)).toThrow('IDENTIFIER_KEY must be 32 bytes');
    expect(() => createIdentifierCipher(crypto.randomBytes(16))).toThrow(RangeError);
  });
});
