import { useLiveQuery } from 'dexie-react-hooks';
import { waitsToBeSent } from '@carevisit/core';
import { listPendingChanges, type PendingChange, type Session } from '../../data/index.ts';
import { loadDetails } from './change-details.ts';
import { pendingItems, type PendingItem } from './pending-items.ts';

type Store = Session['store'];

/** The changes that truly wait to be sent (core's waitsToBeSent): activity records on their way are not. */
async function waitingChanges(store: Store, online: boolean): Promise<PendingChange[]> {
  return (await listPendingChanges(store.db)).filter((change) => waitsToBeSent(change, online));
}

/** Every change waiting for the server, kept current (principle 2: screens read live queries). */
export function usePendingChanges(store: Store, online: boolean): PendingChange[] | undefined {
  return useLiveQuery(() => waitingChanges(store, online), [store, online]);
}

/** The 'Waiting to sync' list, kept current; undefined while it loads. */
export function usePendingItems(store: Store, online: boolean): PendingItem[] | undefined {
  return useLiveQuery(async () => {
    const changes = await waitingChanges(store, online);
    return pendingItems(changes, await loadDetails(store, changes));
  }, [store, online]);
}
