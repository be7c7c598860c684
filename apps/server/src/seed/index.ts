import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { IdentifierCipher } from '../billing/identifier-cipher.ts';
import { accounts } from '../db/schema/index.ts';
import { seedBillingData } from './billing.ts';
import { seedCaseloads } from './caseloads.ts';
import { demoCalendar } from './clock.ts';
import { seedClients } from './clients.ts';
import { seedClinical } from './clinical.ts';
import type { SeedContext } from './context.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedDocumentTemplates } from './documents.ts';
import { seedImportedQuestionnaires } from './imported-questionnaires.ts';
import { createAccount, DEMO_ACCOUNT, seedOrganizations, seedSecurityRule } from './organizations.ts';
import { createRandom } from './random.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedSchedule } from './schedule.ts';
import { seedEvvOutbox } from './evv-outbox.ts';
import { prepareSecrets, seedStaff, seedUsers } from './staff-and-users.ts';
import { seedTreatmentPlans } from './treatment-plans.ts';

/**
 * The demo agency (account `demo`), with dates relative to `now`: the same `now` always gives the same
 * data. Does nothing when the account exists; otherwise everything is inserted in one transaction. Employee
 * identifiers are sealed with `identifiers` (billing/identifier-key.ts).
 */
export async function seedDemoAgency(
  db: Database,
  now: Date,
  identifiers: IdentifierCipher,
): Promise<{ seeded: boolean }> {
  if (await demoAccountExists(db)) return { seeded: false };
  const secrets = await prepareSecrets();
  return db.transaction(async (tx) => {
    // A concurrent seeder (another replica starting) may have created the account meanwhile.
    const accountId = await createAccount(tx);
    if (accountId === null) return { seeded: false };
    const ctx: SeedContext = { db: tx, accountId, cal: demoCalendar(now), rng: createRandom() };
    await seedSecurityRule(ctx);
    const orgs = await seedOrganizations(ctx);
    const staffIds = await seedStaff(ctx, orgs);
    await seedUsers(ctx, staffIds, secrets);
    const ref = await seedReferenceData(ctx, orgs);
    const clients = await seedClients(ctx, orgs, ref);
    await seedBillingData(ctx, { orgs, staff: staffIds, ref, clients }, identifiers);
    const schedule = await seedSchedule(ctx, orgs, staffIds, ref, clients);
    await seedCaseloads(ctx, staffIds, clients, schedule);
    await seedEvvOutbox(ctx);
    await seedClinical(ctx, clients);
    const templateIds = await seedDocumentTemplates(ctx, orgs, ref);
    await seedImportedQuestionnaires(ctx, ref);
    await seedTreatmentPlans(ctx, clients);
    await seedDemoDocuments(ctx, staffIds, ref, templateIds);
    return { seeded: true };
  });
}

async function demoAccountExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.code, DEMO_ACCOUNT.code));
  return row !== undefined;
}
