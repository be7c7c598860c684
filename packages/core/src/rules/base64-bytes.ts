const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each ASCII code's value as a base64 digit, -1 for none. */
const SEXTETS = Int8Array.from({ length: 128 }, (_, code) => ALPHABET.indexOf(String.fromCharCode(code)));

/**
 * The bytes standard base64 stands for, or null when the text is not base64 (another character, a broken last
 * group, padding that completes nothing). Core runs in the browser and on the server alike, so it decodes itself.
 */
export function base64Bytes(text: string): Uint8Array | null {
  const digits = text.replace(/={1,2}$/, '');
  if (digits.length % 4 === 1) return null;
  if (digits.length !== text.length && text.length % 4 !== 0) return null;
  const bytes = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let pending = 0;
  let bits = 0;
  let length = 0;
  for (let i = 0; i < digits.length; i++) {
    const sextet = SEXTETS[digits.charCodeAt(i)] ?? -1;
    if (sextet < 0) return null;
    pending = ((pending << 6) | sextet) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = (pending >> bits) & 0xff;
    }
  }
  return bytes;
}
