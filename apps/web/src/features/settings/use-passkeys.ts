import { useCallback, useEffect, useState } from 'react';
import { listPasskeys, passkeyWrapIdsOf, type Passkey } from '../../data/index.ts';
import type { ActiveSession } from '../../session/session-store.ts';

export type PasskeyList =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `unlocksHere`: the credential ids whose wrap this device holds (they also unlock offline here). */
  | { kind: 'loaded'; passkeys: Passkey[]; unlocksHere: ReadonlySet<string> };

/** Issue 35: the user's passkeys as the server lists them, read when online; reload after a change. */
export function usePasskeys(active: ActiveSession, online: boolean) {
  const [list, setList] = useState<PasskeyList>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const { api, session } = active;

  useEffect(() => {
    if (!online) return;
    let current = true;
    Promise.all([listPasskeys(api), passkeyWrapIdsOf(session.store.db, session.userKey)]).then(
      ([passkeys, wrapped]) => {
        if (current) setList({ kind: 'loaded', passkeys, unlocksHere: new Set(wrapped) });
      },
      () => {
        if (current) setList({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, session, online, version]);

  return { list, reload: useCallback(() => setVersion((value) => value + 1), []) };
}
