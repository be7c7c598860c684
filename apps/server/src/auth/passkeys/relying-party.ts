import { isIP } from 'node:net';

/** Issue 35: where passkeys may be made and used (WEBAUTHN_* settings; README.md "Configuration"). */
export interface WebAuthnSettings {
  /** Shown by the authenticator when a passkey is made. */
  rpName: string;
  /**
   * The relying party id every origin's passkeys belong to; undefined: each origin's own host name. One id for
   * several hosts (`example.org` for evv.example.org and mobile.example.org) lets a passkey serve all of them.
   */
  rpId: string | undefined;
  /** The exact origins (scheme, host, port) pages may run a ceremony on; empty: passkeys are off. */
  origins: string[];
}

type Env = Record<string, string | undefined>;

/**
 * The defaults serve `npm start`: the app at http://localhost:PORT and its two host kinds. Browsers count
 * localhost and *.localhost as secure contexts; an IP address cannot be a relying party id, so http://127.0.0.1
 * is left out. A relying party id must be the origin's host or a domain it is under, and browsers refuse
 * `localhost` for evv.localhost, so by default each host is its own relying party.
 */
export function webAuthnSettings(env: Env, port: number): WebAuthnSettings {
  const rpId = env.WEBAUTHN_RP_ID?.trim().toLowerCase() || undefined;
  const listed = env.WEBAUTHN_ORIGINS?.trim();
  const origins =
    listed === 'none'
      ? []
      : listed
        ? listed.split(',').map((entry) => originOf(entry.trim()))
        : ['localhost', 'evv.localhost', 'mobile.localhost'].map(
            (host) => new URL(`http://${host}:${port}`).origin,
          );
  if (rpId !== undefined && (isIP(rpId) || !/^[a-z0-9.-]+$/.test(rpId)))
    throw new Error(`WEBAUTHN_RP_ID must be a domain name, got "${rpId}"`);
  for (const origin of origins) {
    const host = new URL(origin).hostname;
    if (rpId === undefined || host === rpId) continue;
    if (!host.endsWith(`.${rpId}`))
      throw new Error(`WEBAUTHN_ORIGINS: ${origin} is not on WEBAUTHN_RP_ID ${rpId} or a domain under it`);
    // Browsers take a name of one label (localhost) as the relying party of that host only, not of evv.localhost.
    if (!rpId.includes('.'))
      throw new Error(
        `WEBAUTHN_ORIGINS: ${origin} cannot use WEBAUTHN_RP_ID ${rpId}, which serves ${rpId} only`,
      );
  }
  return { rpName: env.WEBAUTHN_RP_NAME?.trim() || 'CareVisit', rpId, origins };
}

/** A configured origin as browsers write it (no path, no trailing slash), or a start-up error saying why not. */
function originOf(entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare || !/^https?:$/.test(url.protocol))
    throw new Error(`WEBAUTHN_ORIGINS must list origins such as https://evv.example.org, got "${entry}"`);
  // An IP address cannot be a relying party id (WebAuthn); plain http is a secure context only on localhost.
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')))
    throw new Error(`WEBAUTHN_ORIGINS: ${entry} is an IP address, which cannot use passkeys`);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol === 'http:' && !local)
    throw new Error(`WEBAUTHN_ORIGINS: ${entry} must use https (plain http is only for localhost)`);
  return url.origin;
}

/** The relying party id of a page's origin, or undefined where passkeys are not offered. */
export function relyingPartyOf(settings: WebAuthnSettings, origin: string | undefined): string | undefined {
  if (origin === undefined || !settings.origins.includes(origin)) return undefined;
  return settings.rpId ?? new URL(origin).hostname;
}

/** The origins whose ceremonies a relying party accepts. */
export function originsOf(settings: WebAuthnSettings, rpId: string): string[] {
  return settings.origins.filter((origin) => relyingPartyOf(settings, origin) === rpId);
}

/** Whether a page served on this host (the Host header: name and port) may use passkeys. */
export function passkeysOnHost(settings: WebAuthnSettings, host: string | undefined): boolean {
  return host !== undefined && settings.origins.some((origin) => new URL(origin).host === host.toLowerCase());
}
