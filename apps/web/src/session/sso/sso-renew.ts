import { TransientError, type TokenSet } from '../../data/index.ts';
import { loadOidcConfig } from './oidc-config.ts';
import { renewTokensWith, userManagerFor } from './user-manager.ts';

/**
 * The renewal of a single sign-on session restored from the device (issue 17), within the provider's rules:
 * the provider's refresh token grant through oidc-client-ts's user of this tab, which a reload keeps (it
 * lives in sessionStorage). A tab that does not hold it (a new tab typed by hand) cannot renew, and the
 * session ends as any refused renewal does once the access token has expired; the configuration not
 * loading (no network) is transient.
 */
export async function renewSsoTokens(current: TokenSet): Promise<TokenSet> {
  let renew: (current: TokenSet) => Promise<TokenSet>;
  try {
    renew = renewTokensWith(userManagerFor(await loadOidcConfig()));
  } catch (cause) {
    throw new TransientError('network', null, null, { cause });
  }
  return renew(current);
}
