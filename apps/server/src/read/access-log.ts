import { sql, type SQL } from 'drizzle-orm';
import { accessLog } from '../db/schema/index.ts';

/** Who read which table (and for which client, where the read asked for one): a row of the access log. */
export interface ReadLogEntry {
  staffId: number;
  tableName: string;
  clientId: number | null;
}

/**
 * A page's statement that also writes the page's row of the server's access log (docs/security.md): the read
 * and its log row are one statement, so one round trip and one transaction, and a page that is answered is
 * always logged. `page` is the page's query (its rows may run one past `limit`, to tell whether more follow);
 * the log counts the rows the reply holds, and a page without rows is not logged. `rowsOf` selects the reply's
 * rows from the page's rows: what it adds to them (lookups in other tables) is worked out after the count, so
 * the rows the statement holds on to for both are the table's own, not the lookups' JSON too (a tenth of a
 * millisecond of the database's time per page, issue 18 §4).
 *
 * The transaction commits without waiting for the write-ahead log to reach the disk (set_config(..., true)
 * sets synchronous_commit off for it alone): that wait was most of a page read's time (issue 18 §4). The row is
 * written and ordered like any other; only a crash of the database server itself can lose the last moment of
 * such rows (at most 3 × wal_writer_delay, 600 ms by default), never leave them half-written. Every other write
 * still waits for the disk.
 */
export function withReadLogged(
  page: SQL,
  entry: ReadLogEntry,
  limit: number,
  rowsOf: (pageRows: SQL) => SQL,
): SQL {
  return sql`with page_rows as (${page}),
    relaxed as (select set_config('synchronous_commit', 'off', true)),
    logged as (
      insert into ${accessLog} (staff_id, table_name, client_id, row_count)
      select ${entry.staffId}::int, ${entry.tableName}::text, ${entry.clientId}::int, least(count(*), ${limit}::int)
      from page_rows, relaxed
      having count(*) > 0)
    ${rowsOf(sql`page_rows`)}`;
}
