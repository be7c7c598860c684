import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_STATUS_TYPE, goalsFieldData, readGoalsAnswers, type GoalDetail } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import type { TestServer } from './harness.ts';
import { startOneTemplateServer } from './one-template-fixture.ts';
import { newNote, staffSignature, storedDocument } from './documents-fixture.ts';

// Issue 15: the server re-checks a goals addressed page on write against the treatment plans it holds for the
// client on the date of service (spec 2 §4, §5), on PGlite and on PostgreSQL.

let server: TestServer;
let alice: string;
let templateId: number;
let statusId: number;
const GOALS_PAGE = 601;
/** Client A's plan in effect on the service date (TODAY, 2026-03-10), and items outside it. */
const ids = {} as Record<'plan' | 'objective' | 'completedObjective' | 'otherClientObjective', number>;

const layer = (layerLabel: string) => ({ show: true, allowSelection: true, priorityLabel: '', layerLabel });

async function addPlan(clientId: number) {
  const { db } = server.database;
  const [plan] = await db
    .insert(t.treatmentPlans)
    .values({
      clientId,
      name: 'Treatment Plan',
      beginDate: '2026-01-01',
      endDate: null,
      linkIntervention: 'Y',
      showHideStatus: 'R',
      showHideComment: 'S',
      statusLabel: 'Progress',
      layers: { P: layer('Problem'), G: layer('Goal'), O: layer('Objective'), I: layer('Intervention') },
    })
    .returning();
  const treatmentPlanId = plan!.id;
  const item = async (type: 'P' | 'G' | 'O', completedDate: string | null = null) =>
    (
      await db
        .insert(t.planItems)
        .values({ treatmentPlanId, type, description: `${type} item`, priorityDsc: '1', completedDate })
        .returning()
    )[0]!.id;
  const problemId = await item('P');
  const goalId = await item('G');
  const objective = await item('O');
  // Completed the day before the service date: hidden, as the plan does not include completed items.
  const completedObjective = await item('O', '2026-03-09');
  await db.insert(t.planGoalMaps).values([
    { treatmentPlanId, problemId, goalId, objectiveId: objective },
    { treatmentPlanId, problemId, goalId, objectiveId: completedObjective },
  ]);
  return { plan: treatmentPlanId, objective, completedObjective };
}

beforeAll(async () => {
  ({ server, alice, templateId } = await startOneTemplateServer({
    setupId: 61,
    description: 'Treatment Plan Note',
    code: 'TPN',
    modules: () => [
      { moduleId: GOALS_PAGE, name: 'Goals', order: 1, moduleType: 'goals-addressed', referenceId: null },
    ],
  }));
  const f = server.fixture;
  const ann = await addPlan(f.clients.clientA.clientId);
  const bea = await addPlan(f.clients.clientB.clientId);
  Object.assign(ids, { ...ann, otherClientObjective: bea.objective });
  const [status] = await server.database.db
    .insert(t.descriptors)
    .values({ accountId: f.accountId, name: 'Progressing', type: GOAL_STATUS_TYPE, organizationId: null })
    .returning();
  statusId = status!.id;
});
afterAll(() => server.close());

const addressed = (pgoId: number, status: number | null = statusId): GoalDetail => ({
  pgoId,
  isAddressed: true,
  status,
  comment: '',
});
const goalsPage = (details: GoalDetail[], formValidated: boolean) => ({
  moduleId: GOALS_PAGE,
  moduleType: 'goals-addressed',
  formValidated,
  fieldData: goalsFieldData({ treatmentPlanId: ids.plan, details, goalComment: '' }),
});
const write = async (page: ReturnType<typeof goalsPage>, overrides: Record<string, unknown> = {}) => {
  const resource = newNote(server, templateId, { moduleData: [page], ...overrides });
  const { status, body } = await server.post(
    '/evv/write/document',
    { deviceId: 'tablet-0061', resources: [resource] },
    alice,
  );
  expect(status).toBe(200);
  return body.resources[0];
};
const storedAnswers = async (id: number) => {
  const stored = (await storedDocument(server, id))!.moduleData;
  return readGoalsAnswers(stored.find((m) => m.moduleId === GOALS_PAGE)!.fieldData);
};
const rejected = (message: string) => [{ code: 'document_rejected', message }];

describe('/evv/write/document re-checks goals addressed pages (spec 2 §4, §5)', () => {
  it('refuses a page confirmed with Next that addresses nothing, with the spec’s message', async () => {
    const result = await write(goalsPage([{ ...addressed(ids.objective), isAddressed: false }], true));
    expect(result.errors).toMatchObject(
      rejected('Please select an item as Addressed before selecting Next.'),
    );
  });

  it('refuses a confirmed page whose only addressed items are outside the plan on the service date', async () => {
    const outside = [addressed(ids.completedObjective), addressed(ids.otherClientObjective)];
    const result = await write(goalsPage(outside, true));
    expect(result.errors).toMatchObject(
      rejected('Please select an item as Addressed before selecting Next.'),
    );
  });

  it('refuses to sign a confirmed page whose required status is missing', async () => {
    const page = goalsPage([addressed(ids.objective, null)], true);
    const result = await write(page, { signature: staffSignature(server.fixture.staff.alice.staffId) });
    expect(result.errors).toMatchObject(rejected('Progress is a required field. Please enter a value.'));
  });

  it('stores a draft, never refused, without the addressed items outside the plan', async () => {
    const sent = [
      addressed(ids.objective),
      addressed(ids.completedObjective),
      addressed(ids.otherClientObjective),
    ];
    const result = await write(goalsPage(sent, false));
    expect(result).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
    expect(await storedAnswers(result.id)).toEqual({
      treatmentPlanId: ids.plan,
      details: [addressed(ids.objective)],
      goalComment: '',
    });
  });

  it('stores a draft that addresses nothing yet', async () => {
    const result = await write(goalsPage([], false));
    expect(result).toMatchObject({ errors: [] });
    expect(await storedAnswers(result.id)).toEqual({
      treatmentPlanId: ids.plan,
      details: [],
      goalComment: '',
    });
  });

  it('stores a confirmed page addressing an item of the plan, with its status', async () => {
    const result = await write(goalsPage([addressed(ids.objective)], true));
    expect(result).toMatchObject({ errors: [] });
    expect((await storedAnswers(result.id)).details).toEqual([addressed(ids.objective)]);
  });
});
