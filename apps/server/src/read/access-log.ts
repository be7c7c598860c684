import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { accessLog } from '../db/schema/index.ts';

/**
 * The server's log of a read of client data (docs/security.md). Committed without waiting for the write-ahead
 * log to reach the disk: that wait was most of a page read's time (issue 18 §4). One statement, so one round
 * trip: it turns synchronous_commit off for its own transaction only (set_config(..., true)), then inserts.
 * The row is written and ordered like any other; only a crash of the database server itself can lose the last
 * moment of such rows (at most 3 × wal_writer_delay, 600 ms by default), never leave them half-written. Every
 * other write still waits for the disk.
 */
export async function logRead(
  db: Database,
  row: { staffId: number; tableName: string; clientId: number | null; rowCount: number },
): Promise<void> {
  await db.execute(sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    insert into ${accessLog} (staff_id, table_name, client_id, row_count)
    select ${row.staffId}::int, ${row.tableName}::text, ${row.clientId}::int, ${row.rowCount}::int from relaxed`);
}
