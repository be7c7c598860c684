import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { importQuestionnaire, type ImpactMeasure } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { fhirFixturesFolder } from '../src/server-paths.ts';
import { acceptedDocument, fixClock, newNote, staffSignature, storedDocument } from './documents-fixture.ts';
import { fhirSchemaErrors } from './fhir-schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { YES_NO_DONT_KNOW } from '../../../packages/core/src/fhir/testing/fixtures.ts';

// Issue 34: FHIR Questionnaires imported as templates by an administrator, and exported again; a signed document
// exported as a QuestionnaireResponse with a Provenance per signature.

const LFORMS_PHQ9 = 'lforms-phq9-ordinalValue-variables.json';
const HL7_PHQ9 = 'hl7-sdc-phq9-calculatedExpression-ordinal.json';
const ENABLE_WHEN = 'hl7-sdc-test-enablewhen.json';
const fixture = (name: string) => {
  const text = fs.readFileSync(path.join(fhirFixturesFolder, name), 'utf8');
  // The enableWhen form names a ValueSet outside itself: it is sent in a Bundle with it, as FHIR sends resources.
  if (name !== ENABLE_WHEN) return text;
  const entry = [JSON.parse(text.replace(/^\uFEFF/, '')), YES_NO_DONT_KNOW].map((resource) => ({ resource }));
  return JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry });
};

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await startTestServer();
  fixClock(server);
  await server.database.db.update(t.users).set({ adminPrivilege: true }).where(eq(t.users.username, 'alice'));
  [alice, bob] = await Promise.all([server.login('alice'), server.login('bob')]);
});
afterAll(() => server.close());

async function call(method: 'GET' | 'POST', url: string, token: string, body?: string) {
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/fhir+json' }),
    },
    body: body ?? null,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as any,
  };
}
const importFile = (text: string, token = alice, query = '') =>
  call('POST', `/evv/fhir/Questionnaire${query}`, token, text);

/** How many rows an import writes to, to show that a refused one wrote none. */
async function storedCounts() {
  const db = server.database.db;
  const rows = async (
    table: typeof t.serviceDocuments | typeof t.configurableForms | typeof t.impactMeasures,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    templates: await rows(t.serviceDocuments),
    forms: await rows(t.configurableForms),
    measures: await rows(t.impactMeasures),
    crosswalks: (await db.select({ n: count() }).from(t.documentCrosswalks))[0]!.n,
  };
}

async function templateVersion(id: number) {
  const [row] = await server.database.db
    .select()
    .from(t.serviceDocuments)
    .where(eq(t.serviceDocuments.id, id));
  return row!;
}

