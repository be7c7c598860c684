import { lt, sql } from 'drizzle-orm';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Database } from '../db/connection.ts';
import { rateLimitCounts } from '../db/schema/index.ts';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * How stale a process's view of one key's count may get: a request goes to the database when this process
 * last did so for its key longer ago than this (or never, or in an ended window); the others in between are
 * counted here and added to the database's count on that next visit (docs/security.md).
 */
export const RATE_LIMIT_SYNC_MS = 1_000;
/** Expired windows are deleted at most this often per process, a batch at a time. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;
/** The plugin passes each route's window to incr; this is only what its types leave optional. */
const DEFAULT_WINDOW_MS = 60_000;

/** This process's view of one key: the database's count when last seen, and the requests counted since. */
interface LocalCount {
  stored: number;
  pending: number;
  expiresAt: number;
  syncedAt: number;
}

/**
 * The rate limit's counts in the database (issue 18 §5), so that every server process behind a load balancer
 * counts together, per key (a user or an address, see rate-limit-key.ts) and route group. A process adds its
 * requests to a key's row at most once per RATE_LIMIT_SYNC_MS (issue 18 §4: an upsert on every request was a
 * round trip of every read), and counts the ones in between itself: alone, a process counts exactly; beside
 * others, a count misses at most what the others accepted for that key since they last wrote it.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  const local = new Map<string, LocalCount>();
  let lastSweep = 0;
  const sweep = async (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, entry] of local) if (entry.expiresAt <= at) local.delete(key);
    await db.delete(rateLimitCounts).where(
      sql`${rateLimitCounts.key} in (select ${rateLimitCounts.key} from ${rateLimitCounts}
        where ${lt(rateLimitCounts.expiresAt, new Date(at))} limit ${SWEEP_BATCH})`,
    );
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = 'all:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const fullKey = `${this.namespace}${key}`;
      const at = now().getTime();
      const entry = local.get(fullKey);
      // A clock set back (before the last visit) goes to the database too, not counting here until it catches up.
      const recent = entry && at >= entry.syncedAt && at - entry.syncedAt < RATE_LIMIT_SYNC_MS;
      if (entry && recent && entry.expiresAt > at) {
        entry.pending += 1;
        callback(null, { current: entry.stored + entry.pending, ttl: entry.expiresAt - at });
        return;
      }
      sync(fullKey, entry, at, timeWindow ?? DEFAULT_WINDOW_MS).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error('rate limit store')),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & RouteInfo): FastifyRateLimitStore {
      const info = routeOptions.routeInfo;
      return new DatabaseStore(routeOptions, `${String(info?.method)} ${info?.url ?? ''}:`);
    }
  }

  /** Adds this request and the ones counted here since the last visit (in a window still open) to the row. */
  async function sync(key: string, entry: LocalCount | undefined, at: number, windowMs: number) {
    const added = 1 + (entry && entry.expiresAt > at ? entry.pending : 0);
    const mine: LocalCount = entry ?? { stored: 0, pending: 0, expiresAt: at + windowMs, syncedAt: at };
    Object.assign(mine, { pending: 0, syncedAt: at });
    local.set(key, mine);
    const atText = new Date(at).toISOString();
    const [row] = await db
      .insert(rateLimitCounts)
      .values({ key, count: added, expiresAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounts.key,
        set: {
          count: sql`case when ${rateLimitCounts.expiresAt} <= ${atText}::timestamptz then ${added}::int
            else ${rateLimitCounts.count} + ${added}::int end`,
          expiresAt: sql`case when ${rateLimitCounts.expiresAt} <= ${atText}::timestamptz
            then excluded.expires_at else ${rateLimitCounts.expiresAt} end`,
        },
      })
      .returning({ count: rateLimitCounts.count, expiresAt: rateLimitCounts.expiresAt });
    mine.stored = row!.count;
    mine.expiresAt = row!.expiresAt.getTime();
    await sweep(at);
    // Requests counted here while the row was being written come on top of what it answered.
    return { current: mine.stored + mine.pending, ttl: Math.max(0, mine.expiresAt - at) };
  }

  return DatabaseStore;
}
