import { and, eq, isNull, ne } from 'drizzle-orm';
import { visitCorrectionErrors, type Message, type VisitCorrectionWrite } from '@carevisit/core';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/connection.ts';
import { appointments, descriptors, organizations, type visits } from '../db/schema/index.ts';
import { ResourceRejected } from './write-error.ts';
import { overlapOtherOf, staffAppointmentsBetween } from './staff-appointments-between.ts';

type VisitRow = typeof visits.$inferSelect;

/**
 * The rules of a correction, the device's own (core's visitCorrectionErrors: spec 1 §5 Edit times with a reason
 * always required) on the server's clock, in the organization's time zone, against the caregiver's other
 * appointments; and the reason must be one of the agency's EVV Reason Codes. Every broken rule is said at once.
 * Answers the corrected times, or refuses the correction.
 */
export async function checkCorrection(
  db: Database,
  ctx: { principal: Principal; now: Date },
  visit: VisitRow,
  input: VisitCorrectionWrite,
): Promise<{ start: Date; end: Date }> {
  const start = new Date(input.startDateTime);
  const end = new Date(input.endDateTime);
  const [organization] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, visit.organizationId));
  // spec 1 §4 overlap: the caregiver's other appointments whose booked or actual times reach into the new times.
  const neighbours = await db
    .select()
    .from(appointments)
    .where(
      and(staffAppointmentsBetween(visit.staffId, start, end), ne(appointments.id, visit.appointmentId)),
    );
  const errors: Message[] = Object.values(
    visitCorrectionErrors({
      start,
      end,
      now: ctx.now,
      timeZone: organization!.timeZone,
      beginActual: visit.beginActualDateTime,
      appointmentId: visit.appointmentId,
      otherAppointments: neighbours.map(overlapOtherOf),
      reasonCodeId: input.reasonCodeId,
      memo: input.memo,
    }),
  );
  if (!(await isReasonCode(db, ctx.principal.accountId, input.reasonCodeId))) {
    errors.push({ key: 'server.reasonCodeNotFound', params: { id: input.reasonCodeId } });
  }
  if (errors.length > 0) {
    throw new ResourceRejected(errors);
  }
  return { start, end };
}

/** One of the agency's EVV Reason Codes, not deleted. */
async function isReasonCode(db: Database, accountId: number, id: number): Promise<boolean> {
  const [code] = await db
    .select({ id: descriptors.id })
    .from(descriptors)
    .where(
      and(
        eq(descriptors.id, id),
        eq(descriptors.accountId, accountId),
        eq(descriptors.type, 'EVV Reason Codes'),
        isNull(descriptors.deletedAt),
      ),
    );
  return code !== undefined;
}
