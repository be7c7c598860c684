import { toHex, utf8 } from './bytes.ts';

/**
 * The clear key of a user's rows (keyring, user, recent clients): a hash of the username, so the device can
 * find a user at offline login (username and PIN only, spec 1 §2) without keeping the name in the clear.
 */
export async function userKeyOf(username: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    utf8(`carevisit/user/v1/${username.trim().toLowerCase()}`),
  );
  return toHex(new Uint8Array(digest));
}
