import { oidcConfig, type OidcConfig } from '@carevisit/core';

export const OIDC_CONFIG_PATH = '/config/oidc/oidc-config.json';

/** The configuration could not be had: no single sign-on on this server, no network, or a broken reply. */
export class OidcConfigError extends Error {
  override readonly name = 'OidcConfigError';
}

/**
 * spec 1 §7 GET /config/oidc/oidc-config.json: where the identity provider is and who the app is to it. Never
 * cached: an agency may move to another provider, and the app must follow on its next start.
 */
export async function loadOidcConfig(
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<OidcConfig> {
  let response: Response;
  try {
    response = await fetcher(OIDC_CONFIG_PATH, { cache: 'no-store' });
  } catch (cause) {
    throw new OidcConfigError('the single sign-on configuration could not be fetched', { cause });
  }
  if (!response.ok) throw new OidcConfigError(`the single sign-on configuration answered ${response.status}`);
  const parsed = oidcConfig.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new OidcConfigError('the single sign-on configuration is not valid');
  return parsed.data;
}
