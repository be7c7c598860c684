import type {
  ImpactBusinessRule,
  ImpactComparison,
  ImpactMeasure,
  ImpactQuestion,
  ImpactSection,
} from '../entities/impact-measure.ts';
import { fittingAnswer, isTextControl, type ImpactAnswer, type ImpactAnswers } from './impact-answers.ts';

export interface ImpactContext {
  /** The client's age on the date of service (rules/client-age ageOn); null when not known. */
  clientAge: number | null;
}

/**
 * shown: asked. notRequired: its business rule does not hold, so it shows 'Not Required based on previous
 * answer(s)' (spec 2 §4). hidden: configured hidden (hideFlag Y), not on the page at all.
 */
export type ImpactVisibility = 'shown' | 'notRequired' | 'hidden';

export interface ImpactLayout {
  sections: { section: ImpactSection; visibility: ImpactVisibility }[];
  questions: Map<string, { question: ImpactQuestion; visibility: ImpactVisibility }>;
}

const bySequence = <T extends { sequence: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.sequence - b.sequence);

/** Sections and questions in page order. */
function orderedSections(measure: ImpactMeasure): ImpactSection[] {
  return bySequence(measure.sections).map((section) => ({
    ...section,
    questions: bySequence(section.questions),
  }));
}

/**
 * The number an answer stands for: the chosen key, or the sum of the chosen keys, when they are numbers among
 * the question's values. Text answers, unknown keys and more than one key for a radio group have none.
 */
export function answerNumber(question: ImpactQuestion, answer: ImpactAnswer | undefined): number | null {
  const fitting = answer === undefined || isTextControl(question) ? null : fittingAnswer(question, answer);
  if (fitting === null) return null;
  const numbers = (Array.isArray(fitting) ? fitting : [fitting]).map(Number);
  return numbers.every((n) => Number.isFinite(n)) ? numbers.reduce((sum, n) => sum + n, 0) : null;
}

function compare(left: number, operator: ImpactComparison, right: number): boolean {
  switch (operator) {
    case 'equals':
      return left === right;
    case 'greaterThan':
      return left > right;
    case 'atLeast':
      return left >= right;
    case 'lessThan':
      return left < right;
    case 'atMost':
      return left <= right;
  }
}

/**
 * spec 2 §4: whether a business rule holds. An answer rule reads only earlier questions that are shown; an age
 * rule with no known age holds, so a question is asked rather than skipped for want of a birth date.
 */
function ruleHolds(rule: ImpactBusinessRule, earlier: ReadonlyMap<string, number>, context: ImpactContext) {
  if (rule.kind === 'age')
    return context.clientAge === null || compare(context.clientAge, rule.operator, rule.value);
  return rule.questionIds.some((id) => {
    const number = earlier.get(id);
    return number !== undefined && compare(number, rule.operator, rule.value);
  });
}

/** Which sections and questions are asked, given the answers so far and the client's age. */
export function impactLayout(
  measure: ImpactMeasure,
  answers: ImpactAnswers,
  context: ImpactContext,
): ImpactLayout {
  const earlier = new Map<string, number>();
  const layout: ImpactLayout = { sections: [], questions: new Map() };
  for (const section of orderedSections(measure)) {
    const sectionVisibility = visibilityOf(section.hideFlag, section.businessRule ?? null, earlier, context);
    layout.sections.push({ section, visibility: sectionVisibility });
    for (const question of section.questions) {
      const visibility =
        sectionVisibility === 'shown'
          ? visibilityOf(question.hideFlag, question.businessRule, earlier, context)
          : sectionVisibility;
      layout.questions.set(question.questionId, { question, visibility });
      const number = answerNumber(question, answers.get(question.questionId));
      if (visibility === 'shown' && number !== null) earlier.set(question.questionId, number);
    }
  }
  return layout;
}

function visibilityOf(
  hideFlag: 'Y' | 'N',
  rule: ImpactBusinessRule | null,
  earlier: ReadonlyMap<string, number>,
  context: ImpactContext,
): ImpactVisibility {
  if (hideFlag === 'Y') return 'hidden';
  return rule === null || ruleHolds(rule, earlier, context) ? 'shown' : 'notRequired';
}
