import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  descriptor,
  GOAL_STATUS_TYPE,
  planItem,
  planMapping,
  treatmentPlan,
  writtenGoalsModule,
  type Descriptor,
  type DocumentWrite,
  type GoalsAddressedContext,
  type PlanItem,
  type PlanMapping,
  type TemplateModule,
  type TreatmentPlan,
} from '@carevisit/core';
import type { z } from 'zod';
import type { Database } from '../db/connection.ts';
import {
  clients,
  descriptors,
  planGoalMaps,
  planInterventionMaps,
  planItems,
  treatmentPlans,
} from '../db/schema/index.ts';
import { planItemResource, planMapResource, treatmentPlanResource } from '../read/tables/goals-resources.ts';
import { descriptorResource } from '../read/tables/reference.ts';
import type { SyncedTable } from '../read/table-reader.ts';
import { rewritePages, type CheckedFormPages } from './document-forms.ts';

/**
 * The live rows of a table that match, as its read serves them (sync stamps included) and checked as a device
 * checks them; a row core refuses is left out.
 */
async function liveRows<S extends SyncedTable, T>(
  db: Database,
  table: S,
  where: SQL | undefined,
  resource: (row: S['$inferSelect']) => object,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const from: PgTable = table;
  // Drizzle cannot name the row type of a table given as a type parameter; it is the table's own select model.
  const rows = (await db
    .select()
    .from(from)
    .where(and(where, isNull(table.deletedAt)))) as S['$inferSelect'][];
  return rows.flatMap((row) => {
    const served = { ...resource(row), changedDate: row.changedAt.toISOString(), deletedDate: null };
    const result = schema.safeParse(served);
    return result.success ? [result.data] : [];
  });
}

/** The client's plans, provided the client is the account's. */
const plansOf = (db: Database, accountId: number, clientId: number): Promise<TreatmentPlan[]> =>
  liveRows(
    db,
    treatmentPlans,
    and(
      eq(treatmentPlans.clientId, clientId),
      inArray(
        treatmentPlans.clientId,
        db.select({ id: clients.id }).from(clients).where(eq(clients.accountId, accountId)),
      ),
    ),
    treatmentPlanResource,
    treatmentPlan,
  );

async function planRowsOf(db: Database, planIds: number[]) {
  if (planIds.length === 0) return { items: [], goalMaps: [], interventionMaps: [] };
  const mapsOf = (table: typeof planGoalMaps | typeof planInterventionMaps): Promise<PlanMapping[]> =>
    liveRows(db, table, inArray(table.treatmentPlanId, planIds), planMapResource, planMapping);
  const items: PlanItem[] = await liveRows(
    db,
    planItems,
    inArray(planItems.treatmentPlanId, planIds),
    planItemResource,
    planItem,
  );
  const goalMaps = await mapsOf(planGoalMaps);
  const interventionMaps = await mapsOf(planInterventionMaps);
  return { items, goalMaps, interventionMaps };
}

const statusesOf = (db: Database, accountId: number): Promise<Descriptor[]> =>
  liveRows(
    db,
    descriptors,
    and(eq(descriptors.accountId, accountId), eq(descriptors.type, GOAL_STATUS_TYPE)),
    descriptorResource,
    descriptor,
  );

/**
 * What the goals addressed page of a document (a write, or a stored one for its PDF) is judged against: the
 * client's plans the account holds.
 */
export async function goalsContext(
  db: Database,
  accountId: number,
  input: Pick<DocumentWrite, 'clientId' | 'serviceDate' | 'organizationId'>,
): Promise<GoalsAddressedContext> {
  const plans = await plansOf(db, accountId, input.clientId);
  const rows = await planRowsOf(
    db,
    plans.map((plan) => plan.treatmentPlanId),
  );
  return {
    serviceDate: input.serviceDate,
    clientId: input.clientId,
    organizationId: input.organizationId,
    plans,
    ...rows,
    descriptors: await statusesOf(db, accountId),
  };
}

/**
 * Re-checks each goals addressed page of a write against the treatment plans the server holds for the client on
 * the date of service, as core's writtenGoalsModule says: a confirmed page, or any page of a document being
 * signed, is refused for what Next would show (spec 2 §5); whatever is stored holds only the items the plan in
 * effect shows on that date.
 */
export async function checkGoalsPages(
  db: Database,
  accountId: number,
  checked: CheckedFormPages,
  modules: readonly TemplateModule[],
  signing: boolean,
): Promise<CheckedFormPages> {
  const input = checked.written;
  const goalsPages = new Set(
    modules.flatMap((m) => (m.moduleType === 'goals-addressed' ? [m.moduleId] : [])),
  );
  const isGoalsPage = (data: DocumentWrite['moduleData'][number]) =>
    data.moduleType === 'goals-addressed' && goalsPages.has(data.moduleId);
  if (!input.moduleData.some(isGoalsPage)) return checked;
  const context = await goalsContext(db, accountId, input);
  return rewritePages(checked, (data) => {
    if (!isGoalsPage(data)) return null;
    const page = writtenGoalsModule(data, context, signing);
    return { data: page.data, issues: page.issues };
  });
}
