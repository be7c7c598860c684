import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  descriptor,
  formatMessage,
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
import type { CheckedFormPages } from './document-forms.ts';
import { DocumentRefused } from './document-refusal.ts';

/** Only live rows are loaded; core's shapes carry their sync stamps. */
const live = (row: { changedAt: Date }) => ({ changedDate: row.changedAt.toISOString(), deletedDate: null });

/** Rows as the goaladdressed-* and descriptor reads serve them, checked as a device checks them; a row core refuses is left out. */
function parsed<T>(schema: z.ZodType<T>, rows: readonly object[]): T[] {
  return rows.flatMap((row) => {
    const result = schema.safeParse(row);
    return result.success ? [result.data] : [];
  });
}

async function plansOf(db: Database, accountId: number, clientId: number): Promise<TreatmentPlan[]> {
  const rows = await db
    .select({ plan: treatmentPlans })
    .from(treatmentPlans)
    .innerJoin(clients, eq(clients.id, treatmentPlans.clientId))
    .where(
      and(
        eq(treatmentPlans.clientId, clientId),
        eq(clients.accountId, accountId),
        isNull(treatmentPlans.deletedAt),
      ),
    );
  return parsed(
    treatmentPlan,
    rows.map(({ plan }) => ({ ...treatmentPlanResource(plan), ...live(plan) })),
  );
}

async function mapsOf(
  db: Database,
  table: typeof planGoalMaps | typeof planInterventionMaps,
  planIds: number[],
): Promise<PlanMapping[]> {
  const rows = await db
    .select()
    .from(table)
    .where(and(inArray(table.treatmentPlanId, planIds), isNull(table.deletedAt)));
  return parsed(
    planMapping,
    rows.map((row) => ({ ...planMapResource(row), ...live(row) })),
  );
}

async function planRowsOf(db: Database, planIds: number[]) {
  if (planIds.length === 0) return { items: [], goalMaps: [], interventionMaps: [] };
  const itemRows = await db
    .select()
    .from(planItems)
    .where(and(inArray(planItems.treatmentPlanId, planIds), isNull(planItems.deletedAt)));
  const items: PlanItem[] = parsed(
    planItem,
    itemRows.map((row) => ({ ...planItemResource(row), ...live(row) })),
  );
  const goalMaps = await mapsOf(db, planGoalMaps, planIds);
  const interventionMaps = await mapsOf(db, planInterventionMaps, planIds);
  return { items, goalMaps, interventionMaps };
}

async function statusesOf(db: Database, accountId: number): Promise<Descriptor[]> {
  const rows = await db
    .select()
    .from(descriptors)
    .where(
      and(
        eq(descriptors.accountId, accountId),
        eq(descriptors.type, GOAL_STATUS_TYPE),
        isNull(descriptors.deletedAt),
      ),
    );
  return parsed(
    descriptor,
    rows.map((row) => ({ ...descriptorResource(row), ...live(row) })),
  );
}

/** What the goals addressed page of this write is judged against: the client's plans the account holds. */
async function goalsContext(
  db: Database,
  accountId: number,
  input: DocumentWrite,
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
  const texts: string[] = [];
  const moduleData = input.moduleData.map((data) => {
    if (!isGoalsPage(data)) return data;
    const page = writtenGoalsModule(data, context, signing);
    texts.push(...page.issues.map((issue) => formatMessage(issue.key, issue.params)));
    return page.data;
  });
  const refusal = checked.refusal ?? (texts.length > 0 ? DocumentRefused.rejectedWith(texts) : null);
  return { written: { ...input, moduleData }, refusal };
}
