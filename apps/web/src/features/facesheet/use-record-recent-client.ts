import { useEffect } from 'react';
import { recordRecentClient } from '../../data/index.ts';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { nowMillis } from '../../platform/clock.ts';

/** spec 1 §3, §9: opening a client's face sheet makes them the newest of the user's 4 recent clients. */
export function useRecordRecentClient(clientId: number): void {
  const { db } = useSessionStore();
  const { userKey } = useActiveSession().session;
  useEffect(() => {
    void recordRecentClient(db, userKey, clientId, nowMillis);
  }, [db, userKey, clientId]);
}
