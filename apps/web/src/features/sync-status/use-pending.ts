import { useLiveQuery } from 'dexie-react-hooks';
import { listPendingChanges, type PendingChange, type Session } from '../../data/index.ts';
import { loadDetails } from './change-details.ts';
import { pendingItems, type PendingItem } from './pending-items.ts';

type Store = Session['store'];

/** Every change not yet on the server, kept current (principle 2: screens read live queries). */
export function usePendingChanges(store: Store): PendingChange[] | undefined {
  return useLiveQuery(() => listPendingChanges(store.db), [store]);
}

/** The 'Waiting to sync' list, kept current; undefined while it loads. */
export function usePendingItems(store: Store): PendingItem[] | undefined {
  return useLiveQuery(async () => {
    const changes = await listPendingChanges(store.db);
    return pendingItems(changes, await loadDetails(store, changes));
  }, [store]);
}
