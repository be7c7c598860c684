import { useState } from 'react';
import { DocumentsRepository, discardChange, listPendingChanges, retryChange } from '../../data/index.ts';
import { nowMillis } from '../../platform/clock.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { isOnline } from '../../platform/online-status.ts';
import type { PendingItem } from './pending-items.ts';
import { summarizePending, withRejected, type SyncResult } from './sync-text.ts';

export interface SyncActions {
  busy: boolean;
  result: SyncResult | null;
  syncNow: () => void;
  retry: (item: PendingItem) => void;
  discard: (item: PendingItem) => void;
  /** Issue 13 item 2: a document changed elsewhere; both choices keep the server's version. */
  resolve: (item: PendingItem, choice: 'keepMine' | 'takeServers') => void;
}

/**
 * Sync now, Retry and Discard of the 'Waiting to sync' dialog, with how the last one ended. Offline, nothing is
 * tried: the connectivity watcher syncs when the connection returns.
 */
export function useSyncActions(): SyncActions {
  const { session, routine } = useActiveSession();
  const db = session.store.db;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SyncResult | null>(null);

  const run = (work: () => Promise<SyncResult>) => {
    setBusy(true);
    setResult(null);
    void work()
      .then(setResult, () => setResult({ kind: 'failed', error: null }))
      .finally(() => setBusy(false));
  };
  const sync = async (): Promise<SyncResult> => {
    if (!isOnline()) return { kind: 'offline' };
    const outcome = await routine.syncNow();
    return withRejected(outcome, summarizePending(await listPendingChanges(db)));
  };

  return {
    busy,
    result,
    syncNow: () => run(sync),
    retry: (item) =>
      run(async () => {
        for (const id of item.ids) await retryChange(db, item.table, id);
        return sync();
      }),
    discard: (item) =>
      run(async () => {
        for (const id of item.ids) await discardChange(db, item.table, id);
        // A server record comes back as the server has it with the next read.
        if (item.ids.some((id) => typeof id === 'number' && id > 0) && isOnline()) void routine.syncNow();
        return { kind: 'discarded' };
      }),
    resolve: (item, choice) =>
      run(async () => {
        const documents = new DocumentsRepository({ store: session.store, clock: nowMillis });
        for (const id of item.ids) {
          if (typeof id !== 'number') continue;
          if (choice === 'keepMine') await documents.keepMineAsNew(id);
          else await documents.takeServers(id);
        }
        return sync();
      }),
  };
}
