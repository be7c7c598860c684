import { useEffect, useState } from 'react';
import { useLatest } from './use-latest.ts';
import type { ActiveSession } from '../session/session-store.ts';

/** How often the sync engine is looked at; it also is whenever a table's load status changes. */
const ENGINE_CHECK_MS = 1000;

/**
 * A value read off the session's sync engine and tokens (paused, holding no tokens), kept current: the engine
 * announces its loads, not its pauses, so it is also looked at every second.
 */
export function useEngineState<T>(active: ActiveSession, read: (active: ActiveSession) => T): T {
  const [value, setValue] = useState(() => read(active));
  const reader = useLatest(read);
  useEffect(() => {
    const check = () => setValue(reader.current(active));
    check();
    const unsubscribe = active.engine.status.subscribe(check);
    const timer = setInterval(check, ENGINE_CHECK_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [active, reader]);
  return value;
}

/**
 * Whether what waits cannot be sent even online (issue 36): sync paused by a refused renewal, or a session
 * signed in offline that holds no tokens and waits for a password sign-in.
 */
function sendingHeld(active: ActiveSession): boolean {
  return active.engine.paused() !== null || (active.session.offline && active.api.currentTokens() === null);
}

/**
 * Whether this device sends what waits now: online, and not held (sendingHeld). The header's count, the
 * 'Waiting to sync' list and Log Out count alike with it (issue 36: 1 in the header, 8 at Log Out).
 */
export function useCanSend(active: ActiveSession, online: boolean): boolean {
  const held = useEngineState(active, sendingHeld);
  return online && !held;
}
