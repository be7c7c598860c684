import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/query-rows.ts';
import { organizations, staffOrganizations } from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * spec 1 §6: the organizations whose data a staff member sees: the current organization, its ancestors and
 * descendants, and the additional organizations assigned to them. Every read and write is scoped to these.
 */
export async function organizationScope(db: Database, principal: Principal): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, organizationScopeQuery(principal));
  return rows.map((row) => Number(row.id));
}

/**
 * The query of organizationScope, one id a row, for a caller that asks for more in the same round trip; the
 * staff member and current organization may be SQL of that query (a read asks with its authentication).
 */
export function organizationScopeQuery(principal: {
  staffId: number | SQL;
  currentOrganizationId: number | SQL;
}): SQL {
  return sql`
    with recursive
      ancestors(id, parent_id) as (
        select id, parent_id from ${organizations} where id = ${principal.currentOrganizationId}
        union select o.id, o.parent_id from ${organizations} o join ancestors a on o.id = a.parent_id),
      descendants(id) as (
        select id from ${organizations} where id = ${principal.currentOrganizationId}
        union select o.id from ${organizations} o join descendants d on o.parent_id = d.id)
    select id from ancestors
    union select id from descendants
    union select organization_id from ${staffOrganizations} where staff_id = ${principal.staffId}`;
}

/**
 * spec 2 §6: documents are limited to the current organization and its descendants, a narrower scope than spec 1
 * §6's (no ancestor, no additional organization). Whether `organizationId` is the caller's current organization
 * or lies under it.
 */
export async function isCurrentOrDescendant(
  db: Database,
  principal: Pick<Principal, 'currentOrganizationId'>,
  organizationId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with recursive ancestors(id, parent_id) as (
        select id, parent_id from ${organizations} where id = ${organizationId}
        union select o.id, o.parent_id from ${organizations} o join ancestors a on o.id = a.parent_id)
      select id from ancestors where id = ${principal.currentOrganizationId}`,
  );
  return rows.length > 0;
}
