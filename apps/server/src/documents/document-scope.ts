import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { documents } from '../db/schema/index.ts';
import type { ReadContext } from '../read/table-reader.ts';
import { visibleClientIds } from '../read/tables/define.ts';

/**
 * The documents a staff member may see (spec 2 §6): those of the organization and its descendants, for a
 * client they can see; of those, their own, those they are named to sign next, and every fully signed one.
 * Another staff member's draft, like another organization's document, is answered as if it did not exist.
 */
export function documentScope(ctx: ReadContext): SQL {
  return and(
    eq(documents.accountId, ctx.principal.accountId),
    inArray(documents.organizationId, ctx.scopeIds),
    inArray(documents.clientId, visibleClientIds(ctx)),
    or(
      eq(documents.staffId, ctx.principal.staffId),
      eq(documents.nextStaffId, ctx.principal.staffId),
      eq(documents.fullySigned, true),
    ),
  )!;
}
