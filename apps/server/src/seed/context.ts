import type { Database } from '../db/connection.ts';
import type { DemoCalendar } from './clock.ts';
import type { Random } from './random.ts';

/** What every seeding step works with: the transaction, the demo account, its calendar and its dice. */
export interface SeedContext {
  db: Database;
  accountId: number;
  cal: DemoCalendar;
  rng: Random;
}

/**
 * The ids a multi-row insert was given, in the order of the rows: serial ids are drawn row by row, so the
 * ascending ids line up with the VALUES list whatever order RETURNING answers in.
 */
export function idsInOrder(rows: readonly { id: number }[]): number[] {
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
