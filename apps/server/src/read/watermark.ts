import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * The time a device may send back as lastSync. A row's changed_at is its writing transaction's start; a
 * transaction that is still open when this runs may commit after the data query has taken its snapshot,
 * with a changed_at earlier than "now". So the watermark is the earliest start of any other open transaction
 * (or now, when there is none), read BEFORE the data query: every write the data query cannot see then has
 * changed_at >= the watermark and comes in the next incremental read. Rows seen twice are harmless: devices
 * upsert. (pg_stat_activity shows xact_start for sessions of the same role, which the server's pool is.)
 */
export async function readWatermark(db: Database): Promise<Date> {
  const rows = await queryRows<{ watermark: string | Date }>(
    db,
    sql`
    select least(clock_timestamp(),
      (select min(xact_start) from pg_stat_activity where pid <> pg_backend_pid() and xact_start is not null)
    ) as watermark`,
  );
  const value = rows[0]?.watermark;
  return value instanceof Date ? value : new Date(String(value));
}
