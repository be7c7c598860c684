import { LONG_TEXT_MAX } from '../constants.ts';
import type { ModuleData } from '../entities/document.ts';
import type { ImpactMeasure, ImpactQuestion } from '../entities/impact-measure.ts';
import {
  controlOf,
  fittingAnswer,
  isAnswered,
  isTextControl,
  readImpactAnswers,
  withoutScores,
  type ImpactAnswer,
} from './impact-answers.ts';
import { impactScores, isScoredQuestion } from './impact-scoring.ts';
import { answerNumber, impactLayout, type ImpactContext } from './impact-visibility.ts';
import { moduleCheckOf, type ModuleCheck, type ModuleIssue } from './module-check.ts';

export interface ImpactModuleContext extends ImpactContext {
  measure: ImpactMeasure;
}

const hasFittingAnswer = (question: ImpactQuestion, answer: ImpactAnswer | undefined) => {
  const fitting = answer === undefined ? null : fittingAnswer(question, answer);
  return fitting !== null && isAnswered(fitting);
};

function questionIssues(
  question: ImpactQuestion,
  answer: ImpactAnswer | undefined,
  newLogical: boolean,
): ModuleIssue[] {
  const target = question.questionId;
  const control = controlOf(question);
  // spec 2 §5: with newLogical, a scored question shown must be answered; a required one always must be.
  if (newLogical && isScoredQuestion(question) && answerNumber(question, answer) === null)
    return [{ key: 'impact.answerRequired', target }];
  if (question.required && !hasFittingAnswer(question, answer))
    return [{ key: 'impact.answerRequired', target }];
  if (control === 'CHECKBOX' && question.minCheckeable !== null && Array.isArray(answer)) {
    if (answer.length > question.minCheckeable)
      return [{ key: 'impact.maxResponses', params: { n: question.minCheckeable }, target }];
  }
  if (isTextControl(question) && typeof answer === 'string' && answer.length > LONG_TEXT_MAX)
    return [{ key: 'impact.textMax', params: { n: LONG_TEXT_MAX }, target }];
  return [];
}

/** spec 2 §5: the impact page's requirements; a measure not assessed at this time has none. */
export function checkImpact(data: ModuleData, context: ImpactModuleContext): ModuleCheck {
  if (data.notAssessed === 'Y') return moduleCheckOf([]);
  const answers = readImpactAnswers(data.fieldData);
  const messages: ModuleIssue[] = [];
  for (const { question, visibility } of impactLayout(context.measure, answers, context).questions.values()) {
    if (visibility === 'shown')
      messages.push(
        ...questionIssues(question, answers.get(question.questionId), context.measure.newLogical),
      );
  }
  return moduleCheckOf(messages);
}

/**
 * What is written: not assessed, no answers and no scores; otherwise the answers to questions shown (a
 * question hidden by a rule keeps no answer), each as its question can hold it, and the scores worked out
 * again from them.
 */
export function impactForStorage(data: ModuleData, context: ImpactModuleContext): ModuleData {
  const rest = withoutScores(data);
  const base = { ...rest, moduleType: 'impact' as const, measureId: context.measure.id };
  if (data.notAssessed === 'Y') return { ...base, notAssessed: 'Y', fieldData: [] };
  const answers = readImpactAnswers(data.fieldData);
  const layout = impactLayout(context.measure, answers, context);
  const kept = new Map<string, ImpactAnswer>();
  for (const [id, answer] of answers) {
    const shown = layout.questions.get(id);
    const fitting = shown?.visibility === 'shown' ? fittingAnswer(shown.question, answer) : null;
    if (fitting !== null && isAnswered(fitting)) kept.set(id, fitting);
  }
  return {
    ...base,
    notAssessed: 'N',
    fieldData: [...kept].map(([key, value]) => ({ key, value })),
    ...impactScores(context.measure, kept, context),
  };
}