describe('POST /evv/fhir/Questionnaire', () => {
  it('is for staff with the administrator privilege only, and stores nothing for anyone else', async () => {
    const before = await storedCounts();
    const reply = await importFile(fixture(LFORMS_PHQ9), bob);
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0].message).toBe(
      'Importing a Questionnaire requires the administrator privilege.',
    );
    expect(await storedCounts()).toEqual(before);
  });

  it('stores a form Questionnaire as a template of form pages, offered in the activity named', async () => {
    const [activity] = await server.database.db
      .select({ id: t.activities.id })
      .from(t.activities)
      .where(eq(t.activities.accountId, server.fixture.accountId));
    const before = await storedCounts();
    const reply = await importFile(fixture(ENABLE_WHEN), alice, `?activity=${activity!.id}`);
    expect(reply.status).toBe(201);
    const template = await templateVersion(reply.body.serviceDocumentId);
    expect(reply.body.version).toBe(1);
    expect(template.modules.every((m) => m.moduleType === 'cf')).toBe(true);
    const after = await storedCounts();
    expect(after.templates).toBe(before.templates + 1);
    expect(after.forms).toBe(before.forms + template.modules.length);
    expect(after.measures).toBe(before.measures);
    expect(after.crosswalks).toBe(before.crosswalks + 1);
  });

  it('stores a scored Questionnaire as one impact page whose measure keeps its FHIRPath total and codes', async () => {
    const reply = await importFile(fixture(LFORMS_PHQ9));
    expect(reply.status).toBe(201);
    const template = await templateVersion(reply.body.serviceDocumentId);
    expect(template.coding).toMatchObject({ code: '44249-1' });
    expect(template.modules).toHaveLength(1);
    const [measure] = await server.database.db
      .select()
      .from(t.impactMeasures)
      .where(eq(t.impactMeasures.id, template.modules[0]!.referenceId!));
    expect(measure!.fhirpathTotal).toMatchObject({ code: '44261-6' });
    expect(measure!.sections.flatMap((s) => s.questions).find((q) => q.code === '44260-8')?.safetyAlert).toBe(
      true,
    );
  });

  it('refuses a malformed Questionnaire whole, naming each problem, and stores nothing', async () => {
    const before = await storedCounts();
    const questionnaire = {
      resourceType: 'Questionnaire',
      status: 'active',
      item: [
        { linkId: 'a', text: 'A', type: 'attachment' },
        {
          linkId: 'b',
          text: 'B',
          type: 'string',
          enableWhen: [{ question: 'nowhere', operator: 'exists', answerBoolean: true }],
        },
        {
          linkId: 'c',
          text: 'C',
          type: 'decimal',
          extension: [
            {
              url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
              valueExpression: { language: 'text/fhirpath', expression: 'sum((' },
            },
          ],
        },
      ],
    };
    const reply = await importFile(JSON.stringify(questionnaire));
    expect(reply.status).toBe(422);
    expect(reply.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['a', 'b']),
    );
    for (const error of reply.body.errors) expect(error.message).toMatch(/^.+: .+/);
    expect(await storedCounts()).toEqual(before);
    const withoutValueSet = fs.readFileSync(path.join(fhirFixturesFolder, ENABLE_WHEN), 'utf8');
    expect(withoutValueSet.startsWith('\uFEFF')).toBe(true);
    const named = await importFile(withoutValueSet);
    expect(named.status).toBe(422);
    expect(named.body.errors[0].message).toMatch(/answerValueSet .* is neither contained nor given/);
    for (const text of ['{"resourceType":', '[]', '{"resourceType":"Patient"}']) {
      const refused = await importFile(text);
      expect(refused.status, text).toBe(422);
      expect(refused.body.errors.length, text).toBeGreaterThan(0);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('makes one template of two first imports of a Questionnaire at the same moment, and versions of later ones', async () => {
    const racing = JSON.stringify({
      ...JSON.parse(fixture(HL7_PHQ9)),
      url: 'http://example.org/Questionnaire/race',
    });
    const first = await Promise.all([importFile(racing), importFile(racing)]);
    expect(first.map((reply) => reply.status)).toEqual([201, 201]);
    const [one, other] = first;
    const id = one.body.serviceDocumentId;
    expect(other.body.serviceDocumentId).toBe(id);
    expect(first.map((reply) => reply.body.version).sort()).toEqual([1, 2]);
    const later = await importFile(racing);
    expect(later.body).toEqual({ serviceDocumentId: id, version: 3 });
    const versions = await server.database.db
      .select({ version: t.serviceDocumentVersions.version })
      .from(t.serviceDocumentVersions)
      .where(eq(t.serviceDocumentVersions.serviceDocumentId, id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3]);
    expect((await templateVersion(id)).version).toBe(3);
  });
});

describe('GET /evv/fhir/Questionnaire/:id', () => {
  it('gives an imported template back as a Questionnaire that imports to the same template', async () => {
    for (const name of [LFORMS_PHQ9, HL7_PHQ9, ENABLE_WHEN]) {
      const imported = await importFile(fixture(name));
      const reply = await call('GET', `/evv/fhir/Questionnaire/${imported.body.serviceDocumentId}`, bob);
      expect(reply.status, name).toBe(200);
      expect(reply.type).toMatch(/^application\/fhir\+json/);
      // Valid R4 but for what the published file holds: LHC-Forms' PHQ-9 names its variables q1_value…, which
      // R4's id type refuses (the oneOf at the root only says that some part is invalid).
      const ours = fhirSchemaErrors(reply.body).filter(
        (error) => error.dataPath !== '' && !/\.valueExpression\.name$/.test(error.dataPath),
      );
      expect(ours, name).toEqual([]);
      expect(reply.body).toMatchObject({
        resourceType: 'Questionnaire',
        id: String(imported.body.serviceDocumentId),
      });
      const again = importQuestionnaire(reply.body);
      const original = importQuestionnaire(fixture(name));
      expect(again.ok && original.ok, name).toBe(true);
      if (again.ok && original.ok) expect(again.template, name).toEqual(original.template);
    }
  });

  it('answers another organization’s template as not found, and a template of no Questionnaire with its problems', async () => {
    const orgA = server.fixture.orgs.orgA.id;
    const onlyA = await importFile(fixture(LFORMS_PHQ9), alice, `?organization=${orgA}`);
    expect(onlyA.status).toBe(201);
    expect((await call('GET', `/evv/fhir/Questionnaire/${onlyA.body.serviceDocumentId}`, bob)).status).toBe(
      404,
    );
    expect((await call('GET', `/evv/fhir/Questionnaire/${onlyA.body.serviceDocumentId}`, alice)).status).toBe(
      200,
    );
    expect((await call('GET', '/evv/fhir/Questionnaire/999999', alice)).status).toBe(404);
    expect((await call('GET', '/evv/fhir/Questionnaire/abc', alice)).status).toBe(400);
  });
});

