import type {
  FhirpathTotal,
  ImpactBusinessRule,
  ImpactMeasureDefinition,
  ImpactQuestion,
  ImpactSection,
} from '../entities/impact-measure.ts';
import { answersOf } from './answer-lists.ts';
import { supportedDialect } from './dialects.ts';
import { enableMatch } from './enable-when.ts';
import { parseProblem } from './fhirpath-engine.ts';
import {
  QUESTIONNAIRE,
  checkExtensions,
  codeOf,
  extensionsOf,
  itemControlOf,
  unusedId,
  type ImportContext,
} from './import-context.ts';
import { publishedBands } from './known-codes.ts';
import { withSafetyItems } from './safety-follow-up.ts';
import type { Extension, QuestionnaireItem } from './resources.ts';
import { EXTENSION } from './urls.ts';

const FHIRPATH = 'text/fhirpath';
const TOTAL_TYPES: ReadonlySet<string> = new Set(['decimal', 'integer', 'quantity']);

/** Whether a Questionnaire is scored: an item has a calculatedExpression, or an answer a score. */
export function isScored(ctx: ImportContext): boolean {
  const items = [...ctx.items.values()];
  const scoredSets = [...ctx.valueSets.values()].some((set) =>
    [
      ...(set.expansion?.contains ?? []),
      ...(set.compose?.include ?? []).flatMap((include) => include.concept ?? []),
    ].some((concept) => scoreExtension(concept)),
  );
  return (
    scoredSets ||
    items.some(
      (item) =>
        extensionsOf(item, EXTENSION.calculatedExpression).length > 0 ||
        (item.answerOption ?? []).some((option) => scoreExtension(option)),
    )
  );
}

const scoreExtension = (owner: { extension?: Extension[] | undefined }) =>
  (owner.extension ?? []).some((e) => e.url === EXTENSION.ordinalValue || e.url === EXTENSION.itemWeight);

/** A FHIRPath expression an extension holds, rewritten to the dialect fhirpath.js runs; null when reported. */
function expressionOf(extension: Extension, linkId: string, what: string, ctx: ImportContext): string | null {
  const value = extension.valueExpression;
  if (value?.language !== FHIRPATH || !value.expression) {
    ctx.report(linkId, `its ${what} is not a text/fhirpath expression`);
    return null;
  }
  const expression = supportedDialect(value.expression);
  const problem = parseProblem(expression);
  if (problem) ctx.report(linkId, `its ${what} does not parse as FHIRPath: ${problem}`);
  return problem ? null : expression;
}

function variablesOf(owner: { extension?: Extension[] | undefined }, linkId: string, ctx: ImportContext) {
  return extensionsOf(owner, EXTENSION.variable).flatMap((extension) => {
    const name = extension.valueExpression?.name;
    const expression = expressionOf(extension, linkId, `variable ${name ?? '(unnamed)'}`, ctx);
    if (!name) ctx.report(linkId, 'a variable with no name');
    return name && expression ? [{ name, expression }] : [];
  });
}

/** The item that holds the total: its calculatedExpression, with the variables in its scope, in order. */
function totalOf(
  item: QuestionnaireItem,
  section: { id: string; group: QuestionnaireItem | null },
  sequence: number,
  ctx: ImportContext,
): FhirpathTotal | null {
  checkExtensions(item, item.linkId, ctx);
  if (!TOTAL_TYPES.has(item.type))
    ctx.report(item.linkId, `a calculatedExpression on a ${item.type} item: a measure’s total is a number`);
  const [calculated] = extensionsOf(item, EXTENSION.calculatedExpression);
  const expression = expressionOf(calculated!, item.linkId, 'calculatedExpression', ctx);
  const variables = [
    ...variablesOf(ctx.questionnaire, QUESTIONNAIRE, ctx),
    ...(section.group ? variablesOf(section.group, section.group.linkId, ctx) : []),
    ...variablesOf(item, item.linkId, ctx),
  ];
  if (!expression || !TOTAL_TYPES.has(item.type)) return null;
  return {
    linkId: item.linkId,
    text: item.text ?? '',
    type: item.type as FhirpathTotal['type'],
    ...codeOf(item.code),
    sectionId: section.id,
    sequence,
    variables,
    expression,
  };
}

