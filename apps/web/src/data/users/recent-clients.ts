import { RECENT_CLIENTS } from '@carevisit/core';
import type { Clock } from '../clock.ts';
import type { RecentClientRow } from '../clear-tables.ts';
import type { EvvDB } from '../evv-db.ts';

/** spec 1 §3, §9: the 4 clients a user opened last, per user. */
export async function recordRecentClient(
  db: EvvDB,
  userKey: string,
  clientId: number,
  now: Clock,
): Promise<void> {
  await db.transaction('rw', db.recentClient, async () => {
    await db.recentClient.put({ id: `${userKey}:${clientId}`, userKey, clientId, lastVisitedMillis: now() });
    const rows = await db.recentClient.where('userKey').equals(userKey).toArray();
    const stale = newestFirst(rows).slice(RECENT_CLIENTS.count);
    await db.recentClient.bulkDelete(stale.map((row) => row.id));
  });
}

export async function recentClients(db: EvvDB, userKey: string): Promise<RecentClientRow[]> {
  return newestFirst(await db.recentClient.where('userKey').equals(userKey).toArray());
}

const newestFirst = (rows: RecentClientRow[]) =>
  [...rows].sort((a, b) => b.lastVisitedMillis - a.lastVisitedMillis);
