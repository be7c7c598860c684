import type { SQL } from 'drizzle-orm';
import type { Database } from './connection.ts';

/** Raw SQL rows; both drivers (PGlite and node-postgres) answer execute() with { rows }. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
