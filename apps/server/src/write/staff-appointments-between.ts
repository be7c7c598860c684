import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AppointmentStatus, OverlapOther } from '@carevisit/core';
import { appointments } from '../db/schema/index.ts';

/**
 * A staff member's appointments whose booked or actual times reach into [from, to): the candidates of spec 1 §4's
 * overlap rule (core's findOverlaps decides which count).
 */
export const staffAppointmentsBetween = (staffId: number, from: Date, to: Date) =>
  and(
    eq(appointments.staffId, staffId),
    isNull(appointments.deletedAt),
    or(
      and(lt(appointments.startAt, to), gt(appointments.endAt, from)),
      and(lt(appointments.actualStartAt, to), gt(appointments.actualEndAt, from)),
    ),
  )!;

/** An appointments row as the overlap rule compares it. */
export const overlapOtherOf = (row: typeof appointments.$inferSelect): OverlapOther => ({
  appointmentId: row.id,
  start: row.startAt,
  end: row.endAt,
  status: row.status as AppointmentStatus,
  actualStart: row.actualStartAt,
  actualEnd: row.actualEndAt,
});