describe('GET /evv/fhir/QuestionnaireResponse/:documentId', () => {
  /** A PHQ-9 document of the imported template, every item answered with the given scores. */
  async function phq9Document(scores: number[], signed: boolean) {
    const imported = await importFile(fixture(LFORMS_PHQ9));
    const template = await templateVersion(imported.body.serviceDocumentId);
    const page = template.modules[0]!;
    const [row] = await server.database.db
      .select()
      .from(t.impactMeasures)
      .where(eq(t.impactMeasures.id, page.referenceId!));
    const questions = (row!.sections as ImpactMeasure['sections']).flatMap((s) => s.questions);
    const scored = questions.filter((q) => q.values.length > 0 && q.nonScoring !== 'Y').slice(0, 9);
    const followUp = questions.find((q) => q.followUpOf !== undefined)!;
    const fieldData = [
      ...scored.map((question, i) => ({ key: question.questionId, value: String(scores[i]) })),
      { key: followUp.questionId, value: 'Safety plan reviewed with the client; supervisor informed.' },
    ];
    const resource = newNote(server, imported.body.serviceDocumentId, {
      moduleData: [
        { moduleId: page.moduleId, moduleType: 'impact', formValidated: true, notAssessed: 'N', fieldData },
      ],
      ...(signed ? { signature: staffSignature(server.fixture.staff.alice.staffId) } : {}),
    });
    const result = await acceptedDocument(server, resource, alice);
    return storedDocument(server, result.id);
  }

  it('gives a signed document’s answers with their codes, the server’s total, and a Provenance of the signature', async () => {
    const document = (await phq9Document([1, 1, 1, 1, 1, 1, 1, 1, 1], true))!;
    expect(document.documentStatus).toBe('Signed');
    const reply = await call('GET', `/evv/fhir/QuestionnaireResponse/${document.id}`, alice);
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^application\/fhir\+json/);
    expect(fhirSchemaErrors(reply.body)).toEqual([]);
    const [response, provenance] = reply.body.entry.map((e: { resource: unknown }) => e.resource);
    expect(fhirSchemaErrors(response)).toEqual([]);
    expect(fhirSchemaErrors(provenance)).toEqual([]);
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      subject: { reference: `Patient/${document.clientId}` },
      author: { reference: `Practitioner/${document.staffId}` },
    });
    const answers = JSON.stringify(response.item);
    expect(answers).toContain('"code":"44260-8"');
    expect(answers).toContain('"code":"LA6569-3"');
    expect(answers).toMatch(/"code":"44261-6".*"valueDecimal":9|"valueInteger":9/);
    const signature = document.signature!.staffSignatures![0]!;
    expect(provenance).toMatchObject({
      resourceType: 'Provenance',
      target: [{ reference: `QuestionnaireResponse/${document.id}` }],
      recorded: signature.signedDate,
      entity: [{ what: { display: `SHA-256 ${signature.contentHash}` } }],
    });
  });

  it('refuses a document that is not signed, and one the caller may not read', async () => {
    const draft = (await phq9Document([0, 0, 0, 0, 0, 0, 0, 0, 0], false))!;
    const unsigned = await call('GET', `/evv/fhir/QuestionnaireResponse/${draft.id}`, alice);
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.errors[0].message).toBe(
      'Only a signed document can be exported as a QuestionnaireResponse.',
    );
    expect((await call('GET', `/evv/fhir/QuestionnaireResponse/${draft.id}`, bob)).status).toBe(404);
  });
});
