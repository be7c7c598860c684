import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAD7, GAD7_ITEM_IDS, PHQ9, PHQ9_ITEM_IDS } from '../src/seed/published-measures.ts';
import type { TestServer } from './harness.ts';
import { newNote, staffSignature, storedDocument } from './documents-fixture.ts';
import {
  addMeasure,
  impactModule,
  impactPage as answeredPage,
  startOneTemplateServer,
} from './one-template-fixture.ts';

// Issue 15: the server recomputes an impact page's sub-totals and total from its answers and stores its own
// figures, whatever figures the device sent.

let server: TestServer;
let alice: string;
let templateId: number;

const PHQ9_PAGE = 501;
const PHQ9_SAFETY_FOLLOW_UP = PHQ9.sections[1]!.questions.find((q) => q.questionId === 'phq9.safety')!;
const GAD7_PAGE = 502;

beforeAll(async () => {
  ({ server, alice, templateId } = await startOneTemplateServer({
    setupId: 51,
    description: 'Assessment',
    code: 'AS',
    modules: async (server) => [
      impactModule(PHQ9_PAGE, 'PHQ-9', 1, await addMeasure(server, PHQ9)),
      impactModule(GAD7_PAGE, 'GAD-7', 2, await addMeasure(server, GAD7)),
    ],
  }));
});
afterAll(() => server.close());

/** An impact page answering each item with the given scores, claiming the device's (wrong) figures. */
const impactPage = (moduleId: number, itemIds: string[], scores: number[], formValidated: boolean) => ({
  ...answeredPage(moduleId, itemIds, scores, formValidated),
  totalScore: 2,
  subTotal: [{ text: 'Device', calculatedScore: 2 }],
});
const write = async (resource: Record<string, unknown>) => {
  const { status, body } = await server.post(
    '/evv/write/document',
    { deviceId: 'tablet-0051', resources: [resource] },
    alice,
  );
  expect(status).toBe(200);
  return body.resources[0];
};
const storedPage = async (id: number, moduleId: number) =>
  ((await storedDocument(server, id))!.moduleData as { moduleId: number }[]).find(
    (m) => m.moduleId === moduleId,
  );

describe('/evv/write/document re-scores impact pages (spec 2 §3)', () => {
  it('stores the published PHQ-9 and GAD-7 totals of confirmed pages, not the totals the device sent', async () => {
    const phq9 = [3, 2, 2, 1, 1, 1, 1, 1, 0]; // 12: Moderate
    const gad7 = [3, 3, 3, 3, 3, 0, 0]; // 15: Severe
    const result = await write(
      newNote(server, templateId, {
        moduleData: [
          impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, phq9, true),
          impactPage(GAD7_PAGE, GAD7_ITEM_IDS, gad7, true),
        ],
      }),
    );
    expect(result).toMatchObject({ errors: [], version: 1 });
    expect(await storedPage(result.id, PHQ9_PAGE)).toMatchObject({
      totalScore: 12,
      subTotal: [{ text: 'Depression Severity (items 1-9)', calculatedScore: 12 }],
    });
    expect(await storedPage(result.id, GAD7_PAGE)).toMatchObject({
      totalScore: 15,
      subTotal: [{ text: 'Anxiety Severity (items 1-7)', calculatedScore: 15 }],
    });
  });

  it('re-scores a draft page and an update, and answers a resend as stored', async () => {
    const draft = newNote(server, templateId, {
      moduleData: [impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, [1, 1, 1], false)],
    });
    const created = await write(draft);
    expect(created).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
    expect(await storedPage(created.id, PHQ9_PAGE)).toMatchObject({ totalScore: 3 });
    expect(await write(draft)).toMatchObject({ errors: [], id: created.id, version: 1 });

    const updated = await write({
      ...draft,
      id: created.id,
      baseVersion: 1,
      moduleData: [impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, [3, 3, 3, 3, 3, 3, 3, 3, 0], true)],
    });
    expect(updated).toMatchObject({ errors: [], version: 2 });
    expect(await storedPage(created.id, PHQ9_PAGE)).toMatchObject({ totalScore: 24 });
  });

  it('refuses to sign a page that leaves a PHQ-9 item unanswered, naming the item', async () => {
    const result = await write(
      newNote(server, templateId, {
        moduleData: [
          impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, [0, 0, 0, 0, 0, 0, 0, 0], true),
          impactPage(GAD7_PAGE, GAD7_ITEM_IDS, [0, 0, 0, 0, 0, 0, 0], true),
        ],
        signature: staffSignature(server.fixture.staff.alice.staffId),
      }),
    );
    expect(result.errors).toMatchObject([
      {
        code: 'document_rejected',
        message:
          'Thoughts that you would be better off dead, or of hurting yourself in some way: Please answer this question.',
      },
    ]);
  });

  it('refuses a confirmed PHQ-9 whose item 9 is above 0 until its safety follow-up is written (issue 30)', async () => {
    const positive = impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, [0, 0, 0, 0, 0, 0, 0, 0, 1], true);
    const refused = await write(newNote(server, templateId, { moduleData: [positive] }));
    expect(refused.errors).toMatchObject([
      {
        code: 'document_rejected',
        message: `${PHQ9_SAFETY_FOLLOW_UP.questionText}: Please answer this question.`,
      },
    ]);
    const followedUp = {
      ...positive,
      fieldData: [...positive.fieldData, { key: 'phq9.safety', value: 'Safety plan made; supervisor told.' }],
    };
    expect(await write(newNote(server, templateId, { moduleData: [followedUp] }))).toMatchObject({
      errors: [],
    });
  });

  it('stores a page not assessed with no answers and no figures', async () => {
    const page = { ...impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, [3, 3], true), notAssessed: 'Y' };
    const result = await write(newNote(server, templateId, { moduleData: [page] }));
    expect(result).toMatchObject({ errors: [] });
    const stored = await storedPage(result.id, PHQ9_PAGE);
    expect(stored).toMatchObject({ notAssessed: 'Y', fieldData: [] });
    expect(stored).not.toHaveProperty('totalScore');
  });
});
