import { and, eq, sql } from 'drizzle-orm';
import { SECURITY_RULE_DEFAULTS, type SecurityRule, type User } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { queryRows } from '../db/query-rows.ts';
import { availableOrganizationsOf, findUserWithOrganizations } from './user-with-organizations.ts';
import { accounts, securityRules, staff, users } from '../db/schema/index.ts';

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

/** EVV-enabled organizations this staff member belongs to (primary or additional): the ones they may switch to. */
export async function availableOrganizationIds(db: Database, staffId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, availableOrganizationsOf(staffId));
  return rows.map((r) => Number(r.id));
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
    language: user.language ?? null,
  };
}
