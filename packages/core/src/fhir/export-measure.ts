import type {
  FhirpathTotal,
  ImpactBusinessRule,
  ImpactMeasureDefinition,
  ImpactQuestion,
  ImpactSection,
  ImpactValue,
} from '../entities/impact-measure.ts';
import { controlOf } from '../modules/impact-answers.ts';
import type { QuestionnaireProblem } from './imported-template.ts';
import type { Coding, EnableWhen, Questionnaire, QuestionnaireItem } from './resources.ts';
import { isFollowUp } from './safety-follow-up.ts';
import { EXTENSION, ITEM_CODE_EXTENSION, ITEM_CONTROL_SYSTEM } from './urls.ts';

type Report = (problem: QuestionnaireProblem) => void;

const bySequence = <T extends { sequence: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sequence - b.sequence);

export const codeList = (coded: { code?: string | undefined; system?: string | undefined }) =>
  coded.code === undefined
    ? {}
    : { code: [{ ...(coded.system ? { system: coded.system } : {}), code: coded.code }] };

/** An element's text, left out when empty (a FHIR string is never empty). */
export const textOf = (text: string) => (text ? { text } : {});

/** A response item's code (ITEM_CODE_EXTENSION), when its Questionnaire item has one. */
export const responseItemCode = (coded: { code?: string | undefined; system?: string | undefined }) =>
  coded.code === undefined
    ? {}
    : {
        extension: [
          {
            url: ITEM_CODE_EXTENSION,
            valueCoding: { ...(coded.system ? { system: coded.system } : {}), code: coded.code },
          },
        ],
      };

export const dropDown = {
  url: EXTENSION.itemControl,
  valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: 'drop-down' }] },
};

const isScoredQuestion = (question: ImpactQuestion) => question.nonScoring === 'N';

/**
 * An answer as a Questionnaire answerOption's and a response answer's value: its coding when it has a code, else
 * its words (a scored answer's key is its score, so its words are its value).
 */
export function answerValue(
  question: ImpactQuestion,
  value: ImpactValue,
): { valueCoding: Coding } | { valueString: string } {
  if (value.code === undefined) return { valueString: isScoredQuestion(question) ? value.text : value.key };
  const system = value.system === undefined ? {} : { system: value.system };
  return { valueCoding: { ...system, code: value.code, display: value.text } };
}

/** A business rule as enableWhen: a score equal to one a coded answer has, on any of its questions. */
function enableWhenOf(
  rule: ImpactBusinessRule | null | undefined,
  owner: string,
  questions: ReadonlyMap<string, ImpactQuestion>,
  report: Report,
): Pick<QuestionnaireItem, 'enableWhen' | 'enableBehavior'> {
  if (!rule) return {};
  const refuse = (reason: string) => {
    report({ item: owner, reason });
    return {};
  };
  if (rule.kind === 'age') return refuse('a business rule on the client’s age has no enableWhen');
  if (rule.operator !== 'equals')
    return refuse(
      `a business rule comparing scores ${rule.operator} a number has no enableWhen (a coded answer has no order)`,
    );
  const enableWhen: EnableWhen[] = [];
  for (const id of rule.questionIds) {
    const value = questions.get(id)?.values.find((v) => Number(v.key) === rule.value && v.code !== undefined);
    if (!value) return refuse(`a business rule on ${id} whose score ${rule.value} is no coded answer of it`);
    const system = value.system === undefined ? {} : { system: value.system };
    enableWhen.push({ question: id, operator: '=', answerCoding: { ...system, code: value.code! } });
  }
  return { enableWhen, ...(enableWhen.length > 1 ? { enableBehavior: 'any' } : {}) };
}

