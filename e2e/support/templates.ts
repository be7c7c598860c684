import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { activities, appointments, users } from '../../apps/server/src/db/schema/index.ts';
import { seededAppointment } from './records.ts';
import type { CareVisitServer } from './server.ts';

// Issue 20's session tests copy one of a user's coming appointments (sessions.ts copyToNow), choosing its
// activity for what the steps need.

export interface ActivityFlags {
  isAggregator: boolean;
  nonBillableMinutes?: boolean;
}

/** One of the user's seeded appointments after tomorrow (by the run's clock) whose activity has these flags, with the activity's name. */
export async function templateOf(server: CareVisitServer, username: string, flags: ActivityFlags) {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const conditions = [
    eq(appointments.staffId, user!.staffId),
    eq(activities.isAggregator, flags.isAggregator),
    gt(appointments.startAt, new Date(server.clock.now().getTime() + 2 * 86_400_000)),
    seededAppointment(),
    isNull(appointments.deletedAt),
  ];
  if (flags.nonBillableMinutes !== undefined) {
    conditions.push(eq(activities.nonBillableMinutes, flags.nonBillableMinutes));
  }
  const [row] = await db
    .select({ appointment: appointments, activity: activities.description })
    .from(appointments)
    .innerJoin(activities, eq(activities.id, appointments.activityId))
    .where(and(...conditions))
    .orderBy(asc(appointments.startAt))
    .limit(1);
  return row!;
}
