import { RecordDecryptError } from './crypto-errors.ts';
import { fromUtf8, randomBytes, utf8, type Bytes } from './bytes.ts';

export type RecordId = number | string;

/** What a record holds of its data on disk: only ciphertext and the IV it was made with. */
export interface SealedPayload {
  iv: Bytes;
  ciphertext: Bytes;
}

const FORMAT = 'carevisit/record/v1';
const IV_BYTES = 12; // 96 bits, the size AES-GCM is specified for

/**
 * Binds a ciphertext to its table and id: a record copied to another id or table no longer authenticates.
 * The id's type is part of it so 5 and '5' are different places.
 */
function additionalData(table: string, id: RecordId): Bytes {
  return utf8(JSON.stringify([FORMAT, table, typeof id, id]));
}

/** Encrypts a record's data with a fresh random IV on every write (never reused under one key). */
export async function sealPayload(
  key: CryptoKey,
  table: string,
  id: RecordId,
  data: unknown,
): Promise<SealedPayload> {
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(table, id) },
    key,
    utf8(JSON.stringify(data)),
  );
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

/** Decrypts and authenticates; throws RecordDecryptError for a tampered, moved or foreign record. */
export async function openPayload<T>(
  key: CryptoKey,
  table: string,
  id: RecordId,
  sealed: SealedPayload,
): Promise<T> {
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: additionalData(table, id) },
      key,
      sealed.ciphertext,
    );
  } catch {
    throw new RecordDecryptError(table, id);
  }
  return JSON.parse(fromUtf8(plaintext)) as T;
}
