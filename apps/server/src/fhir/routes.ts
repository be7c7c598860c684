import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { exportQuestionnaire, type QuestionnaireProblem } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import type { Principal } from '../auth/principal.ts';
import { users } from '../db/schema/index.ts';
import { auditDocumentView, readableDocument } from '../documents/document-view.ts';
import { templateVersionsOf } from '../documents/template-versions.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { organizationScope } from '../scope/organizations.ts';
import { documentBundle } from './document-response.ts';
import { importQuestionnaireFor } from './import-for-agency.ts';
import { storedTemplate } from './stored-template.ts';

const FHIR_JSON = 'application/fhir+json';

/** Where an imported template goes: one organization in the caller's scope (none: the whole account). */
const importPlace = z.object({
  organization: z.coerce.number().int().positive().optional(),
  activity: z
    .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive())])
    .optional(),
});
const serverId = z.coerce.number().int().positive();
const templateQuery = z.object({ version: serverId.optional() });

/** Each problem as an entry of errors[], named by its item (the Questionnaire's linkId). */
function problemErrors(problems: readonly QuestionnaireProblem[]) {
  return problems.map((problem) => ({
    field: problem.item,
    ...refusalEntry({ key: 'fhir.problem', params: { item: problem.item, reason: problem.reason } }),
  }));
}

async function requireAdmin(ctx: AppContext, principal: Principal): Promise<void> {
  const [user] = await ctx.db
    .select({ adminPrivilege: users.adminPrivilege })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user?.adminPrivilege) throw HttpError.of(403, 'fhir.adminRequired');
}

const sendFhir = (reply: FastifyReply, resource: object) => reply.type(FHIR_JSON).send(resource);

/**
 * Issue 34's calls, FHIR R4 JSON in and out:
 * - POST /evv/fhir/Questionnaire[?organization=ID][&activity=ID…]: staff with the administrator privilege import a
 *   Questionnaire as a template of their agency (of one organization in their scope, offered in those activities);
 *   201 with the template's id and version, or 422 with every problem and nothing stored.
 * - GET /evv/fhir/Questionnaire/:id[?version=N]: a template the caller may use, as a Questionnaire.
 * - GET /evv/fhir/QuestionnaireResponse/:documentId: a signed document the caller may read, as a Bundle of its
 *   QuestionnaireResponse and a Provenance per signature; an audited view, as a PDF is.
 */
export function registerFhirRoutes(app: FastifyInstance, ctx: AppContext) {
  // FHIR JSON arrives as text, for core to parse: a byte order mark is allowed, and bad JSON is one of the problems.
  app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, (_request, text, done) => done(null, text));

  app.post('/evv/fhir/Questionnaire', async (request: FastifyRequest, reply) => {
    const principal = await ctx.authenticate(request);
    await requireAdmin(ctx, principal);
    const place = parseBody(importPlace, request.query);
    const organizationId = place.organization ?? null;
    if (organizationId !== null && !(await organizationScope(ctx.db, principal)).includes(organizationId))
      throw HttpError.of(404, 'server.notFound');
    const activityIds = [place.activity ?? []].flat();
    const result = await importQuestionnaireFor(
      ctx.db,
      { accountId: principal.accountId, organizationId, activityIds },
      request.body,
    );
    if (!result.ok) throw new HttpError(422, problemErrors(result.problems));
    return reply.status(201).send(result.stored);
  });

  app.get('/evv/fhir/Questionnaire/:id', async (request, reply) => {
    const principal = await ctx.authenticate(request);
    const id = parseBody(z.object({ id: serverId }), request.params).id;
    const { version } = parseBody(templateQuery, request.query);
    const scopeIds = await organizationScope(ctx.db, principal);
    const versions = await templateVersionsOf(ctx.db, { accountId: principal.accountId, scopeIds }, id);
    const chosen =
      version === undefined
        ? versions.toSorted((a, b) => b.version - a.version)[0]
        : versions.find((v) => v.version === version);
    if (!chosen) throw HttpError.of(404, 'server.notFound');
    const template = await storedTemplate(ctx.db, chosen);
    const exported = template ? exportQuestionnaire(template) : null;
    if (!exported?.ok)
      throw new HttpError(422, [
        refusalEntry({ key: 'fhir.notExportable' }),
        ...problemErrors(exported?.problems ?? []),
      ]);
    return sendFhir(reply, { ...exported.questionnaire, id: String(id), version: String(chosen.version) });
  });

  app.get('/evv/fhir/QuestionnaireResponse/:documentId', async (request, reply) => {
    const principal = await ctx.authenticate(request);
    const documentId = parseBody(z.object({ documentId: serverId }), request.params).documentId;
    const row = await readableDocument(ctx, principal, documentId);
    if (!row) throw HttpError.of(404, 'server.notFound');
    if (row.documentStatus !== 'Signed') throw HttpError.of(409, 'fhir.notSigned');
    const bundle = await documentBundle(ctx.db, row);
    if (!bundle) throw HttpError.of(422, 'fhir.notExportable');
    await auditDocumentView(ctx, principal, row, 'fhirExport');
    return sendFhir(reply, bundle);
  });
}
