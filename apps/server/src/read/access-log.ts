import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { accessLog } from '../db/schema/index.ts';

/**
 * The server's log of a read of client data (docs/security.md). Committed without waiting for the write-ahead
 * log to reach the disk (synchronous_commit off, for this transaction only): that wait was most of a page
 * read's time (issue 18 §4). The row is written and ordered like any other; only a crash of the database
 * server itself can lose the last moment of such rows (at most 3 × wal_writer_delay, 600 ms by default), never
 * leave them half-written. Every other write still waits for the disk.
 */
export async function logRead(db: Database, row: typeof accessLog.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.insert(accessLog).values(row);
  });
}
