import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { organizations, staff, staffOrganizations, users } from '../db/schema/index.ts';

/** EVV-enabled organizations a staff member belongs to (primary or additional), as a subquery. */
export const availableOrganizationsOf = (staffId: SQL | number) => sql`
    select o.id from ${organizations} o
    where o.evv and o.deleted_at is null and (
      o.id = (select primary_organization_id from ${staff} where id = ${staffId})
      or o.id in (select organization_id from ${staffOrganizations} where staff_id = ${staffId}))
    order by o.id`;

/** SQL fields computed for the row of findUserWithOrganizations, from its staff member and current organization. */
export type AlongsideUser = (who: { staffId: SQL; currentOrganizationId: SQL }) => Record<string, SQL>;

function userWithOrganizationsQuery(db: Database, alongside: AlongsideUser | undefined, name: string) {
  // The organizations the user may switch to, and the current one (the one chosen, else the primary one when it
  // has EVV, else the first available), worked out once per query beside the user's row (a lateral subquery):
  // the fields alongside use them as columns instead of repeating the lookup. (`offset 0` keeps PostgreSQL from
  // folding the subquery back into its users, which would look the organizations up again for each.)
  const available = sql`array(${availableOrganizationsOf(sql`${users.staffId}`)})`;
  const organizationsOfUser = db
    .select({
      available: sql<unknown[]>`a.ids`.as('available'),
      current: sql<unknown>`case
        when ${users.currentOrganizationId} = any(a.ids) then ${users.currentOrganizationId}
        when ${staff.primaryOrganizationId} = any(a.ids) then ${staff.primaryOrganizationId}
        else coalesce(a.ids[1], ${staff.primaryOrganizationId}) end`.as('current'),
    })
    .from(sql`(select ${available} as ids offset 0) a`)
    .as('organizations_of_user');
  const more =
    alongside?.({
      staffId: sql`${users.staffId}`,
      currentOrganizationId: sql`${organizationsOfUser.current}`,
    }) ?? {};
  return db
    .select({
      // What authenticating a request needs of the user, not the whole row (its password hash among it).
      user: {
        id: users.id,
        staffId: users.staffId,
        accountId: users.accountId,
        username: users.username,
        evvPrivilege: users.evvPrivilege,
      },
      primaryOrganizationId: staff.primaryOrganizationId,
      available: organizationsOfUser.available,
      currentOrganizationId: organizationsOfUser.current,
      ...more,
    })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .crossJoinLateral(organizationsOfUser)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
}

type Prepared = ReturnType<typeof userWithOrganizationsQuery>;
/** Prepared once per database and kind of question: neither Drizzle nor PostgreSQL plans it again per request. */
const prepared = new WeakMap<Database, Map<AlongsideUser | undefined, Prepared>>();

/**
 * A user with what every request needs of their staff member (the primary organization, the organizations
 * they may switch to, and the current one), in one query: the authentication of each request costs one round
 * trip. `alongside` adds fields that depend on who the user is (a read's scope) to that same round trip.
 */
export async function findUserWithOrganizations(db: Database, userId: number, alongside?: AlongsideUser) {
  const byKind = prepared.get(db) ?? new Map<AlongsideUser | undefined, Prepared>();
  prepared.set(db, byKind);
  let query = byKind.get(alongside);
  if (!query) {
    query = userWithOrganizationsQuery(db, alongside, `user_with_organizations_${byKind.size}`);
    byKind.set(alongside, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return undefined;
  const { user, primaryOrganizationId, available: ids, currentOrganizationId: current, ...fields } = row;
  return {
    user,
    primaryOrganizationId,
    available: ids.map(Number),
    currentOrganizationId: Number(current),
    alongside: fields as Record<string, unknown>,
  };
}
