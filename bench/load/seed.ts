import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/connection.ts';
import * as t from '../../apps/server/src/db/schema/index.ts';
import { hashSecret } from '../../apps/server/src/auth/passwords.ts';
import { buildFixture, clientAAppointmentRow, PASSWORD } from '../../apps/server/test/fixtures.ts';

export { PASSWORD };

/** What one simulated device signs in as, and the appointments it starts visits for. */
export interface DeviceUser {
  username: string;
  staffId: number;
  appointmentIds: number[];
  /** Where the appointments begin: the visit starts carry it. */
  startAt: Date[];
}

const MINUTE = 60_000;
const BATCH = 500;

/**
 * The test fixture's agency plus one caregiver per device in organization A, each with `visits` appointments
 * with client A that began in the last hour (so that a visit may start now), one password hash shared.
 */
export async function seedDevices(db: Database, devices: number, visits: number, now: Date) {
  const f = await buildFixture(db);
  const [clientProgram] = await db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  const passwordHash = await hashSecret(PASSWORD);
  const users: DeviceUser[] = [];
  for (let from = 0; from < devices; from += BATCH) {
    const count = Math.min(BATCH, devices - from);
    const staff = await db
      .insert(t.staff)
      .values(
        Array.from({ length: count }, (_, i) => ({
          accountId: f.accountId,
          firstName: `device${from + i}`,
          lastName: 'Load',
          primaryOrganizationId: f.orgs.orgA.id,
        })),
      )
      .returning({ id: t.staff.id });
    await db.insert(t.users).values(
      staff.map((member, i) => ({
        accountId: f.accountId,
        username: `device${from + i}`,
        passwordHash,
        staffId: member.id,
        deviceKeySecret: `load-${from + i}`,
      })),
    );
    const starts = Array.from({ length: visits }, (_, k) => new Date(now.getTime() - (10 + k * 20) * MINUTE));
    const appointments = await db
      .insert(t.appointments)
      .values(
        staff.flatMap((member) =>
          starts.map((startAt) =>
            clientAAppointmentRow(
              f,
              clientProgram!.id,
              member.id,
              startAt,
              new Date(startAt.getTime() + 15 * MINUTE),
            ),
          ),
        ),
      )
      .returning({ id: t.appointments.id, staffId: t.appointments.staffId });
    staff.forEach((member, i) => {
      const own = appointments.filter((a) => a.staffId === member.id);
      users.push({
        username: `device${from + i}`,
        staffId: member.id,
        appointmentIds: own.map((a) => a.id),
        startAt: starts,
      });
    });
  }
  return { fixture: f, users };
}
