import { and, eq } from 'drizzle-orm';
import { activities, visits } from '../db/schema/index.ts';
import { queueVerifiedVisit } from '../evv-export/queue-visit.ts';
import type { SeedContext } from './context.ts';

/**
 * The demo's verified visits are queued for the aggregator as a verification on a device queues them (issue 32):
 * `npm start` then shows the whole loop out of the box, each visit Accepted by the simulated aggregator or held
 * for what readiness finds (Rosa Martinez's missing Medicaid id), rather than "Ready to send" for ever.
 */
export async function seedEvvOutbox(ctx: SeedContext) {
  const verified = await ctx.db
    .select({
      accountId: visits.accountId,
      organizationId: visits.organizationId,
      visitId: visits.id,
      clientId: visits.clientId,
      staffId: visits.staffId,
    })
    .from(visits)
    .innerJoin(activities, eq(activities.id, visits.activityId))
    .where(and(eq(visits.accountId, ctx.accountId), eq(visits.complete, 1), eq(activities.evvApplies, true)))
    .orderBy(visits.id);
  for (const subject of verified) await queueVerifiedVisit(ctx.db, subject, ctx.cal.now);
}
