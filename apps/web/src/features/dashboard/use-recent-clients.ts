import { useLiveResult } from '../../ui/data/use-live-result.ts';
import type { ClientData } from '../../data/index.ts';
import { recentClients } from '../../data/index.ts';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { useClientsById } from '../../ui/data/use-clients.ts';

/**
 * spec 1 §3, §9: the 4 clients the user opened last, newest first, kept current as face sheets are opened.
 * A client no longer on the device is left out.
 */
export function useRecentClients(): ClientData[] | undefined {
  const { db } = useSessionStore();
  const { session } = useActiveSession();
  const rows = useLiveResult(() => recentClients(db, session.userKey), [db, session.userKey]);
  const clients = useClientsById(session, rows?.map((row) => row.clientId) ?? []);
  if (!rows || !clients) return undefined;
  return rows.map((row) => clients.get(row.clientId)).filter((client) => client !== undefined);
}
