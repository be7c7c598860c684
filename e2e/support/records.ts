import { gt, lte, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/connection.ts';
import { appointments, clientAddresses, documents, visits } from '../../apps/server/src/db/schema/index.ts';

// Which rows of the worker's database a test may count. A worker's tests share its database and run one at a
// time, so the rows whose ids pass the mark taken as a test begins are that test's own; counting every row of
// a staff member instead counts what earlier tests of the worker booked too (issue 20 item 2). And a template
// to copy is taken from the seeded rows, which no other test adds to.

const tracked = { appointments, visits, clientAddresses, documents } as const;
type TrackedTable = (typeof tracked)[keyof typeof tracked];

const testMarks = new Map<TrackedTable, number>();
let lastSeededAppointment: number | undefined;

async function lastIdOf(db: Database, table: TrackedTable): Promise<number> {
  const [row] = await db.select({ last: max(table.id) }).from(table);
  return row?.last ?? 0;
}

/** After seeding the worker's database: the seeded appointments end here. */
export async function markSeeded(db: Database): Promise<void> {
  lastSeededAppointment = await lastIdOf(db, appointments);
}

/** As each test begins (the server fixture's job): the rows made from here on are the test's. */
export async function markTestStart(db: Database): Promise<void> {
  for (const table of Object.values(tracked)) testMarks.set(table, await lastIdOf(db, table));
}

/** Rows of this table made by the running test (through the app or by its own inserts). */
export function madeByThisTest(table: TrackedTable): SQL {
  const mark = testMarks.get(table);
  if (mark === undefined) throw new Error('madeByThisTest needs the test fixtures of e2e/support/server.ts');
  return gt(table.id, mark);
}

/** Appointments of the demo agency as seeded (whatever tests did to them since), not those tests made. */
export function seededAppointment(): SQL {
  if (lastSeededAppointment === undefined) throw new Error('the worker has not seeded its database');
  return lte(appointments.id, lastSeededAppointment);
}
