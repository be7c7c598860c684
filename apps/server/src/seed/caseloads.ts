import { caseloads } from '../db/schema/index.ts';
import { addMinutes } from './clock.ts';
import type { SeededClient } from './clients.ts';
import type { SeedContext } from './context.ts';
import type { SeededAppointment } from './schedule.ts';
import type { StaffIds } from './staff-and-users.ts';

/**
 * Caseload entries for every client's staff. dateLastActivity is the last visit that already started, or for
 * staff without a demo schedule a day in the past few weeks.
 */
export async function seedCaseloads(
  ctx: SeedContext,
  staffIds: StaffIds,
  clients: SeededClient[],
  schedule: SeededAppointment[],
): Promise<void> {
  const { now } = ctx.cal;
  const rows = clients.flatMap((client) =>
    client.caseload.map((staff) => {
      const started = schedule
        .filter((a) => a.staff === staff && a.clientId === client.id && a.start <= now)
        .map((a) => a.start.getTime());
      const last = started.length
        ? new Date(Math.max(...started))
        : addMinutes(now, -ctx.rng.int(3, 40) * 1440 - ctx.rng.int(0, 600));
      return { staffId: staffIds[staff], clientId: client.id, belongs: true, dateLastActivity: last };
    }),
  );
  await ctx.db.insert(caseloads).values(rows);
}
