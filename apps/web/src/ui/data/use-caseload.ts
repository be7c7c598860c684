import { caseloadClientIds, sortClientsByName, type Caseload } from '@carevisit/core';
import type { ClientData, Session } from '../../data/index.ts';
import { useClientsById } from './use-clients.ts';
import { useRecords } from './use-records.ts';

export interface CaseloadClient {
  client: ClientData;
  /** spec 2 §3 Caseload entry: when the user last worked with the client (Last Seen). */
  dateLastActivity: string | null;
}

/**
 * spec 2 §2 /caseload: the signed-in user's clients (caseload entries that belong), by last name; kept current
 * as sync changes them. A client whose record has not arrived yet is left out until it does.
 */
export function useCaseload(session: Session): CaseloadClient[] | undefined {
  const entries = useRecords<Caseload>(session.store, 'caseload', {
    index: 'staffId',
    equals: session.staffId,
  });
  const ids = entries ? caseloadClientIds(entries) : [];
  const clients = useClientsById(session, ids);
  if (!entries || !clients) return undefined;
  const lastActivity = new Map<number, string | null>();
  for (const entry of entries) {
    if (!entry.belongs) continue;
    const known = lastActivity.get(entry.clientId);
    // The latest of a client's entries (one per organization, say) is when they were last seen.
    if (!known || (entry.dateLastActivity ?? '') > known)
      lastActivity.set(entry.clientId, entry.dateLastActivity);
  }
  const found = ids.map((id) => clients.get(id)).filter((client) => client !== undefined);
  return sortClientsByName(found).map((client) => ({
    client,
    dateLastActivity: lastActivity.get(client.clientId) ?? null,
  }));
}
