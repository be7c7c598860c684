import { useLiveResult } from './use-live-result.ts';
import type { ClientData, Session } from '../../data/index.ts';

/** The clients with these ids that are on the device, by id (missing ones are simply absent). */
export function useClientsById(
  session: Session,
  clientIds: readonly number[],
): Map<number, ClientData> | undefined {
  const { store } = session;
  const ids = [...new Set(clientIds)].sort((a, b) => a - b);
  return useLiveResult(async () => {
    const rows = (await store.table('client').bulkGet(ids)).filter((row) => row !== undefined);
    const { opened } = await store.openReadable<ClientData>('client', rows);
    return new Map(opened.map(({ data }) => [data.clientId, data]));
  }, [store, ids.join(',')]);
}
