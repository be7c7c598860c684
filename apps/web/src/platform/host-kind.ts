import { HOST_PREFIX } from '@carevisit/core';

export type SignInKind = 'password' | 'sso';

/**
 * spec 1 §1: hosts whose name starts with evv sign in with account, username and password; hosts starting
 * with mobile use single sign-on; any other host uses the server's configured default.
 */
export function signInKindOf(hostname: string, serverDefault: SignInKind): SignInKind {
  const host = hostname.toLowerCase();
  if (host.startsWith(HOST_PREFIX.password)) return 'password';
  if (host.startsWith(HOST_PREFIX.sso)) return 'sso';
  return serverDefault;
}
