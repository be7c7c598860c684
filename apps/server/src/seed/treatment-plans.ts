import { planGoalMaps, planInterventionMaps, planItems, treatmentPlans } from '../db/schema/index.ts';
import type { SeededClient } from './clients.ts';
import { careKind } from './clinical.ts';
import { idsInOrder, type SeedContext } from './context.ts';

type ItemType = 'P' | 'G' | 'O' | 'I';
/** [type, description, index of the parent item, completed this many days ago] */
type PlanItem = [ItemType, string, number | null, number?];

const ADULT_PLAN: PlanItem[] = [
  ['P', 'Depressed mood interferes with work and relationships', null],
  ['G', 'Client will report improved mood and daily functioning', 0],
  ['O', 'Client will identify three coping strategies and use one daily', 1, 20],
  ['O', 'Client will attend at least 90% of scheduled sessions', 1],
  ['I', 'Therapist will provide weekly cognitive behavioral therapy', 3],
  ['I', 'Therapist will teach and rehearse behavioral activation', 3],
  ['P', 'Anxiety limits leaving the home', null],
  ['G', 'Client will manage anxiety well enough to attend community activities', 6],
  ['O', 'Client will practice a breathing exercise when anxious, 5 days a week', 7],
  ['I', 'Therapist will teach diaphragmatic breathing and grounding skills', 8],
];

const YOUTH_PLAN: PlanItem[] = [
  ['P', 'Difficulty following instructions at school and at home', null],
  ['G', 'Child will improve self-regulation at home and at school', 0],
  ['O', 'Child will finish homework with no more than two reminders, 4 of 5 school days', 1],
  ['I', 'Therapist will coach parents in a consistent behavior plan', 2],
  ['I', 'Therapist will practice naming feelings with the child', 2],
  ['O', 'Child will use a calm-down strategy instead of yelling, 3 times a week', 1, 35],
  ['I', 'Therapist will role-play calm-down strategies with the child', 5],
];

const layer = (layerLabel: string, allowSelection = true) => ({
  show: true,
  allowSelection,
  priorityLabel: 'Priority',
  layerLabel,
});

/** A demo client's treatment plan, for documents and templates seeded elsewhere to refer to. */
export interface SeededTreatmentPlan {
  clientId: number;
  treatmentPlanId: number;
}

/** Treatment plans with problems, goals, objectives and interventions for the clinician's therapy clients. */
export async function seedTreatmentPlans(
  ctx: SeedContext,
  clients: SeededClient[],
): Promise<SeededTreatmentPlan[]> {
  const { db, cal } = ctx;
  const planned = clients
    .filter((client) => client.caseload.includes('clinician') && careKind(client) !== 'homeCare')
    .slice(0, 5);
  const seeded: SeededTreatmentPlan[] = [];
  for (const [n, client] of planned.entries()) {
    const [plan] = await db
      .insert(treatmentPlans)
      .values({
        clientId: client.id,
        name: `Individualized Treatment Plan ${cal.today.slice(0, 4)}`,
        beginDate: cal.day(-90 - n * 7),
        endDate: cal.day(275 - n * 7),
        linkIntervention: n % 2 === 0 ? 'Y' : 'N',
        includeCompleted: n === 1,
        showHideStatus: 'R',
        showHideComment: n % 2 === 0 ? 'S' : 'R',
        statusLabel: 'Progress',
        commentLabel: 'Comments',
        layers: {
          P: layer('Problem', false),
          G: layer('Goal'),
          O: layer('Objective'),
          I: layer('Intervention'),
        },
      })
      .returning({ id: treatmentPlans.id });
    const treatmentPlanId = plan!.id;
    const items = careKind(client) === 'youth' ? YOUTH_PLAN : ADULT_PLAN;
    const priority = new Map<ItemType, number>();
    const itemIds = idsInOrder(
      await db
        .insert(planItems)
        .values(
          items.map(([type, description, , completedAgo]) => {
            priority.set(type, (priority.get(type) ?? 0) + 1);
            return {
              treatmentPlanId,
              type,
              description,
              priorityDsc: String(priority.get(type)),
              completedDate: completedAgo ? cal.day(-completedAgo) : null,
              endDate: null,
            };
          }),
        )
        .returning({ id: planItems.id }),
    );
    // Walk each objective and intervention up to its problem to build the map rows.
    const chain = (index: number): Partial<Record<ItemType, number>> => {
      const [type, , parent] = items[index]!;
      return { ...(parent === null ? {} : chain(parent)), [type]: itemIds[index]! };
    };
    const rowOf = (index: number) => {
      const c = chain(index);
      return {
        treatmentPlanId,
        problemId: c.P!,
        goalId: c.G ?? null,
        objectiveId: c.O ?? null,
        interventionId: c.I ?? null,
      };
    };
    const indexes = items.map((_, i) => i);
    await db.insert(planGoalMaps).values(indexes.filter((i) => items[i]![0] === 'O').map(rowOf));
    await db.insert(planInterventionMaps).values(indexes.filter((i) => items[i]![0] === 'I').map(rowOf));
    seeded.push({ clientId: client.id, treatmentPlanId });
  }
  return seeded;
}
