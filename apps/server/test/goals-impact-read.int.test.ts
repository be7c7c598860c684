import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { impactMeasure, planItem, planMapping, treatmentPlan } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { GAD7, PHQ9 } from '../src/seed/published-measures.ts';
import type { TestServer } from './harness.ts';
import { addMeasure } from './one-template-fixture.ts';
import { startReadServer } from './read-fixture.ts';

// spec 2 §7: the goals addressed and impact reads, paged, incremental and scoped, and their rows valid against
// core's entity schemas, on PGlite and on PostgreSQL.

let server: TestServer;
let alice: string;
let bob: string;
const plans = {} as Record<'ann' | 'abe' | 'bea', { planId: number; itemIds: number[] }>;
const measures = {} as Record<'phq9' | 'gad7' | 'otherAccount', number>;

const layer = (layerLabel: string) => ({
  show: true,
  allowSelection: true,
  priorityLabel: 'Priority',
  layerLabel,
});

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
      layers: { P: layer('Problem'), G: layer('Goal'), O: layer('Objective'), I: layer('Intervention') },
    })
    .returning();
  const treatmentPlanId = plan!.id;
  const items = await db
    .insert(t.planItems)
    .values(
      (['P', 'G', 'O', 'I'] as const).map((type) => ({
        treatmentPlanId,
        type,
        description: `${type} of ${clientId}`,
        priorityDsc: '1',
      })),
    )
    .returning({ id: t.planItems.id });
  const [problemId, goalId, objectiveId, interventionId] = items.map((i) => i.id).sort((a, b) => a - b);
  const chain = { treatmentPlanId, problemId: problemId!, goalId, objectiveId };
  await db.insert(t.planGoalMaps).values(chain);
  await db.insert(t.planInterventionMaps).values({ ...chain, interventionId });
  return { planId: treatmentPlanId, itemIds: items.map((i) => i.id) };
}

beforeAll(async () => {
  ({ server, alice, bob } = await startReadServer());
  const f = server.fixture;
  const { db } = server.database;
  plans.ann = await addPlan(f.clients.clientA.clientId);
  plans.abe = await addPlan(f.clients.clientA1.clientId);
  plans.bea = await addPlan(f.clients.clientB.clientId);
  const [other] = await db.insert(t.accounts).values({ code: 'other', name: 'Other Agency' }).returning();
  measures.phq9 = await addMeasure(server, PHQ9);
  measures.gad7 = await addMeasure(server, GAD7);
  measures.otherAccount = await addMeasure(server, PHQ9, other!.id);
});
afterAll(() => server.close());

const read = async (table: string, body: Record<string, unknown> = {}, token = alice) => {
  const reply = await server.post(`/evv/read/${table}`, body, token);
  expect(reply.status).toBe(200);
  return reply.body as { resources: any[]; hasMoreRecords: boolean; syncTime: string; totalRecords?: number };
};

describe('goals addressed and impact reads (spec 2 §7)', () => {
  it('give rows that core’s entity schemas accept', async () => {
    for (const resource of (await read('goaladdressed-txplan')).resources) treatmentPlan.parse(resource);
    for (const resource of (await read('goaladdressed-pgoi')).resources) planItem.parse(resource);
    for (const table of ['goaladdressed-pgomap', 'goaladdressed-pgointmap'])
      for (const resource of (await read(table)).resources) planMapping.parse(resource);
    const config = (await read('impactconfig')).resources;
    expect(config.map((m) => impactMeasure.parse(m).shortName).sort()).toEqual(['GAD-7', 'PHQ-9']);
  });

  it('show a staff member only the plans of the clients of their organizations (spec 1 §6)', async () => {
    const planIds = async (table: string, token: string) =>
      new Set((await read(table, {}, token)).resources.map((r) => r.treatmentPlanId));
    for (const table of [
      'goaladdressed-txplan',
      'goaladdressed-pgoi',
      'goaladdressed-pgomap',
      'goaladdressed-pgointmap',
    ]) {
      expect(await planIds(table, alice), table).toEqual(new Set([plans.ann.planId, plans.abe.planId]));
      expect(await planIds(table, bob), table).toEqual(new Set([plans.bea.planId]));
    }
  });

  it('take a client id, and give nothing for a client out of scope', async () => {
    const f = server.fixture;
    const own = await read('goaladdressed-pgoi', { clientId: f.clients.clientA.clientId });
    expect(own.resources.map((r) => r.pgoiId).sort()).toEqual([...plans.ann.itemIds].sort());
    const abe = await read('goaladdressed-pgointmap', { clientId: f.clients.clientA1.clientId });
    expect(abe.resources.map((r) => r.treatmentPlanId)).toEqual([plans.abe.planId]);
    expect((await read('goaladdressed-pgomap', { clientId: f.clients.clientB.clientId })).resources).toEqual(
      [],
    );
    expect((await read('goaladdressed-txplan', { clientId: f.clients.clientB.clientId })).resources).toEqual(
      [],
    );
  });

  it('read one impact measure by the module’s reference id, never another agency’s', async () => {
    const one = await read('impactconfig', { referenceId: measures.gad7 });
    expect(one.resources.map((m) => m.id)).toEqual([measures.gad7]);
    expect((await read('impactconfig', { referenceId: measures.otherAccount })).resources).toEqual([]);
    const all = (await read('impactconfig')).resources.map((m) => m.id);
    expect(all).not.toContain(measures.otherAccount);
  });

  it('page with limit and offset, saying how many rows the read holds', async () => {
    const first = await read('goaladdressed-pgoi', { limit: 5 });
    expect(first).toMatchObject({ hasMoreRecords: true, totalRecords: 8 });
    const second = await read('goaladdressed-pgoi', { limit: 5, offset: 5 });
    expect(second.hasMoreRecords).toBe(false);
    expect([...first.resources, ...second.resources].map((r) => r.pgoiId)).toEqual(
      [...plans.ann.itemIds, ...plans.abe.itemIds].sort((a, b) => a - b),
    );
  });

  it('bring changes since lastSync, and deleted rows as tombstones', async () => {
    const { db } = server.database;
    const before = await read('goaladdressed-pgoi');
    const lastSync = before.syncTime;
    expect((await read('goaladdressed-pgoi', { lastSync })).resources).toEqual([]);
    const [completed] = plans.ann.itemIds;
    await db.update(t.planItems).set({ completedDate: '2026-03-01' }).where(eq(t.planItems.id, completed!));
    const [map] = await db
      .update(t.planInterventionMaps)
      .set({ deletedAt: new Date() })
      .where(eq(t.planInterventionMaps.treatmentPlanId, plans.ann.planId))
      .returning();
    const changed = await read('goaladdressed-pgoi', { lastSync });
    expect(changed.resources).toEqual([
      expect.objectContaining({ pgoiId: completed, completedDate: '2026-03-01' }),
    ]);
    const gone = await read('goaladdressed-pgointmap', { lastSync });
    expect(gone.resources).toEqual([
      { pgoMapId: map!.id, changedDate: expect.any(String), deletedDate: expect.any(String) },
    ]);
  });

  it('answer a bad reference id with 400 and errors[]', async () => {
    for (const referenceId of [-1, 'one', 1.5]) {
      const reply = await server.post('/evv/read/impactconfig', { referenceId }, alice);
      expect(reply.status).toBe(400);
      expect(reply.body.errors.length).toBeGreaterThan(0);
    }
  });
});
