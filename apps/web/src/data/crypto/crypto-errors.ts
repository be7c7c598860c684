import type { RecordId } from './record-cipher.ts';

/**
 * A stored record that does not decrypt: its ciphertext was changed, it was moved to another id or table, or it
 * was written under another data key. Never shown as data; the caller decides (skip, refetch, report).
 */
export class RecordDecryptError extends Error {
  override readonly name = 'RecordDecryptError';
  constructor(
    readonly table: string,
    readonly id: RecordId,
  ) {
    super(`record ${table}/${String(id)} does not decrypt`);
  }
}

/**
 * The data key could not be unwrapped: a wrong PIN, a server secret that is not the one it was wrapped by, or a
 * passkey's PRF output that is not the one of its wrap.
 */
export class KeyUnwrapError extends Error {
  override readonly name = 'KeyUnwrapError';
  constructor(readonly wrap: 'server' | 'pin' | 'passkey') {
    super(`data key does not unwrap with the ${wrap} key`);
  }
}
