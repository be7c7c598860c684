import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { staffSupervisors, visits } from '../../db/schema/index.ts';
import type { ReadContext } from '../table-reader.ts';

/**
 * Visits whose sends to the aggregator and corrections the caller may see (spec 1 §6 scope, issue 32 item 7): in an
 * organization of their scope, and their own or those of staff they supervise.
 */
export function visibleVisitIds(ctx: ReadContext, ...more: SQL[]) {
  const supervised = ctx.db
    .select({ id: staffSupervisors.staffId })
    .from(staffSupervisors)
    .where(eq(staffSupervisors.supervisorId, ctx.principal.staffId));
  return ctx.db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        inArray(visits.organizationId, ctx.scopeIds),
        or(eq(visits.staffId, ctx.principal.staffId), inArray(visits.staffId, supervised)),
        ...more,
      ),
    );
}
