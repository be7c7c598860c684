import { useLiveResult } from './use-live-result.ts';
import type { EvvDB } from '../../data/index.ts';

/**
 * spec 1 §1 Last Sync Date/Time: the newest read of any table (spec 1 §3 Sync info), kept current as sync
 * runs; null when nothing was ever synced, undefined while it loads.
 */
export function useLastSyncMillis(db: EvvDB): number | null | undefined {
  return useLiveResult(async () => {
    let newest: number | null = null;
    await db.syncInfo.each((info) => {
      if (newest === null || info.lastSyncMillis > newest) newest = info.lastSyncMillis;
    });
    return newest;
  }, [db]);
}

/**
 * Whether any table was ever read (undefined while it loads). A boolean, so a read that moves the last sync on
 * does not draw the screen again.
 */
export function useEverSynced(db: EvvDB): boolean | undefined {
  return useLiveResult(async () => (await db.syncInfo.count()) > 0, [db]);
}
