import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { goalStatusChoices, noActivePlansMessage, plansOnServiceDate } from './goals-plans.ts';
import {
  isPlanItemShown,
  planTree,
  priorityLabelOf,
  selectablePlanItems,
  type PlanNode,
} from './goals-tree.ts';
import { item, SERVICE_DATE, status, testContext, testItems, testPlan } from './goals-test-plan.ts';

/** A tree as nested ids, to compare shapes at a glance. */
const shape = (nodes: PlanNode[]): unknown[] =>
  nodes.map((node) =>
    node.children.length ? { [node.item.pgoiId]: shape(node.children) } : node.item.pgoiId,
  );

describe('plansOnServiceDate (spec 2 §4 treatment plan for the date of service)', () => {
  it('keeps the client’s plans that have begun and not ended on the date, begin and end dates included', () => {
    const plans = [
      testPlan({ treatmentPlanId: 1, beginDate: '2026-06-15', endDate: null }),
      testPlan({ treatmentPlanId: 2, beginDate: '2026-06-16' }),
      testPlan({ treatmentPlanId: 3, beginDate: '2026-01-01', endDate: '2026-06-15' }),
      testPlan({ treatmentPlanId: 4, beginDate: '2026-01-01', endDate: '2026-06-14' }),
      testPlan({ treatmentPlanId: 5, clientId: 2 }),
      testPlan({ treatmentPlanId: 6, deletedDate: '2026-02-01T00:00:00Z' }),
    ];
    expect(plansOnServiceDate(plans, 1, SERVICE_DATE).map((p) => p.treatmentPlanId)).toEqual([1, 3]);
  });

  it('says no plan was found, with the date as LL/dd/yyyy (spec 2 §8)', () => {
    const { key, params } = noActivePlansMessage('2026-06-05');
    expect(formatMessage(key, params)).toBe(
      'No active treatment plans were found on the date of service 06/05/2026',
    );
  });
});

describe('isPlanItemShown (spec 2 §4 completed items)', () => {
  const plan = testPlan();
  it('hides an item completed the day before the service date', () => {
    expect(isPlanItemShown(item(1, 'O', '1', '2026-06-14'), plan, SERVICE_DATE)).toBe(false);
  });
  it('shows an item completed on or after the service date, or not completed', () => {
    expect(isPlanItemShown(item(1, 'O', '1', '2026-06-15'), plan, SERVICE_DATE)).toBe(true);
    expect(isPlanItemShown(item(1, 'O', '1', '2026-06-16'), plan, SERVICE_DATE)).toBe(true);
    expect(isPlanItemShown(item(1, 'O', '1'), plan, SERVICE_DATE)).toBe(true);
  });
  it('shows an item completed before the service date when the plan includes completed items', () => {
    const including = testPlan({ includeCompleted: true });
    expect(isPlanItemShown(item(1, 'O', '1', '2026-06-14'), including, SERVICE_DATE)).toBe(true);
  });
});

describe('planTree (spec 2 §2, §3 nested accordions from the mapping rows)', () => {
  const rows = testContext();

  it('nests interventions under their objective when linkIntervention is Y, in priority order', () => {
    expect(shape(planTree(testPlan(), rows, SERVICE_DATE))).toEqual([
      { 101: [{ 102: [{ 103: [105] }, { 104: [106] }] }] },
      { 107: [{ 108: [109] }] },
    ]);
  });

  it('puts interventions under their goal, beside the objectives, when linkIntervention is N', () => {
    expect(shape(planTree(testPlan({ linkIntervention: 'N' }), rows, SERVICE_DATE))).toEqual([
      { 101: [{ 102: [103, 104, 105, 106] }] },
      { 107: [{ 108: [109] }] },
    ]);
  });

  it('hides what nests under an item completed before the service date', () => {
    const items = testItems().map((i) => (i.pgoiId === 103 ? { ...i, completedDate: '2026-06-14' } : i));
    expect(shape(planTree(testPlan(), { ...rows, items }, SERVICE_DATE))).toEqual([
      { 101: [{ 102: [{ 104: [106] }] }] },
      { 107: [{ 108: [109] }] },
    ]);
  });

  it('hands the children of a layer that is not shown to the layer above', () => {
    const plan = testPlan();
    const hidden = testPlan({ layers: { ...plan.layers, G: { ...plan.layers.G, show: false } } });
    expect(shape(planTree(hidden, rows, SERVICE_DATE))).toEqual([
      { 101: [{ 103: [105] }, { 104: [106] }] },
      { 107: [109] },
    ]);
  });

  it('leaves out rows of other plans and deleted rows', () => {
    const goalMaps = rows.goalMaps.map((m) =>
      m.objectiveId === 109 ? { ...m, deletedDate: '2026-02-01T00:00:00Z' } : m,
    );
    const other = { ...rows.goalMaps[0]!, treatmentPlanId: 11, problemId: 107 };
    const tree = planTree(testPlan(), { ...rows, goalMaps: [...goalMaps, other] }, SERVICE_DATE);
    expect(shape(tree)).toEqual([{ 101: [{ 102: [{ 103: [105] }, { 104: [106] }] }] }]);
  });

  it('offers for marking only the items of layers that allow selection', () => {
    const plan = testPlan();
    const problemsFixed = testPlan({
      layers: { ...plan.layers, P: { ...plan.layers.P, allowSelection: false } },
    });
    const ids = selectablePlanItems(planTree(problemsFixed, rows, SERVICE_DATE)).map((i) => i.pgoiId);
    expect(ids.sort()).toEqual([102, 103, 104, 105, 106, 108, 109]);
  });

  it('labels priority "Priority" when the layer gives no label', () => {
    expect(priorityLabelOf({ ...testPlan().layers.G, priorityLabel: '' }, 'Priority')).toBe('Priority');
    expect(priorityLabelOf({ ...testPlan().layers.G, priorityLabel: 'Rank' }, 'Priority')).toBe('Rank');
  });
});

describe('goalStatusChoices (spec 2 §4 status end dates)', () => {
  it('offers a status whose end date is empty or after the service date, not on or before it', () => {
    const descriptors = [
      status(1, 'Open'),
      status(2, 'Ends after', '2026-06-16'),
      status(3, 'Ends on', '2026-06-15'),
      status(4, 'Ended before', '2026-06-14'),
      status(5, 'Ends later (date-time)', '2026-06-16T00:00:00Z'),
    ];
    expect(goalStatusChoices(descriptors, SERVICE_DATE, 5).map((d) => d.descriptorId)).toEqual([2, 5, 1]);
  });

  it('offers only statuses of the current organization or of none, and of the goals addressed type', () => {
    const descriptors = [
      status(1, 'Mine', null, 5),
      status(2, 'Theirs', null, 6),
      status(3, 'Shared'),
      { ...status(4, 'Reason'), type: 'EVV Reason Codes' as const },
    ];
    expect(goalStatusChoices(descriptors, SERVICE_DATE, 5).map((d) => d.name)).toEqual(['Mine', 'Shared']);
  });
});
