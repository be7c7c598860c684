import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { activities, appointments, documents, users, visits } from '../../apps/server/src/db/schema/index.ts';
import { seededAppointment } from './records.ts';
import type { CareVisitServer } from './server.ts';

// A test's own appointments, made straight in the worker's database: copies of a seeded one (so client,
// program, activity, organization and addresses belong together as the app expects) at the test's own time.

const TIME_ZONE = 'America/New_York';
const MINUTE_MS = 60_000;

export type AppointmentRow = typeof appointments.$inferSelect;

/** Appointments booked by the running test, taken away after it by cancelBookings. */
const booked: number[] = [];

/**
 * The first seeded appointment (by id) of a demo user that meets the conditions (on appointments and
 * activities). Seeded rows only: what other tests booked never becomes a template.
 */
export async function seededTemplate(
  server: CareVisitServer,
  username: string,
  ...conditions: SQL[]
): Promise<AppointmentRow> {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const [template] = await db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(activities, eq(activities.id, appointments.activityId))
    .where(and(eq(appointments.staffId, user!.staffId), seededAppointment(), ...conditions))
    .orderBy(asc(appointments.id))
    .limit(1);
  if (!template) throw new Error(`no seeded appointment of ${username} meets the conditions`);
  return template.appointment;
}

/**
 * A new appointment like the given one, from `start` for `minutes`, with no status and no visit; `changes`
 * alter the copy. Taken away again by cancelBookings.
 */
export async function copyAppointment(
  server: CareVisitServer,
  from: AppointmentRow,
  start: Date,
  minutes = 60,
  changes: Partial<AppointmentRow> = {},
): Promise<AppointmentRow> {
  const [row] = await server.database.db
    .insert(appointments)
    .values({
      accountId: from.accountId,
      staffId: from.staffId,
      clientId: from.clientId,
      organizationId: from.organizationId,
      programId: from.programId,
      clientProgramId: from.clientProgramId,
      activityId: from.activityId,
      serviceLocationId: from.serviceLocationId,
      appointmentType: from.appointmentType,
      nonBillableMinutes: from.nonBillableMinutes,
      startVisitAddressId: from.startVisitAddressId,
      endVisitAddressId: from.endVisitAddressId,
      sameAsEndAddress: from.sameAsEndAddress,
      startAt: start,
      endAt: new Date(start.getTime() + minutes * MINUTE_MS),
      appointmentDate: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(start),
      status: 'None',
      ...changes,
    })
    .returning();
  booked.push(row!.id);
  return row!;
}

/** Takes the test's bookings away again (and their visits), so later tests never meet them. */
export async function cancelBookings(server: CareVisitServer) {
  const ids = booked.splice(0);
  if (ids.length === 0) return;
  const { db } = server.database;
  const now = server.clock.now();
  await db.update(visits).set({ deletedAt: now }).where(inArray(visits.appointmentId, ids));
  await db.update(appointments).set({ deletedAt: now }).where(inArray(appointments.id, ids));
}

/** A seeded appointment of the clinician that has a Progress Note: a template for a test's own documented visit. */
export async function seededProgressNoteAppointment(server: CareVisitServer): Promise<AppointmentRow> {
  const { db } = server.database;
  const [clinician] = await db.select().from(users).where(eq(users.username, 'clinician'));
  const [noted] = await db
    .select({ appointment: appointments })
    .from(documents)
    .innerJoin(appointments, eq(appointments.id, documents.appointmentId))
    .where(
      and(
        eq(documents.documentName, 'Progress Note'),
        eq(appointments.staffId, clinician!.staffId),
        seededAppointment(),
      ),
    )
    .limit(1);
  return noted!.appointment;
}
