import { asc, eq } from 'drizzle-orm';
import type { VisitCorrection } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { visitCorrections } from '../db/schema/index.ts';

/** A stored correction as core reads it (and as the `visitcorrection` read serves it, sync fields aside). */
export function correctionOf(row: typeof visitCorrections.$inferSelect): VisitCorrection {
  return {
    visitCorrectionId: row.id,
    evvVisitId: row.visitId,
    madeByStaffId: row.madeByStaffId,
    madeAt: row.madeAt.toISOString(),
    startDateTime: row.startAt.toISOString(),
    endDateTime: row.endAt.toISOString(),
    reasonCodeId: row.reasonCodeId,
    memo: row.memo,
  };
}

/** A visit's corrections by supervisors (issue 32 item 5), in the order they were stored, as core reads them. */
export async function loadVisitCorrections(db: Database, visitId: number): Promise<VisitCorrection[]> {
  const rows = await db
    .select()
    .from(visitCorrections)
    .where(eq(visitCorrections.visitId, visitId))
    .orderBy(asc(visitCorrections.madeAt), asc(visitCorrections.id));
  return rows.map(correctionOf);
}
