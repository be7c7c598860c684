import { useLiveResult } from '../../ui/data/use-live-result.ts';
import { waitsToBeSent } from '@carevisit/core';
import { listPendingChanges, type PendingChange, type Session } from '../../data/index.ts';
import { loadDetails } from './change-details.ts';
import { pendingItems, type PendingItem } from './pending-items.ts';

type Store = Session['store'];

/** The changes that truly wait to be sent (core's waitsToBeSent): activity records on their way are not. */
async function waitingChanges(store: Store, sending: boolean): Promise<PendingChange[]> {
  return (await listPendingChanges(store.db)).filter((change) => waitsToBeSent(change, sending));
}

/** Every change waiting for the server, kept current (principle 2: screens read live queries). */
export function usePendingChanges(store: Store, sending: boolean): PendingChange[] | undefined {
  return useLiveResult(() => waitingChanges(store, sending), [store, sending]);
}

/** The 'Waiting to sync' list, kept current; undefined while it loads. */
export function usePendingItems(store: Store, sending: boolean): PendingItem[] | undefined {
  return useLiveResult(async () => {
    const changes = await waitingChanges(store, sending);
    return pendingItems(changes, await loadDetails(store, changes));
  }, [store, sending]);
}
