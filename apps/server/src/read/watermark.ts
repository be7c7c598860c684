import { sql, type SQL } from 'drizzle-orm';
import type { Engine } from '../db/connection.ts';
import type { AlongsideUser } from '../auth/user-with-organizations.ts';
import { organizationScopeQuery } from '../scope/organizations.ts';

const watermarkQuery = {
  postgres: sql`least(clock_timestamp(),
    (select min(xact_start) from pg_stat_activity
      where pid <> pg_backend_pid() and xact_start is not null and datname = current_database()))`,
  // PGlite runs one statement or transaction at a time (an exclusive lock in its client): while this runs,
  // no other transaction is open, and asking pg_stat_activity (half a millisecond there) would say the same.
  pglite: sql`clock_timestamp()`,
} as const;

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The time a device may send back as lastSync. A row's changed_at is its writing transaction's start; a
 * transaction that is still open when this runs may commit after the data query has taken its snapshot,
 * with a changed_at earlier than "now". So the watermark is the earliest start of any other open transaction
 * in this database (or now, when there is none; another database's transactions write none of its rows), read
 * BEFORE the data query: every write the data query cannot see then has changed_at >= the watermark and comes
 * in the next incremental read. Rows seen twice are harmless: devices
 * upsert. (pg_stat_activity shows xact_start for sessions of the same role, which the server's pool is.)
 * Asked with the caller's authentication (one round trip), beside their organization scope (spec 1 §6).
 */
export const watermarkAndScope: Record<Engine, AlongsideUser> = {
  postgres: withScope(watermarkQuery.postgres),
  pglite: withScope(watermarkQuery.pglite),
};

function withScope(watermark: SQL): AlongsideUser {
  return (who) => ({ watermark, scopeIds: sql`array(${organizationScopeQuery(who)})` });
}

/** The answers to watermarkAndScope, as the readers use them. */
export function readWatermarkAndScope(alongside: Record<string, unknown>): {
  syncTime: Date;
  scopeIds: number[];
} {
  const scopeIds = Array.isArray(alongside.scopeIds) ? alongside.scopeIds.map(Number) : [];
  return { syncTime: asDate(alongside.watermark), scopeIds };
}
