import { useLiveResult } from '../../ui/data/use-live-result.ts';
import type { ClientData, Session } from '../../data/index.ts';

/**
 * The face sheet's client from the local database, kept current as sync changes it: undefined while it is
 * read, null when the device does not hold that client.
 */
export function useFacesheetClient(session: Session, clientId: number | null): ClientData | null | undefined {
  const { store } = session;
  return useLiveResult(
    async () =>
      clientId === null ? null : ((await store.get<ClientData>('client', clientId))?.data ?? null),
    [store, clientId],
  );
}
