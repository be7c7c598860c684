import type { ApiClient } from '../api-client.ts';
import type { Bytes } from '../crypto/bytes.ts';
import { passkeyPrfInput } from '../crypto/passkey-prf.ts';
import type { TokenSet } from '../token-set.ts';
import { getPasskey } from '../../platform/webauthn/passkey-ceremony.ts';
import { passkeySignInOptions } from './passkey-api.ts';

/** A passkey the server accepted: its tokens, and what this device may keep from the same assertion. */
export interface PasskeyTokens {
  tokens: TokenSet;
  credentialId: string;
  rpId: string | null;
  /** The PRF output of the same assertion, when the authenticator gave one; the caller wipes it. */
  prfOutput: Bytes | null;
}

/**
 * Issue 35, online sign-in: the server's challenge (a discoverable credential: no username is asked), the
 * platform's get() with the app's PRF input added, then the passkey grant with the assertion alone. Throws
 * PasskeyCeremonyError when no assertion was made, LoginError when the server refuses it.
 */
export async function passkeyTokens(api: ApiClient): Promise<PasskeyTokens> {
  const { challengeId, options } = await passkeySignInOptions(api);
  const asserted = await getPasskey(options, await passkeyPrfInput());
  try {
    const tokens = await api.loginWithPasskey({ challengeId, response: asserted.response });
    return {
      tokens,
      credentialId: asserted.credentialId,
      rpId: options.rpId ?? null,
      prfOutput: asserted.prfOutput,
    };
  } catch (error) {
    asserted.prfOutput?.fill(0);
    throw error;
  }
}
