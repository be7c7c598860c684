import { and, ne } from 'drizzle-orm';
import { readinessProblems, type CuresRecord, type ReadinessCode } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments } from '../db/schema/index.ts';
import { overlapOtherOf, staffAppointmentsBetween } from '../write/staff-appointments-between.ts';

const DAY_MS = 86_400_000;

/**
 * Core's readiness check of a visit's record, on the server (issue 32 item 3): the same function the device runs
 * before the caregiver leaves, with the caregiver's other appointments within a day of it for the overlap rule.
 */
export async function visitReadiness(db: Database, record: CuresRecord): Promise<ReadinessCode[]> {
  const { start, end } = record.times;
  const from = new Date(new Date(start ?? end ?? 0).getTime() - DAY_MS);
  const to = new Date(new Date(end ?? start ?? 0).getTime() + DAY_MS);
  const neighbours =
    start === null && end === null
      ? []
      : await db
          .select()
          .from(appointments)
          .where(
            and(
              staffAppointmentsBetween(record.provider.staffId, from, to),
              ne(appointments.id, record.appointmentId),
            ),
          );
  const otherVisits = neighbours.map(overlapOtherOf);
  return readinessProblems(record, { otherVisits }).map((problem) => problem.code);
}
