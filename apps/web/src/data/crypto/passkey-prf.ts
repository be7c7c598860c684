import { utf8, type Bytes } from './bytes.ts';

/**
 * The PRF input every CareVisit passkey is asked to evaluate (issue 35): fixed for the app, so the same
 * credential gives the same output at registration and at every later unlock. It is not secret; the output is,
 * and never leaves the device nor is stored (only keys derived from it wrap the data key, key-wrap.ts).
 */
export async function passkeyPrfInput(): Promise<Bytes> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', utf8('carevisit/passkey-prf/v1')));
}
