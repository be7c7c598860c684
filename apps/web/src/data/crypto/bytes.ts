/** Byte arrays backed by a plain ArrayBuffer, which is what WebCrypto and IndexedDB take. */
export type Bytes = Uint8Array<ArrayBuffer>;

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

// One of each, not one per call: a sync seals and opens tens of thousands of records.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function utf8(text: string): Bytes {
  return encoder.encode(text);
}

export function fromUtf8(bytes: BufferSource): string {
  return decoder.decode(bytes);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
