import type { ImpactMeasureDefinition, TemplateModule } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { fixClock, signatures } from './documents-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** The one template a test writes documents of; `modules` builds its pages once the server's fixture is in. */
interface OneTemplate {
  setupId: number;
  description: string;
  code: string;
  modules(server: TestServer): TemplateModule[] | Promise<TemplateModule[]>;
}

/**
 * The server of a test that writes one kind of document (the goals, impact and PDF-safety tests): its clock fixed
 * at NOW, alice logged in, and one template whose pages one staff signature completes.
 */
export async function startOneTemplateServer(template: OneTemplate) {
  const server = await startTestServer();
  fixClock(server);
  const alice = await server.login('alice');
  const { setupId, description, code } = template;
  const templateId = await createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId,
    description,
    code,
    modules: await template.modules(server),
    signatureConfiguration: signatures(0, 1, 1),
  });
  return { server, alice, templateId };
}

/** Publishes a measure to an account (the fixture's unless told); answers its id, an impact page's reference. */
export async function addMeasure(
  server: TestServer,
  definition: ImpactMeasureDefinition,
  accountId = server.fixture.accountId,
): Promise<number> {
  const [measure] = await server.database.db
    .insert(t.impactMeasures)
    .values({ accountId, ...definition })
    .returning();
  return measure!.id;
}

export const impactModule = (
  moduleId: number,
  name: string,
  order: number,
  measureId: number,
): TemplateModule => ({
  moduleId,
  name,
  order,
  moduleType: 'impact',
  referenceId: measureId,
});

/** An impact page as a device writes it, answering each item in turn with the given scores. */
export const impactPage = (
  moduleId: number,
  itemIds: readonly string[],
  scores: readonly number[],
  formValidated: boolean,
) => ({
  moduleId,
  moduleType: 'impact',
  formValidated,
  notAssessed: 'N',
  fieldData: scores.map((score, i) => ({ key: itemIds[i]!, value: String(score) })),
});
