import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ActiveSession, AuthState, SessionStore } from './session-store.ts';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore outside SessionProvider');
  return store;
}

export function useAuthState(): AuthState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The signed-in session; only for screens behind the authenticated routes. */
export function useActiveSession(): ActiveSession {
  const state = useAuthState();
  if (state.kind === 'signedOut') throw new Error('useActiveSession while signed out');
  return state.active;
}