/**
 * An enableWhen as a measure's business rule: only '=' on earlier scored questions' coded answers of one score,
 * one of them or any (a rule shows a question when any named question has a score that compares true).
 */
function businessRuleOf(
  item: QuestionnaireItem,
  earlier: ReadonlyMap<string, ImpactQuestion>,
  ctx: ImportContext,
): ImpactBusinessRule | null {
  const conditions = item.enableWhen ?? [];
  if (conditions.length === 0) return null;
  const match = enableMatch(item, ctx);
  const scores = conditions.map((when) => {
    const question = earlier.get(when.question);
    const code = when.answerCoding?.code;
    const value = question?.values.find((v) => v.code !== undefined && v.code === code);
    return when.operator === '=' && question?.nonScoring === 'N' && value ? Number(value.key) : null;
  });
  const [first] = scores;
  const mapped =
    (match === 'any' || conditions.length === 1) &&
    first !== null &&
    first !== undefined &&
    scores.every((score) => score === first);
  if (match !== null && !mapped) {
    ctx.report(
      item.linkId,
      'an enableWhen a measure cannot hold: it shows a question only when earlier scored questions have a coded answer of one score (= with answerCoding, any of them)',
    );
  }
  return mapped
    ? { kind: 'answer', questionIds: conditions.map((c) => c.question), operator: 'equals', value: first }
    : null;
}

function controlOf(item: QuestionnaireItem): string {
  if (item.repeats) return 'CHECKBOX';
  return itemControlOf(item) === 'drop-down' ? 'DROPDOWN' : 'RADIO';
}

/** A question of the measure: a choice (scored when its answers have scores) or text. */
function questionOf(
  item: QuestionnaireItem,
  sequence: number,
  earlier: ReadonlyMap<string, ImpactQuestion>,
  ctx: ImportContext,
): ImpactQuestion | null {
  const { linkId } = item;
  checkExtensions(item, linkId, ctx);
  const unmapped: [boolean, string][] = [
    [item.readOnly === true, 'a readOnly question: every question of a measure is answered'],
    [item.maxLength !== undefined, 'a maxLength: a measure’s questions have no length limit'],
    [(item.initial ?? []).length > 0, 'an initial answer: a measure’s questions start unanswered'],
    [(item.item ?? []).length > 0, 'items nested under a question (only a group holds items)'],
    [item.repeats === true && item.type !== 'choice', `a repeating ${item.type} item`],
    [
      extensionsOf(item, EXTENSION.minLength).length > 0,
      'a minLength: a measure’s questions have no length limit',
    ],
  ];
  for (const [present, reason] of unmapped) if (present) ctx.report(linkId, reason);
  const common = {
    questionId: linkId,
    questionText: item.text ?? '',
    sequence,
    businessRule: businessRuleOf(item, earlier, ctx),
    minCheckeable: null,
    hideFlag: 'N' as const,
    ...(item.required ? { required: true } : {}),
    ...codeOf(item.code),
  };
  if (item.type === 'string' || item.type === 'text')
    return {
      ...common,
      controlType: item.type === 'text' ? 'TEXTAREA' : 'TEXT',
      values: [],
      nonScoring: 'Y',
    };
  if (item.type !== 'choice') {
    ctx.report(linkId, `a ${item.type} item in a scored Questionnaire: a measure asks choices and text only`);
    return null;
  }
  const answers = answersOf(item, ctx);
  if (!answers) return null;
  const scored = answers.filter((a) => a.score !== undefined).length;
  if (scored > 0 && scored < answers.length)
    ctx.report(linkId, 'some of its answers have a score and some do not');
  const keyOf = (answer: (typeof answers)[number]) => (scored > 0 ? String(answer.score) : answer.key);
  const keys = answers.map(keyOf);
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (scored > 0 && repeated !== undefined)
    ctx.report(linkId, `two answers score ${repeated}: a measure tells its answers apart by their scores`);
  if (answers.some((a) => a.initialSelected))
    ctx.report(linkId, 'an initial answer: a measure’s questions start unanswered');
  return {
    ...common,
    controlType: controlOf(item),
    values: answers.map((answer, i) => ({
      key: keyOf(answer),
      text: answer.text,
      sequence: i + 1,
      ...(answer.code === undefined ? {} : { code: answer.code }),
      ...(answer.system === undefined ? {} : { system: answer.system }),
    })),
    nonScoring: scored > 0 ? 'N' : 'Y',
  };
}

