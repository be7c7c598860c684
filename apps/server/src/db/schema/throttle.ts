import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * spec 1 §4 lockout, counted per sign-in name (issue 18 §3): keyed by a hash of the account and username, for
 * names that exist and names that do not alike, so that the answers never tell which is which. In the
 * database, so that every server process counts together.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    nameKey: text('name_key').primaryKey(),
    failedAttempts: integer('failed_attempts').notNull(),
    lockedUntil: instant('locked_until'),
    lastFailedAt: instant('last_failed_at').notNull(),
  },
  (t) => [index('login_failures_last_failed_at').on(t.lastFailedAt)],
);

/** Failed sign-ins per network address (core's login-throttle rule), shared by every server process. */
export const addressThrottle = pgTable(
  'address_throttle',
  {
    address: text('address').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: instant('last_failure_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [index('address_throttle_last_failure_at').on(t.lastFailureAt)],
);

/**
 * Request counts of the rate limit (issue 18 §5), one row per key (a user, else an address, per route
 * group) and window. Unlogged (see migration 0005): losing the counts in a crash only restarts the windows.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counts_expires_at').on(t.expiresAt)],
);
