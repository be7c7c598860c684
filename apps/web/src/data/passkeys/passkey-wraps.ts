import type { ApiClient } from '../api-client.ts';
import type { Clock } from '../clock.ts';
import type { Bytes } from '../crypto/bytes.ts';
import { addPasskeyWrap, keepOnlyPasskeyWraps, passkeyWrapIdsOf } from '../crypto/passkey-keyring.ts';
import type { Session } from '../users/session.ts';
import { listPasskeys } from './passkey-api.ts';

/**
 * At every online sign-in: a passkey removed on another device (or by the agency) stops unlocking this one
 * too. Only asked when this device holds a passkey wrap for the user; a failed read changes nothing (the next
 * sign-in asks again).
 */
export async function dropRemovedPasskeyWraps(api: ApiClient, session: Session): Promise<void> {
  const { db } = session.store;
  if ((await passkeyWrapIdsOf(db, session.userKey)).length === 0) return;
  let held: Set<string>;
  try {
    held = new Set((await listPasskeys(api)).map((passkey) => passkey.credentialId));
  } catch {
    return;
  }
  await keepOnlyPasskeyWraps(db, session.userKey, held);
}

/**
 * A passkey sign-in whose assertion carried a PRF output (a passkey made on another device and synced here,
 * or one whose wrap this device lost): the data key, just opened with the server's secret, is wrapped for it,
 * so it unlocks offline too. Nothing more is asked of the user. The output is wiped here.
 */
export async function keepPasskeyUnlock(
  session: Session,
  passkey: { credentialId: string; rpId: string | null; prfOutput: Bytes | null },
  now: Clock,
): Promise<void> {
  const { prfOutput } = passkey;
  if (!prfOutput) return;
  try {
    const { db } = session.store;
    if ((await passkeyWrapIdsOf(db, session.userKey)).includes(passkey.credentialId)) return;
    await addPasskeyWrap(db, {
      userKey: session.userKey,
      dataKey: session.dataKey,
      credentialId: passkey.credentialId,
      rpId: passkey.rpId,
      prfOutput,
      now,
    });
  } finally {
    prfOutput.fill(0);
  }
}
