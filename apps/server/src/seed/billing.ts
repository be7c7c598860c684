import { eq } from 'drizzle-orm';
import { activities, clientPrograms, organizations } from '../db/schema/index.ts';
import { recordEmployeeIdentifier } from '../billing/employee-identifier.ts';
import type { IdentifierCipher } from '../billing/identifier-cipher.ts';
import type { SeedContext } from './context.ts';
import type { SeededClient } from './clients.ts';
import type { OrgIds } from './organizations.ts';
import { createRandom } from './random.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { ProgramCode } from './reference-lists.ts';
import type { StaffIds } from './staff-and-users.ts';
import {
  ACTIVITY_BILLING,
  CLIENT_UNKNOWN_TO_STATE,
  CLIENT_WITHOUT_MEDICAID_ID,
  EMPLOYEE_IDENTIFIERS,
  MEDICAID_ID_UNKNOWN_TO_STATE,
  PAYERS,
  PROVIDER_IDS,
} from './billing-lists.ts';

/** Dice of their own: the billing data leaves every other seeded value as it was before it came. */
const BILLING_SEED = 0x2026_0032;

const entries = <K extends string, V>(record: Partial<Record<K, V>>) => Object.entries(record) as [K, V][];

/** The demo agency's billing data, onto the rows the other steps made (docs/evv.md, "Billing data"). */
export async function seedBillingData(
  ctx: SeedContext,
  ids: { orgs: OrgIds; staff: StaffIds; ref: ReferenceIds; clients: SeededClient[] },
  identifiers: IdentifierCipher,
): Promise<void> {
  const { db } = ctx;
  for (const [org, medicaidProviderId] of entries(PROVIDER_IDS))
    await db.update(organizations).set({ medicaidProviderId }).where(eq(organizations.id, ids.orgs[org]));
  for (const [key, billing] of entries(ACTIVITY_BILLING))
    await db.update(activities).set(billing).where(eq(activities.id, ids.ref.activities[key]));
  for (const [key, identifier] of entries(EMPLOYEE_IDENTIFIERS))
    await recordEmployeeIdentifier(db, identifiers, ids.staff[key], identifier);
  await seedEnrolmentBilling(ctx, ids.ref, ids.clients);
}

/** Every enrolment (ended ones too) gets its program's payer and the client's one Medicaid id. */
async function seedEnrolmentBilling(ctx: SeedContext, ref: ReferenceIds, clients: SeededClient[]) {
  const programOf = new Map(entries<ProgramCode, number>(ref.programs).map(([code, id]) => [id, code]));
  const medicaidIds = demoMedicaidIds(clients.length);
  const medicaidIdOf = (index: number) => {
    if (index === CLIENT_WITHOUT_MEDICAID_ID) return null;
    return index === CLIENT_UNKNOWN_TO_STATE ? MEDICAID_ID_UNKNOWN_TO_STATE : medicaidIds[index]!;
  };
  for (const client of clients) {
    const rows = await ctx.db
      .select({ id: clientPrograms.id, programId: clientPrograms.programId })
      .from(clientPrograms)
      .where(eq(clientPrograms.clientId, client.id));
    for (const row of rows) {
      const payer = PAYERS[programOf.get(row.programId)!];
      await ctx.db
        .update(clientPrograms)
        .set({
          payer: payer?.payer ?? null,
          payerProgram: payer?.payerProgram ?? null,
          medicaidId: medicaidIdOf(client.index),
        })
        .where(eq(clientPrograms.id, row.id));
    }
  }
}

/** Distinct nine-digit Medicaid ids, one per client index, the same on every seed. */
function demoMedicaidIds(count: number): string[] {
  const rng = createRandom(BILLING_SEED);
  const made = new Set<string>();
  while (made.size < count) made.add(String(rng.int(10_000_000, 999_999_999)).padStart(9, '0'));
  return [...made];
}
