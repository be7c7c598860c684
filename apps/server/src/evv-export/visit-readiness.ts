import { and, ne } from 'drizzle-orm';
import { overlapWindow, readinessProblems, type CuresRecord, type ReadinessCode } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments } from '../db/schema/index.ts';
import { overlapOtherOf, staffAppointmentsBetween } from '../write/staff-appointments-between.ts';

/**
 * Core's readiness check of a visit's record, on the server (issue 32 item 3): the same function the device runs
 * before the caregiver leaves, with the caregiver's other appointments in core's overlapWindow for the overlap rule.
 */
export async function visitReadiness(db: Database, record: CuresRecord): Promise<ReadinessCode[]> {
  const window = overlapWindow(record);
  const neighbours = window
    ? await db
        .select()
        .from(appointments)
        .where(
          and(
            staffAppointmentsBetween(record.provider.staffId, window.from, window.to),
            ne(appointments.id, record.appointmentId),
          ),
        )
    : [];
  const otherVisits = neighbours.map(overlapOtherOf);
  return readinessProblems(record, { otherVisits }).map((problem) => problem.code);
}
