import type { Clock } from './clock.ts';
import { LAST_TEMP_ID } from './device-meta.ts';
import type { EvvDB } from './evv-db.ts';

/**
 * Temporary ids (spec 1 §3: "a temporary negative number derived from time"): minus the clock's milliseconds,
 * but always below every id handed out before on this device, even within one millisecond, after a reload, or
 * when the clock goes back. The server keeps a receipt per device and temporary id for good, so a reused id
 * would be answered with an older record's server id.
 */
export async function nextTempIds(db: EvvDB, clock: Clock, count = 1): Promise<number[]> {
  if (count <= 0) return [];
  return db.transaction('rw', db.meta, async () => {
    const last = (await db.meta.get(LAST_TEMP_ID))?.value;
    let next = Math.min(-Math.trunc(clock()), typeof last === 'number' ? last - 1 : -1);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(next--);
    await db.meta.put({ key: LAST_TEMP_ID, value: ids[ids.length - 1]! });
    return ids;
  });
}
