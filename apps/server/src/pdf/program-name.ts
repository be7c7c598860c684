import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { clientPrograms, programs, type documents } from '../db/schema/index.ts';

/** The name of the Program a document names (its client program's), if it names one of the client's. */
export async function programName(
  db: Database,
  row: Pick<typeof documents.$inferSelect, 'accountId' | 'clientId' | 'clientProgramId'>,
): Promise<string | null> {
  if (row.clientProgramId === null) return null;
  const [found] = await db
    .select({ name: programs.name })
    .from(clientPrograms)
    .innerJoin(programs, eq(programs.id, clientPrograms.programId))
    .where(
      and(
        eq(clientPrograms.id, row.clientProgramId),
        eq(clientPrograms.clientId, row.clientId),
        eq(programs.accountId, row.accountId),
      ),
    );
  return found?.name ?? null;
}
