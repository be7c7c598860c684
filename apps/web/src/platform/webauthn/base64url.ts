/** Bytes backed by a plain ArrayBuffer, as WebCrypto and WebAuthn take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** base64url without padding (RFC 4648 §5), the encoding of every binary field of WebAuthn's JSON forms. */
export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Bytes {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A copy in a fresh ArrayBuffer (a PRF result may be any BufferSource, and is wiped by the caller later). */
export function copyBytes(source: BufferSource): Bytes {
  const view = ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
  return new Uint8Array(view);
}
