import { lt, sql } from 'drizzle-orm';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Database } from '../db/connection.ts';
import { rateLimitCounts } from '../db/schema/index.ts';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired windows are deleted at most this often per process, a batch at a time. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;
/** The plugin passes each route's window to incr; this is only what its types leave optional. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * The rate limit's counts in the database (issue 18 §5), so that every server process behind a load balancer
 * counts together: one upsert per request that starts a new window when the old one has ended. The
 * counts are the only thing kept, per key (a user or an address, see rate-limit-key.ts) and route group.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = async (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    await db.delete(rateLimitCounts).where(
      sql`${rateLimitCounts.key} in (select ${rateLimitCounts.key} from ${rateLimitCounts}
        where ${lt(rateLimitCounts.expiresAt, at)} limit ${SWEEP_BATCH})`,
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
      count(`${this.namespace}${key}`, timeWindow ?? DEFAULT_WINDOW_MS).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error('rate limit store')),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & RouteInfo): FastifyRateLimitStore {
      const info = routeOptions.routeInfo;
      return new DatabaseStore(routeOptions, `${String(info?.method)} ${info?.url ?? ''}:`);
    }
  }

  async function count(key: string, windowMs: number) {
    const at = now();
    const fresh = new Date(at.getTime() + windowMs);
    const [row] = await db
      .insert(rateLimitCounts)
      .values({ key, count: 1, expiresAt: fresh })
      .onConflictDoUpdate({
        target: rateLimitCounts.key,
        set: {
          count: sql`case when ${rateLimitCounts.expiresAt} <= ${at.toISOString()}::timestamptz then 1
            else ${rateLimitCounts.count} + 1 end`,
          expiresAt: sql`case when ${rateLimitCounts.expiresAt} <= ${at.toISOString()}::timestamptz
            then excluded.expires_at else ${rateLimitCounts.expiresAt} end`,
        },
      })
      .returning({ count: rateLimitCounts.count, expiresAt: rateLimitCounts.expiresAt });
    await sweep(at);
    return { current: row!.count, ttl: Math.max(0, row!.expiresAt.getTime() - at.getTime()) };
  }

  return DatabaseStore;
}
