import type { z } from 'zod';
import type { TemplateCoding } from '../entities/document.ts';
import { impactMeasure, type ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import { compileForm } from '../forms/compile.ts';
import { formatMessage } from '../messages/format.ts';
import type { ImpactAnswer } from '../modules/impact-answers.ts';
import { QUESTIONNAIRE, checkExtensions, importContext, type ImportContext } from './import-context.ts';
import { importFormPages } from './import-forms.ts';
import { importMeasure, isScored } from './import-measure.ts';
import type { ImportedPage, QuestionnaireImport, QuestionnaireProblem } from './imported-template.ts';
import { questionnaire, type Coding } from './resources.ts';
import { fhirpathScore } from './score.ts';
import { LOINC } from './urls.ts';

export interface QuestionnaireImportOptions {
  /**
   * ValueSets an item's answerValueSet may name by canonical url, besides those the Questionnaire contains (the
   * app fetches none: a ValueSet neither contained nor given is a problem).
   */
  readonly valueSets?: readonly unknown[];
}

/** JSON text as a value: a leading byte order mark (as some editors save) is not part of it. */
function parseText(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    return {
      ok: false,
      reason: `it is not JSON (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** The resources of a Bundle's entries. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const bundleResources = (bundle: { entry?: unknown }): Record<string, unknown>[] =>
  (Array.isArray(bundle.entry) ? bundle.entry : [])
    .map((entry: unknown) => (entry as { resource?: unknown } | null)?.resource)
    .filter(isObject);

/**
 * The Questionnaire given, and the ValueSets given with it: a Questionnaire alone, or a Bundle of one Questionnaire
 * and the ValueSets its answerValueSets name (how FHIR sends resources together).
 */
function unbundled(
  value: unknown,
): { ok: true; questionnaire: unknown; valueSets: unknown[] } | { ok: false; reason: string } {
  const resource = value as { resourceType?: unknown; entry?: unknown } | null;
  if (resource?.resourceType !== 'Bundle') return { ok: true, questionnaire: value, valueSets: [] };
  const resources = bundleResources(resource);
  const questionnaires = resources.filter((r) => r.resourceType === 'Questionnaire');
  if (questionnaires.length !== 1)
    return {
      ok: false,
      reason: `a Bundle must hold one Questionnaire; this one holds ${questionnaires.length}`,
    };
  return {
    ok: true,
    questionnaire: questionnaires[0],
    valueSets: resources.filter((r) => r.resourceType === 'ValueSet'),
  };
}

/** The schema's issues, each named by the linkId of the innermost item on its path. */
function schemaProblems(error: z.ZodError, value: unknown): QuestionnaireProblem[] {
  return error.issues.map((issue) => {
    let node = value;
    let item = QUESTIONNAIRE;
    for (const key of issue.path) {
      node =
        typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
      const linkId = (node as { linkId?: unknown } | undefined)?.linkId;
      if (typeof linkId === 'string' && linkId !== '') item = linkId;
    }
    return { item, reason: `${issue.path.join('.') || 'resource'}: ${issue.message}` };
  });
}

/** The Questionnaire's code as the template's: its first LOINC coding, else its first coding. */
function templateCoding(codes: readonly Coding[] | undefined): TemplateCoding | null {
  const coding = codes?.find((c) => c.system === LOINC && c.code) ?? codes?.find((c) => c.code);
  if (!coding?.code) return null;
  return {
    ...(coding.system ? { system: coding.system } : {}),
    code: coding.code,
    ...(coding.display ? { display: coding.display } : {}),
  };
}

/**
 * A measure's FHIRPath total run once over no answers and once over every question answered: an expression that
 * parses may still name a function fhirpath.js lacks or a variable nobody defines.
 */
function checkTotal(measure: ImpactMeasureDefinition, ctx: ImportContext): void {
  const total = measure.fhirpathTotal;
  if (!total) return;
  const every = new Map<string, ImpactAnswer>(
    measure.sections.flatMap((section) =>
      section.questions.map((q) => [q.questionId, q.values[0]?.key ?? 'answered'] as const),
    ),
  );
  for (const answers of [new Map<string, ImpactAnswer>(), every]) {
    const score = fhirpathScore(measure, answers);
    if (!score.ok) ctx.report(total.linkId, `its calculatedExpression cannot be evaluated: ${score.error}`);
  }
}

/** What the server stores of a measure must read back as one. */
function checkMeasure(measure: ImpactMeasureDefinition, ctx: ImportContext): void {
  const stored = impactMeasure.omit({ id: true, changedDate: true, deletedDate: true }).safeParse(measure);
  if (!stored.success)
    ctx.report(QUESTIONNAIRE, `its measure cannot be stored (${stored.error.issues[0]!.path.join('.')})`);
  else checkTotal(measure, ctx);
}

/** Every page's form must compile as the device compiles it (a rule cycle through hidden items, say). */
function checkForms(pages: readonly ImportedPage[], ctx: ImportContext): void {
  for (const page of pages) {
    if (page.moduleType !== 'cf') continue;
    const compiled = compileForm(page.form);
    if (compiled.ok) continue;
    for (const problem of compiled.problems)
      ctx.report(
        page.linkId ?? QUESTIONNAIRE,
        `its form does not compile: ${formatMessage(problem.key, problem.params)}`,
      );
  }
}

/** The problems in the order of the items they name, the Questionnaire's own first. */
function inItemOrder(ctx: ImportContext): QuestionnaireProblem[] {
  const place = new Map([...ctx.items.keys()].map((linkId, i) => [linkId, i]));
  const placeOf = (problem: QuestionnaireProblem) => place.get(problem.item) ?? -1;
  return [...ctx.problems].sort((a, b) => placeOf(a) - placeOf(b));
}

/**
 * A FHIR R4 (SDC) Questionnaire as a service-document template (issue 34), from its JSON or JSON text, alone or in
 * a Bundle with the ValueSets it names. A scored Questionnaire (answers with ordinalValue or itemWeight, or an item
 * with a calculatedExpression) becomes one impact page and its measure; any other becomes form pages. What cannot
 * be mapped is reported, item by item, and then nothing is imported: a template is never half made.
 */
export function importQuestionnaire(
  input: unknown,
  options: QuestionnaireImportOptions = {},
): QuestionnaireImport {
  const json = typeof input === 'string' ? parseText(input) : { ok: true as const, value: input };
  if (!json.ok) return { ok: false, problems: [{ item: QUESTIONNAIRE, reason: json.reason }] };
  const given = unbundled(json.value);
  if (!given.ok) return { ok: false, problems: [{ item: QUESTIONNAIRE, reason: given.reason }] };
  const parsed = questionnaire.safeParse(given.questionnaire);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error, given.questionnaire) };
  const q = parsed.data;
  const ctx = importContext(q, [...given.valueSets, ...(options.valueSets ?? [])]);
  checkExtensions(q, QUESTIONNAIRE, ctx);
  if ((q.item ?? []).length === 0) ctx.report(QUESTIONNAIRE, 'it has no items');
  const measure = isScored(ctx) ? importMeasure(ctx) : null;
  const pages: ImportedPage[] = measure
    ? [{ moduleType: 'impact', name: measure.shortName }]
    : importFormPages(ctx);
  if (measure) checkMeasure(measure, ctx);
  else checkForms(pages, ctx);
  if (ctx.problems.length > 0) return { ok: false, problems: inItemOrder(ctx) };
  return {
    ok: true,
    template: {
      name: q.name ?? q.title ?? '',
      title: q.title ?? q.name ?? '',
      url: q.url ?? null,
      coding: templateCoding(q.code),
      pages,
      measure,
    },
  };
}
