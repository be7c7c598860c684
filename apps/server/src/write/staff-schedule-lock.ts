import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';

/** The first key of the two-key advisory locks on a staff member's schedule (the second is the staff id). */
const STAFF_SCHEDULE = 1;

/**
 * Serializes every write that can change one staff member's schedule (spec 1 §4 Overlap, §6): a second write
 * waits here until the first commits, then its overlap check sees the first one's appointment. Held until
 * the transaction ends; taken before any row lock, so that writes always lock in the same order. In the
 * database, not in this process: it holds across server replicas, and on PGlite (one connection) it is free.
 */
export async function lockStaffSchedule(db: Database, staffId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STAFF_SCHEDULE}, ${staffId}::int)`);
}
