import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Principal } from '../auth/principal.ts';
import { organizationScopeQuery } from '../scope/organizations.ts';

const watermarkQuery = sql`least(clock_timestamp(),
  (select min(xact_start) from pg_stat_activity where pid <> pg_backend_pid() and xact_start is not null))`;

const asDate = (value: string | Date | undefined) =>
  value instanceof Date ? value : new Date(String(value));

/**
 * The time a device may send back as lastSync. A row's changed_at is its writing transaction's start; a
 * transaction that is still open when this runs may commit after the data query has taken its snapshot,
 * with a changed_at earlier than "now". So the watermark is the earliest start of any other open transaction
 * (or now, when there is none), read BEFORE the data query: every write the data query cannot see then has
 * changed_at >= the watermark and comes in the next incremental read. Rows seen twice are harmless: devices
 * upsert. (pg_stat_activity shows xact_start for sessions of the same role, which the server's pool is.)
 * The caller's organization scope (spec 1 §6) comes in the same round trip.
 */
export async function readWatermarkAndScope(
  db: Database,
  principal: Principal,
): Promise<{ syncTime: Date; scopeIds: number[] }> {
  const rows = await queryRows<{ watermark: string | Date; scope_ids: unknown[] }>(
    db,
    sql`select ${watermarkQuery} as watermark, array(${organizationScopeQuery(principal)}) as scope_ids`,
  );
  return { syncTime: asDate(rows[0]?.watermark), scopeIds: (rows[0]?.scope_ids ?? []).map(Number) };
}
