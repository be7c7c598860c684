import type { Descriptor } from '../entities/organization.ts';
import type { PlanItem, PlanMapping, TreatmentPlan } from '../entities/treatment-plan.ts';
import type { GoalsAddressedContext } from './goals-addressed.ts';

// A treatment plan shaped like the server's reads, for the goals addressed tests:
// problem 101 → goal 102 → objectives 103 (→ intervention 105) and 104 (→ intervention 106);
// problem 107 → goal 108 → objective 109.

export const SERVICE_DATE = '2026-06-15';
const CHANGED = '2026-01-01T00:00:00Z';
const synced = { changedDate: CHANGED, deletedDate: null };

const layer = (layerLabel: string) => ({
  show: true,
  allowSelection: true,
  priorityLabel: 'Priority',
  layerLabel,
});

export function testPlan(overrides: Partial<TreatmentPlan> = {}): TreatmentPlan {
  return {
    treatmentPlanId: 10,
    clientId: 1,
    name: 'Individualized Treatment Plan 2026',
    beginDate: '2026-01-01',
    endDate: '2026-12-31',
    linkIntervention: 'Y',
    includeCompleted: false,
    showHideStatus: 'R',
    showHideComment: 'S',
    statusLabel: 'Progress',
    commentLabel: 'Comments',
    layers: { P: layer('Problem'), G: layer('Goal'), O: layer('Objective'), I: layer('Intervention') },
    ...synced,
    ...overrides,
  };
}

export const item = (
  pgoiId: number,
  type: PlanItem['type'],
  priorityDsc: string,
  completedDate: string | null = null,
): PlanItem => ({
  pgoiId,
  treatmentPlanId: 10,
  type,
  description: `${type} ${pgoiId}`,
  priorityDsc,
  completedDate,
  endDate: null,
  ...synced,
});

export const testItems = (): PlanItem[] => [
  item(101, 'P', '1'),
  item(102, 'G', '1'),
  item(104, 'O', '2'),
  item(103, 'O', '1'),
  item(105, 'I', '1'),
  item(106, 'I', '2'),
  item(107, 'P', '2'),
  item(108, 'G', '1'),
  item(109, 'O', '1'),
];

let nextMapId = 1;
const map = (
  problemId: number,
  goalId: number,
  objectiveId: number,
  interventionId: number | null = null,
) => ({
  pgoMapId: nextMapId++,
  treatmentPlanId: 10,
  problemId,
  goalId,
  objectiveId,
  interventionId,
  ...synced,
});

const testGoalMaps = (): PlanMapping[] => [map(101, 102, 103), map(101, 102, 104), map(107, 108, 109)];
const testInterventionMaps = (): PlanMapping[] => [map(101, 102, 103, 105), map(101, 102, 104, 106)];

export const status = (
  descriptorId: number,
  name: string,
  endDate: string | null = null,
  organizationId: number | null = null,
): Descriptor => ({
  descriptorId,
  name,
  type: 'Tx Plan Goals Addressed Status',
  subType: null,
  state: null,
  endDate,
  organizationId,
  ...synced,
});

export function testContext(overrides: Partial<GoalsAddressedContext> = {}): GoalsAddressedContext {
  return {
    serviceDate: SERVICE_DATE,
    clientId: 1,
    organizationId: 5,
    plans: [testPlan()],
    items: testItems(),
    goalMaps: testGoalMaps(),
    interventionMaps: testInterventionMaps(),
    descriptors: [status(1, 'Progressing'), status(2, 'Achieved')],
    ...overrides,
  };
}
