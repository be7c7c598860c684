import crypto from 'node:crypto';

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per value, a 16-byte tag. */
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * Seals identifiers (an employee's SSN, say) for their column, and opens them again, with one key that never
 * enters the database (docs/security.md, "Identifiers at rest"). `context` names the value's place (table, column
 * and row) and is bound to the ciphertext as additional data, so a sealed value copied to another row or column
 * does not open there.
 */
export interface IdentifierCipher {
  seal(plain: string, context: string): string;
  /** The value sealed for `context`; throws when the text was not sealed with this key for this context. */
  open(sealed: string, context: string): string;
  /**
   * A keyed one-way digest of a text (HMAC-SHA256 under a key derived from this one): tells whether a record holding
   * identifiers changed, without storing them or a plain hash an SSN could be guessed back from.
   */
  digest(text: string): string;
  /** A one-way fingerprint of the key: tells two keys apart without revealing either. */
  readonly fingerprint: string;
}

export function createIdentifierCipher(key: Buffer): IdentifierCipher {
  if (key.length !== KEY_BYTES) throw new RangeError(`an identifier key has ${KEY_BYTES} bytes`);
  const secret = Buffer.from(key);
  const aad = (context: string) => Buffer.from(`carevisit:${context}`, 'utf8');
  const digestKey = crypto.createHmac('sha256', secret).update('carevisit record digest').digest();
  return {
    seal(plain, context) {
      const nonce = crypto.randomBytes(NONCE_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', secret, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [format, packed, ...rest] = sealed.split('.');
      if (format !== FORMAT || packed === undefined || rest.length > 0)
        throw new Error('not a sealed identifier');
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('not a sealed identifier');
      const decipher = crypto.createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, NONCE_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad(context));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    digest(text) {
      return crypto.createHmac('sha256', digestKey).update(text, 'utf8').digest('base64url');
    },
    fingerprint: crypto
      .createHmac('sha256', secret)
      .update('carevisit identifier key fingerprint')
      .digest('base64url'),
  };
}

/** A key from configuration: 32 bytes as base64 (44 characters) or hex (64). */
export function parseIdentifierKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  // Node's base64 decoder skips what it cannot read, so the shape is checked first.
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return Buffer.from(trimmed, 'base64');
  throw new Error('IDENTIFIER_KEY must be 32 bytes, as base64 (44 characters) or hex (64 characters)');
}