function questionItem(
  measure: ImpactMeasureDefinition,
  question: ImpactQuestion,
  questions: ReadonlyMap<string, ImpactQuestion>,
  report: Report,
): QuestionnaireItem {
  const control = controlOf(question);
  const scored =
    isScoredQuestion(question) &&
    control !== 'TEXT' &&
    control !== 'TEXTAREA' &&
    question.values.every((value) => Number.isFinite(Number(value.key)));
  const required = question.required === true || (measure.newLogical && scored);
  const base = {
    linkId: question.questionId,
    ...codeList(question),
    ...(question.questionText ? { text: question.questionText } : {}),
    ...enableWhenOf(question.businessRule, question.questionId, questions, report),
    ...(required ? { required: true } : {}),
  };
  if (control === 'TEXT' || control === 'TEXTAREA')
    return { ...base, type: control === 'TEXT' ? 'string' : 'text' };
  return {
    ...base,
    type: 'choice',
    ...(control === 'CHECKBOX' ? { repeats: true } : {}),
    ...(control === 'DROPDOWN' ? { extension: [dropDown] } : {}),
    answerOption: bySequence(question.values).map((value) => ({
      ...answerValue(question, value),
      ...(scored ? { extension: [{ url: EXTENSION.ordinalValue, valueDecimal: Number(value.key) }] } : {}),
    })),
  };
}

function totalItem(total: FhirpathTotal): QuestionnaireItem {
  const fhirpath = (expression: string, name?: string) => ({
    ...(name === undefined ? {} : { name }),
    language: 'text/fhirpath',
    expression,
  });
  return {
    linkId: total.linkId,
    ...codeList(total),
    ...(total.text ? { text: total.text } : {}),
    type: total.type,
    readOnly: true,
    extension: [
      ...total.variables.map((v) => ({
        url: EXTENSION.variable,
        valueExpression: fhirpath(v.expression, v.name),
      })),
      { url: EXTENSION.calculatedExpression, valueExpression: fhirpath(total.expression) },
    ],
  };
}

/**
 * A measure as Questionnaire items (issue 34), the inverse of importMeasure: its first section without a linkId as
 * items outside any group, every other section as a group; scored answers carry ordinalValue, coded ones their
 * code; the FHIRPath total sits where it was. A section or question configured hidden is never asked, and is left
 * out, and so is a follow-up the app added at import (which the import adds again). What has no Questionnaire form
 * is reported.
 */
export function measureItems(measure: ImpactMeasureDefinition, report: Report): QuestionnaireItem[] {
  const questions = new Map(
    measure.sections.flatMap((section) => section.questions.map((q) => [q.questionId, q] as const)),
  );
  const total = measure.fhirpathTotal;
  const sections = bySequence(measure.sections).filter((section) => section.hideFlag !== 'Y');
  if (total && !sections.some((section) => section.sectionId === total.sectionId))
    report({
      item: total.linkId,
      reason: `its section ${total.sectionId} is not among the measure’s sections`,
    });
  return sections.flatMap((section: ImpactSection, s) => {
    const asked = section.questions.filter((question) => question.hideFlag !== 'Y' && !isFollowUp(question));
    const entries = [
      ...asked.map((question) => ({
        sequence: question.sequence,
        item: questionItem(measure, question, questions, report),
      })),
      ...(total?.sectionId === section.sectionId
        ? [{ sequence: total.sequence, item: totalItem(total) }]
        : []),
    ];
    const items = bySequence(entries).map((entry) => entry.item);
    if (section.linkId === undefined && s === 0) return items;
    return [
      {
        linkId: section.linkId ?? section.sectionId,
        ...(section.title ? { text: section.title } : {}),
        type: 'group',
        ...enableWhenOf(section.businessRule, section.linkId ?? section.sectionId, questions, report),
        item: items,
      },
    ];
  });
}

/** The Questionnaire of a measure alone, as FHIRPath's %questionnaire when it is scored (score.ts). */
export function measureQuestionnaire(measure: ImpactMeasureDefinition): Questionnaire {
  return { resourceType: 'Questionnaire', status: 'active', item: measureItems(measure, () => undefined) };
}
