import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SECURITY_RULE_DEFAULTS, type SecurityRule, type User } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/query-rows.ts';
import {
  accounts,
  organizations,
  securityRules,
  staff,
  staffOrganizations,
  users,
} from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Database, account: string, username: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        sql`lower(${accounts.code}) = lower(${account})`,
        sql`lower(${users.username}) = lower(${username})`,
      ),
    );
  return row;
}

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserBySsoIdentity(
  db: Database,
  account: string,
  subject: string,
  username: string,
) {
  const [bySubject] = await db.select().from(users).where(eq(users.ssoSubject, subject));
  if (bySubject) return bySubject;
  return (await findUserByLogin(db, account, username))?.user;
}

export async function securityRuleFor(db: Database, accountId: number): Promise<SecurityRule | undefined> {
  const [rule] = await db.select().from(securityRules).where(eq(securityRules.accountId, accountId));
  if (!rule) return undefined;
  return {
    resumeInterval: rule.resumeInterval,
    autoLogoffInterval: rule.autoLogoffInterval,
    maximunAttempts: rule.maximunAttempts,
    lockoutInterval: rule.lockoutInterval,
    warningDays: rule.warningDays,
    expirationDays: rule.expirationDays,
    minLength: rule.minLength,
    minNumbers: rule.minNumbers,
    minSymbols: rule.minSymbols,
  };
}

/** The rule the lockout counter obeys even where an account has none yet (spec 1 §3 defaults). */
export async function lockoutRuleFor(db: Database, accountId: number) {
  const rule = await securityRuleFor(db, accountId);
  return {
    maximunAttempts: rule?.maximunAttempts ?? SECURITY_RULE_DEFAULTS.maximunAttempts,
    lockoutInterval: rule?.lockoutInterval ?? SECURITY_RULE_DEFAULTS.lockoutInterval,
  };
}

/** EVV-enabled organizations a staff member belongs to (primary or additional), as a subquery. */
const availableOrganizationsOf = (staffId: SQL | number) => sql`
    select o.id from ${organizations} o
    where o.evv and o.deleted_at is null and (
      o.id = (select primary_organization_id from ${staff} where id = ${staffId})
      or o.id in (select organization_id from ${staffOrganizations} where staff_id = ${staffId}))
    order by o.id`;

/** EVV-enabled organizations this staff member belongs to (primary or additional): the ones they may switch to. */
export async function availableOrganizationIds(db: Database, staffId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, availableOrganizationsOf(staffId));
  return rows.map((r) => Number(r.id));
}

/** SQL fields computed for the row of findUserWithOrganizations, from its staff member and current organization. */
export type AlongsideUser = (who: { staffId: SQL; currentOrganizationId: SQL }) => Record<string, SQL>;

/**
 * A user with what every request needs of their staff member (the primary organization, the organizations
 * they may switch to, and the current one), in one query: the authentication of each request costs one round
 * trip. `alongside` adds fields that depend on who the user is (a read's scope) to that same round trip.
 * The current organization: the one chosen, else the primary one when it has EVV, else the first available.
 */
export async function findUserWithOrganizations(db: Database, userId: number, alongside?: AlongsideUser) {
  const available = sql`array(${availableOrganizationsOf(sql`${users.staffId}`)})`;
  const currentOrganizationId = sql`(select case
      when ${users.currentOrganizationId} = any(a.ids) then ${users.currentOrganizationId}
      when ${staff.primaryOrganizationId} = any(a.ids) then ${staff.primaryOrganizationId}
      else coalesce(a.ids[1], ${staff.primaryOrganizationId}) end
    from (select ${available} as ids) a)`;
  const more = alongside?.({ staffId: sql`${users.staffId}`, currentOrganizationId }) ?? {};
  const [row] = await db
    .select({
      user: users,
      primaryOrganizationId: staff.primaryOrganizationId,
      available: sql<unknown[]>`${available}`,
      currentOrganizationId: sql<unknown>`${currentOrganizationId}`,
      ...more,
    })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(eq(users.id, userId));
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

export async function userProfile(
  db: Database,
  user: UserRow,
  options: { ssoEnabled: boolean; sloEnabled: boolean },
): Promise<User> {
  const [member] = await db.select().from(staff).where(eq(staff.id, user.staffId));
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.accountId));
  const rule = await securityRuleFor(db, user.accountId);
  const organizations = await findUserWithOrganizations(db, user.id);
  if (!member || !account || !rule || !organizations)
    throw new Error(`user ${user.id} has no staff, account or security rule`);
  return {
    userName: user.username,
    account: account.code,
    staffId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    displayName: `${member.lastName}, ${member.firstName} (${member.id})`,
    orgId: member.primaryOrganizationId,
    primaryOrganizationId: member.primaryOrganizationId,
    currentOrganizationId: organizations.currentOrganizationId,
    ssoEnabled: options.ssoEnabled,
    sloEnabled: options.sloEnabled,
    securityRule: rule,
    lastLoginDate: user.lastLoginDate?.toISOString() ?? null,
    beginDatePassword: user.beginDatePassword.toISOString(),
    availableOrganizationIds: organizations.available,
    deviceKeySecret: user.deviceKeySecret,
  };
}
