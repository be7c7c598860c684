import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { countPendingChanges } from '../../../data/index.ts';
import { useOnline } from '../../../platform/online-status.ts';
import { useActiveSession } from '../session-context.tsx';

/** A moment's wait gathers the records one action writes (an appointment and its audit event) into one send. */
const GATHER_MS = 1500;

/**
 * Architecture principle 2: a user's action writes the local record dirty and returns at once; the sync engine
 * sends it. When the number of records waiting grows while online, the routine writes them (and refetches the
 * schedule). Failures are the routine's to retry with backoff; a rejected record does not grow the count, so
 * nothing loops.
 */
export function SendWhenDirty() {
  const { session, routine } = useActiveSession();
  const online = useOnline();
  const waiting = useLiveQuery(() => countPendingChanges(session.store.db), [session]);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = waiting;
    if (!online || session.offline || waiting === undefined || before === undefined || waiting <= before)
      return;
    const timer = setTimeout(() => void routine.syncNow(), GATHER_MS);
    return () => clearTimeout(timer);
  }, [waiting, online, session, routine]);
  return null;
}
