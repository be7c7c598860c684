import type { Clock } from '../clock.ts';
import { devicePasskeys } from '../crypto/passkey-keyring.ts';
import { passkeyPrfInput } from '../crypto/passkey-prf.ts';
import type { EvvDB } from '../evv-db.ts';
import { signInOfflineWithPasskey, type OfflinePasskeySignIn } from '../users/offline-passkey-login.ts';
import { getPasskeyOnDevice } from '../../platform/webauthn/passkey-ceremony.ts';

/** Whether offline login can offer a passkey: some user's data key here has a passkey wrap. */
export async function deviceHasPasskeyUnlock(db: EvvDB): Promise<boolean> {
  return (await devicePasskeys(db)).length > 0;
}

/**
 * Issue 35, offline login with a passkey: a get() of the device's own (no server, so its challenge is random
 * and its signature unchecked; what counts is that the credential's PRF output opens its wrap), limited to the
 * credentials wrapped here. Throws PasskeyCeremonyError when no assertion was made (never counted as a wrong
 * PIN: the person cancelled, or the authenticator is not there).
 */
export async function unlockOfflineWithPasskey(db: EvvDB, now: Clock): Promise<OfflinePasskeySignIn> {
  const known = await devicePasskeys(db);
  if (known.length === 0) return { kind: 'unknownPasskey' };
  // One relying party in practice (the app's host); the first one's wraps are those asked for.
  const rpId = known[0]!.rpId;
  const credentialIds = known.filter((each) => each.rpId === rpId).map((each) => each.credentialId);
  const asserted = await getPasskeyOnDevice(
    { ...(rpId ? { rpId } : {}), credentialIds },
    await passkeyPrfInput(),
  );
  try {
    return await signInOfflineWithPasskey({
      db,
      credentialId: asserted.credentialId,
      prfOutput: asserted.prfOutput,
      now,
    });
  } finally {
    asserted.prfOutput?.fill(0);
  }
}