/**
 * A scored Questionnaire as an impact measure (issue 34): a section for the items outside any group, then one per
 * top-level group; choice items with scored answers are scored questions keyed by score, other choices and text
 * are unscored; the item with a calculatedExpression is the total, worked out by FHIRPath. Safety items (PHQ-9
 * item 9, known by LOINC code) raise the safety alert and ask their follow-up (withSafetyItems).
 */
export function importMeasure(ctx: ImportContext): ImpactMeasureDefinition {
  const q = ctx.questionnaire;
  const items = q.item ?? [];
  const loose = items.filter((item) => item.type !== 'group');
  const groups = items.filter((item) => item.type === 'group');
  const parts = [
    // The section id of the items outside any group: one no item's linkId is.
    ...(loose.length > 0
      ? [{ id: unusedId('questionnaire', '.items', ctx.items), group: null, items: loose }]
      : []),
    ...groups.map((group) => ({ id: group.linkId, group, items: group.item ?? [] })),
  ];
  const earlier = new Map<string, ImpactQuestion>();
  const totals: FhirpathTotal[] = [];
  const sections = parts.map((part, s): ImpactSection => {
    const { group } = part;
    if (group) {
      checkExtensions(group, group.linkId, ctx);
      if (group.repeats) ctx.report(group.linkId, 'a repeating group: a measure’s sections are asked once');
    }
    const businessRule = group ? businessRuleOf(group, earlier, ctx) : null;
    const questions = part.items.flatMap((item, i): ImpactQuestion[] => {
      if (extensionsOf(item, EXTENSION.calculatedExpression).length > 0) {
        const total = totalOf(item, part, i + 1, ctx);
        if (total) totals.push(total);
        return [];
      }
      if (item.type === 'group') {
        ctx.report(
          item.linkId,
          'a group within a group of a scored Questionnaire: a measure has one level of sections',
        );
        return [];
      }
      const question = questionOf(item, i + 1, earlier, ctx);
      if (question) earlier.set(question.questionId, question);
      return question ? [question] : [];
    });
    return {
      sectionId: part.id,
      title: group ? (group.text ?? group.linkId) : (q.title ?? q.name ?? ''),
      sequence: s + 1,
      hideFlag: 'N',
      businessRule,
      questions,
      ...(group ? { linkId: group.linkId } : {}),
    };
  });
  if (totals.length > 1)
    for (const total of totals)
      ctx.report(total.linkId, 'one of several calculated items: a measure has one total');
  const total = totals.length === 1 ? totals[0]! : undefined;
  const scoredIds = [...earlier.values()].filter((q) => q.nonScoring === 'N').map((q) => q.questionId);
  const bands = total ? publishedBands(total) : undefined;
  return {
    longName: q.title ?? q.name ?? '',
    shortName: q.name ?? q.title ?? '',
    instructions: q.description ?? '',
    sections: withSafetyItems(sections, total, ctx),
    subTotals: total
      ? [
          {
            text: total.text,
            sequence: 1,
            questionIds: scoredIds,
            ...(bands ? { severityBands: bands } : {}),
          },
        ]
      : [],
    expression: null,
    newLogical: false,
    ...(total ? { fhirpathTotal: total } : {}),
  };
}
