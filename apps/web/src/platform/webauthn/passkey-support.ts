import type { RuntimeConfig } from '../runtime-config.ts';

/**
 * Whether this browser can run a passkey ceremony on this page: it has WebAuthn, the page is a secure context,
 * and its host is a name (WebAuthn refuses an IP address as relying party id).
 */
export function browserHasPasskeys(location: Pick<Location, 'hostname'> = window.location): boolean {
  if (typeof window.PublicKeyCredential !== 'function' || !window.isSecureContext) return false;
  const host = location.hostname;
  return host !== '' && !/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && !host.includes(':');
}

/**
 * Whether passkeys are offered for signing in and in Settings: the browser can, and the server takes them from
 * pages at this address (its app config says so; a server from before passkeys says nothing, which is no).
 */
export function passkeysUsable(config: Pick<RuntimeConfig, 'passkeysAvailable'>): boolean {
  return config.passkeysAvailable === true && browserHasPasskeys();
}

/**
 * Whether this device itself can hold a passkey behind its screen lock (fingerprint, face, device PIN): only
 * then is one offered after sign-in. Any failure of the question counts as no.
 */
export async function platformPasskeysAvailable(
  config: Pick<RuntimeConfig, 'passkeysAvailable'>,
): Promise<boolean> {
  if (!passkeysUsable(config)) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
