import { fromUtf8, randomBytes, utf8, type Bytes } from '../crypto/bytes.ts';
import type { SealedPayload } from '../crypto/record-cipher.ts';
import type { TokenSet } from '../token-set.ts';
import type { VaultDB, VaultRow } from './vault-db.ts';

const ROW = 'session';
const IV_BYTES = 12;
const DATA_KEY_AD = utf8('carevisit/session/data-key/v1');
const TOKENS_AD = utf8('carevisit/session/tokens/v1');

/** A session as kept between page loads, unwrapped. */
export interface VaultedSession {
  userKey: string;
  offline: boolean;
  dataKey: CryptoKey;
  tokens: TokenSet | null;
  lastActivityMillis: number;
}

/** The vaulted session could not be opened (its key or its ciphertext is not the one it was made with). */
export class VaultOpenError extends Error {
  override readonly name = 'VaultOpenError';
}

/**
 * The signed-in session kept on the device so a reload, a new tab or the app's update does not sign the user
 * out (issue 17). The data key and the tokens are stored only encrypted by a non-extractable AES-GCM key held
 * in IndexedDB beside them; clear() drops all of it at Log Out, a refused refresh or the inactivity limit.
 */
export class SessionVault {
  constructor(private readonly db: VaultDB) {}

  /** A sign-in: a new key, and the session under it (any earlier session of the device is replaced). */
  async save(session: VaultedSession): Promise<void> {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
      'wrapKey',
      'unwrapKey',
    ]);
    const iv = randomBytes(IV_BYTES);
    const wrapped = await crypto.subtle.wrapKey('raw', session.dataKey, key, {
      name: 'AES-GCM',
      iv,
      additionalData: DATA_KEY_AD,
    });
    const row: VaultRow = {
      id: ROW,
      sessionId: crypto.randomUUID(),
      key,
      userKey: session.userKey,
      offline: session.offline,
      dataKey: { iv, ciphertext: new Uint8Array(wrapped) },
      tokens: session.tokens ? await sealTokens(key, session.tokens) : null,
      lastActivityMillis: session.lastActivityMillis,
    };
    await this.db.session.put(row);
  }

  /** Refreshed or cleared tokens of the user's session; nothing when that session is no longer kept. */
  async saveTokens(userKey: string, tokens: TokenSet | null): Promise<void> {
    const row = await this.db.session.get(ROW);
    if (row?.userKey !== userKey) return;
    const sealed = tokens ? await sealTokens(row.key, tokens) : null;
    await this.db.session
      .where('id')
      .equals(ROW)
      .modify((current) => {
        // The same sign-in: the tokens were sealed under its key.
        if (current.sessionId === row.sessionId) current.tokens = sealed;
      });
  }

  /** The tokens kept for this user, or null (none, another user's session, or none kept at all). */
  async tokensOf(userKey: string): Promise<TokenSet | null> {
    const row = await this.db.session.get(ROW);
    if (row?.userKey !== userKey || !row.tokens) return null;
    return openTokens(row.key, row.tokens);
  }

  /** A later activity time; an earlier one (another tab's, late) never moves it back. */
  async touch(userKey: string, activityMillis: number): Promise<void> {
    await this.db.session
      .where('id')
      .equals(ROW)
      .modify((row) => {
        if (row.userKey === userKey && activityMillis > row.lastActivityMillis) {
          row.lastActivityMillis = activityMillis;
        }
      });
  }

  async lastActivityOf(userKey: string): Promise<number | null> {
    const row = await this.db.session.get(ROW);
    return row?.userKey === userKey ? row.lastActivityMillis : null;
  }

  /** The kept session, unwrapped; null when there is none. Throws VaultOpenError when it does not open. */
  async read(): Promise<VaultedSession | null> {
    const row = await this.db.session.get(ROW);
    if (!row) return null;
    let dataKey: CryptoKey;
    try {
      dataKey = await crypto.subtle.unwrapKey(
        'raw',
        row.dataKey.ciphertext,
        row.key,
        { name: 'AES-GCM', iv: row.dataKey.iv, additionalData: DATA_KEY_AD },
        { name: 'AES-GCM', length: 256 },
        // Extractable as after any sign-in: a new offline PIN has to wrap it (key-wrap.ts).
        true,
        ['encrypt', 'decrypt'],
      );
    } catch {
      throw new VaultOpenError('the kept data key does not unwrap');
    }
    return {
      userKey: row.userKey,
      offline: row.offline,
      dataKey,
      tokens: row.tokens ? await openTokens(row.key, row.tokens) : null,
      lastActivityMillis: row.lastActivityMillis,
    };
  }

  /** Whether a session is kept (without opening it). */
  async has(): Promise<boolean> {
    return (await this.db.session.count()) > 0;
  }

  /** Log Out, a refused refresh or invalid_token, the inactivity limit: nothing of the session stays. */
  async clear(): Promise<void> {
    await this.db.session.clear();
  }
}

async function sealTokens(key: CryptoKey, tokens: TokenSet): Promise<SealedPayload> {
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: TOKENS_AD },
    key,
    utf8(JSON.stringify(tokens)),
  );
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

async function openTokens(key: CryptoKey, sealed: { iv: Bytes; ciphertext: Bytes }): Promise<TokenSet> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: TOKENS_AD },
      key,
      sealed.ciphertext,
    );
    return JSON.parse(fromUtf8(plain)) as TokenSet;
  } catch {
    throw new VaultOpenError('the kept tokens do not decrypt');
  }
}
