import { accounts, organizations, securityRules } from '../db/schema/index.ts';
import type { Database } from '../db/connection.ts';
import { DEMO_TIME_ZONE } from './clock.ts';
import type { SeedContext } from './context.ts';

export const DEMO_ACCOUNT = { code: 'demo', name: 'Harbor Health Partners' } as const;

/** The keys the other seeding steps use to name an organization. */
export type OrgKey = 'agency' | 'nj' | 'njBurlington' | 'pa' | 'billing';
export type OrgIds = Record<OrgKey, number>;

/** Creates the account unless it exists (a concurrent seeder may have won): its id, or null. */
export async function createAccount(db: Database): Promise<number | null> {
  const [created] = await db
    .insert(accounts)
    .values(DEMO_ACCOUNT)
    .onConflictDoNothing({ target: accounts.code })
    .returning({ id: accounts.id });
  return created?.id ?? null;
}

export async function seedSecurityRule(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(securityRules).values({
    accountId: ctx.accountId,
    resumeInterval: 120,
    autoLogoffInterval: 30,
    maximunAttempts: 5,
    lockoutInterval: 3,
    warningDays: 15,
    expirationDays: 90,
    minLength: 8,
    minNumbers: 1,
    minSymbols: 1,
  });
}

interface OrgSpec {
  name: string;
  parent: OrgKey | null;
  evv: boolean;
  evvState: string | null;
  useCheckedIn: boolean;
  useCoStaff: boolean;
  evvAddresses: boolean;
}

// Parents come before their children, so each parent's id is known when the child is inserted.
const ORGANIZATIONS: Record<OrgKey, OrgSpec> = {
  agency: {
    name: 'Harbor Health Partners',
    parent: null,
    evv: false,
    evvState: null,
    useCheckedIn: false,
    useCoStaff: false,
    evvAddresses: false,
  },
  nj: {
    name: 'Harbor Home Care - New Jersey',
    parent: 'agency',
    evv: true,
    evvState: 'NJ',
    useCheckedIn: true,
    useCoStaff: false,
    evvAddresses: true,
  },
  njBurlington: {
    name: 'Harbor Home Care - Burlington County',
    parent: 'nj',
    evv: true,
    evvState: 'NJ',
    useCheckedIn: false,
    useCoStaff: false,
    evvAddresses: true,
  },
  pa: {
    name: 'Harbor Behavioral Health - Pennsylvania',
    parent: 'agency',
    evv: true,
    evvState: 'PA',
    useCheckedIn: false,
    useCoStaff: true,
    evvAddresses: false,
  },
  billing: {
    name: 'Harbor Central Billing Office',
    parent: 'agency',
    evv: false,
    evvState: null,
    useCheckedIn: false,
    useCoStaff: false,
    evvAddresses: false,
  },
};

/** The organization tree: a non-EVV agency root, EVV New Jersey (with a child) and Pennsylvania, billing. */
export async function seedOrganizations(ctx: SeedContext): Promise<OrgIds> {
  const ids: Partial<OrgIds> = {};
  for (const [key, spec] of Object.entries(ORGANIZATIONS) as [OrgKey, OrgSpec][]) {
    const [row] = await ctx.db
      .insert(organizations)
      .values({
        accountId: ctx.accountId,
        parentId: spec.parent ? ids[spec.parent]! : null,
        name: spec.name,
        evv: spec.evv,
        evvState: spec.evvState,
        useCheckedIn: spec.useCheckedIn,
        useCoStaff: spec.useCoStaff,
        evvAddresses: spec.evvAddresses,
        timeZone: DEMO_TIME_ZONE,
      })
      .returning({ id: organizations.id });
    ids[key] = row!.id;
  }
  return ids as OrgIds;
}

/** The EVV state of each EVV organization, for the reason codes and address checks. */
export const orgEvvState = (key: OrgKey): string | null => ORGANIZATIONS[key].evvState;
export const orgUsesCheckedIn = (key: OrgKey): boolean => ORGANIZATIONS[key].useCheckedIn;
export const orgUsesCoStaff = (key: OrgKey): boolean => ORGANIZATIONS[key].useCoStaff;
