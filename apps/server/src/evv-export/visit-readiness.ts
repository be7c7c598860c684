import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import {
  readinessProblems,
  type AppointmentStatus,
  type CuresRecord,
  type ReadinessCode,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments } from '../db/schema/index.ts';

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
              eq(appointments.staffId, record.provider.staffId),
              ne(appointments.id, record.appointmentId),
              isNull(appointments.deletedAt),
              or(
                and(lt(appointments.startAt, to), gt(appointments.endAt, from)),
                and(lt(appointments.actualStartAt, to), gt(appointments.actualEndAt, from)),
              ),
            ),
          );
  const otherVisits = neighbours.map((other) => ({
    appointmentId: other.id,
    start: other.startAt,
    end: other.endAt,
    status: other.status as AppointmentStatus,
    actualStart: other.actualStartAt,
    actualEnd: other.actualEndAt,
  }));
  return readinessProblems(record, { otherVisits }).map((problem) => problem.code);
}
