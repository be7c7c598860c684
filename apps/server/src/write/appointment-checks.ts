import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  clientProgramNotFoundMessage,
  findClientProgram,
  findOverlaps,
  isFinalStatus,
  isVisitTooLong,
  minutesBetween,
  formatMessage,
  overlapDecision,
  selectableStatuses,
  timeInZone,
  validateNonBillableMinutes,
  type AppointmentStatus,
  type AppointmentWrite,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import {
  activities,
  appointments,
  clientPrograms,
  clients,
  organizations,
  programs,
  serviceLocations,
  staff,
} from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { liveProgramInScope } from '../scope/client-scope.ts';
import { ResourceRejected } from './write-error.ts';
import { overlapOtherOf, staffAppointmentsBetween } from './staff-appointments-between.ts';

type AppointmentRow = typeof appointments.$inferSelect;

export interface CheckedAppointment {
  organization: typeof organizations.$inferSelect;
  activity: typeof activities.$inferSelect;
  clientProgramId: number;
  start: Date;
  end: Date;
}

const reject = (
  key: Parameters<typeof ResourceRejected.of>[0]['key'],
  params?: Record<string, string | number>,
) => ResourceRejected.of({ key, ...(params ? { params } : {}) });

/**
 * Every rule the server enforces on an appointment write (spec 1 §4, §5, §6), the same core rules the device
 * uses to guide the user. Anything outside the caller's scope is answered as if it did not exist.
 */
export async function checkAppointment(
  db: Database,
  principal: Principal,
  scopeIds: number[],
  input: AppointmentWrite,
  existing: AppointmentRow | undefined,
  now: Date,
): Promise<CheckedAppointment> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, input.organizationId), eq(organizations.accountId, principal.accountId)));
  if (!organization || !organization.evv || !scopeIds.includes(organization.id)) {
    throw reject('appointment.organizationNotAllowed');
  }
  const activity = await oneOf(db, activities, input.activityId, principal.accountId, 'Activity');
  await oneOf(db, serviceLocations, input.serviceLocationId, principal.accountId, 'Service location');
  await oneOf(db, programs, input.programId, principal.accountId, 'Program');

  const start = new Date(input.beginTime);
  const end = new Date(input.endTime);
  if (end <= start) throw reject('server.endBeforeStart');
  if (isVisitTooLong(start, end)) throw reject('appointment.visitTooLong'); // spec 1 §5: 24-hour limit
  const actualStart = input.actualStartTime ? new Date(input.actualStartTime) : null;
  const actualEnd = input.actualEndTime ? new Date(input.actualEndTime) : null;
  if (actualStart && actualEnd && isVisitTooLong(actualStart, actualEnd))
    throw reject('appointment.visitTooLong');

  // spec 1 §5, §8: the client program is found by date in US Central, or the write is refused.
  const enrolments = await db
    .select()
    .from(clientPrograms)
    .where(and(eq(clientPrograms.clientId, input.clientId), liveProgramInScope(scopeIds)));
  if (enrolments.length === 0) throw reject('appointment.clientNotFound');
  const match = findClientProgram({
    clientId: input.clientId,
    programId: input.programId,
    organizationId: input.organizationId,
    serviceInstant: start,
    now,
    clientPrograms: enrolments.map((e) => ({ ...e, clientProgramId: e.id })),
  });
  if (!match) {
    const message = clientProgramNotFoundMessage(input.clientId, input.programId, input.organizationId);
    throw ResourceRejected.of(message);
  }

  checkStatus(input.status, existing, { start, now, organization, activity });
  await checkOverlap(db, principal.staffId, existing?.id ?? null, start, end);

  if (input.nonBillableMinutes !== null && input.nonBillableMinutes !== undefined) {
    const durationMinutes =
      actualStart && actualEnd ? minutesBetween(actualStart, actualEnd) : minutesBetween(start, end);
    const problem = validateNonBillableMinutes({
      value: input.nonBillableMinutes,
      allowed: activity.nonBillableMinutes,
      durationMinutes,
    });
    if (problem) throw ResourceRejected.of(problem);
  }
  return { organization, activity, clientProgramId: match.clientProgramId, start, end };
}

async function oneOf(
  db: Database,
  table: typeof activities | typeof serviceLocations | typeof programs,
  id: number,
  accountId: number,
  name: string,
) {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.accountId, accountId), isNull(table.deletedAt)));
  if (!row) throw reject('server.referenceNotFound', { name });
  return row as typeof activities.$inferSelect;
}

/**
 * spec 1 §4: which statuses may be chosen when. A final status is locked. (The dialog's stricter rule, no
 * change while In Session with an open visit, is the device's: verifying moves In Session to Kept.)
 */
function checkStatus(
  status: AppointmentStatus,
  existing: AppointmentRow | undefined,
  context: {
    start: Date;
    now: Date;
    organization: typeof organizations.$inferSelect;
    activity: typeof activities.$inferSelect;
  },
) {
  if (existing && existing.status === status) return;
  if (existing && isFinalStatus(existing.status as AppointmentStatus)) throw reject('server.statusLocked');
  const allowed = selectableStatuses({
    start: context.start,
    now: context.now,
    organization: context.organization,
    variant: context.activity.isAggregator ? 'aggregator' : 'standard',
    timeZone: context.organization.timeZone,
  });
  if (status !== 'None' && !allowed.includes(status)) throw reject('server.statusNotAllowed', { status });
}

/** spec 1 §4, §6: overlaps are refused for staff without isMultiBookSchedule (the others confirmed on the device). */
async function checkOverlap(
  db: Database,
  staffId: number,
  appointmentId: number | null,
  start: Date,
  end: Date,
) {
  const [member] = await db
    .select({ multiBook: staff.isMultiBookSchedule })
    .from(staff)
    .where(eq(staff.id, staffId));
  const conditions = [staffAppointmentsBetween(staffId, start, end)];
  if (appointmentId !== null) conditions.push(ne(appointments.id, appointmentId));
  const neighbours = await db
    .select({
      appointment: appointments,
      lastName: clients.lastName,
      firstName: clients.firstName,
      timeZone: organizations.timeZone,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(organizations, eq(organizations.id, appointments.organizationId))
    .where(and(...conditions));
  const overlaps = findOverlaps(
    { appointmentId, start, end },
    neighbours.map(({ appointment: n, lastName, firstName, timeZone }) => ({
      ...overlapOtherOf(n),
      // The caller's own visit still in session, named in the refusal (issue 36).
      named:
        n.status === 'In Session'
          ? {
              client: formatMessage('appointmentCard.clientName', { lastName, firstName }),
              started: timeInZone(n.actualStartAt ?? n.startAt, timeZone),
            }
          : undefined,
    })),
  );
  const decision = overlapDecision(overlaps, member?.multiBook ?? false);
  if (decision.kind === 'refuse') throw ResourceRejected.of(decision.message);
}
