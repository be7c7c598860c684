import { setOfflinePin } from '../crypto/keyring.ts';
import type { Session } from './session.ts';

/**
 * Create or change the offline PIN (spec 1 §4 Offline PIN setup; /changeOfflinePin): the session's data key
 * is wrapped under the new PIN, replacing the old wrap. The PIN rules themselves are core's validatePin.
 */
export function saveOfflinePin(session: Session, pin: string, iterations?: number): Promise<void> {
  return setOfflinePin(session.store.db, {
    userKey: session.userKey,
    dataKey: session.dataKey,
    pin,
    ...(iterations === undefined ? {} : { iterations }),
  });
}
