import type { ImpactMeasure, ImpactMeasureDefinition, ImpactQuestion } from '../entities/impact-measure.ts';
import {
  fittingAnswer,
  isTextControl,
  type ImpactAnswer,
  type ImpactAnswers,
} from '../modules/impact-answers.ts';
import { impactLayout, type ImpactContext } from '../modules/impact-visibility.ts';
import { answerValue, measureQuestionnaire, responseItemCode, textOf } from './export-measure.ts';
import { evaluateTotal } from './fhirpath-engine.ts';
import type { QuestionnaireResponse, ResponseAnswer, ResponseItem } from './resources.ts';
import { isFollowUp } from './safety-follow-up.ts';

/** A question's answer as response answers: its text, or each chosen value's coding (else its words). */
function responseAnswers(question: ImpactQuestion, answer: ImpactAnswer | undefined): ResponseAnswer[] {
  const fitting = answer === undefined ? null : fittingAnswer(question, answer);
  if (fitting === null) return [];
  if (isTextControl(question)) return typeof fitting === 'string' ? [{ valueString: fitting }] : [];
  const keys = Array.isArray(fitting) ? fitting : [fitting];
  return keys.flatMap((key) => {
    const value = question.values.find((v) => v.key === key);
    return value ? [answerValue(question, value)] : [];
  });
}

function totalAnswer(type: NonNullable<ImpactMeasureDefinition['fhirpathTotal']>['type'], total: number) {
  if (type === 'quantity') return { valueQuantity: { value: total } };
  return type === 'integer' && Number.isInteger(total) ? { valueInteger: total } : { valueDecimal: total };
}

// impactLayout reads a measure's sections only; a definition has no id or change dates yet.
const asMeasure = (measure: ImpactMeasureDefinition): ImpactMeasure => ({
  id: 1,
  changedDate: '1970-01-01T00:00:00Z',
  deletedDate: null,
  ...measure,
});

/**
 * The response items of a measure's answers, nested as its Questionnaire nests them (measureItems): only the
 * questions shown (a question its business rule hides is not part of the record), and the total when given. A
 * follow-up the app added is no item of the Questionnaire, so its answer is not either: a response naming an item
 * its Questionnaire lacks is invalid, and weight() would fail on it.
 */
export function measureResponseItems(
  measure: ImpactMeasureDefinition,
  answers: ImpactAnswers,
  context: ImpactContext,
  totalScore: number | null = null,
): ResponseItem[] {
  const layout = impactLayout(asMeasure(measure), answers, context);
  const total = measure.fhirpathTotal;
  return layout.sections
    .filter(({ visibility }) => visibility !== 'hidden')
    .flatMap(({ section }, s): ResponseItem[] => {
      const entries = section.questions.flatMap((question): { sequence: number; item: ResponseItem }[] => {
        if (isFollowUp(question) || layout.questions.get(question.questionId)?.visibility !== 'shown')
          return [];
        const answer = responseAnswers(question, answers.get(question.questionId));
        if (answer.length === 0) return [];
        const item = {
          linkId: question.questionId,
          ...responseItemCode(question),
          ...textOf(question.questionText),
          answer,
        };
        return [{ sequence: question.sequence, item }];
      });
      if (total && totalScore !== null && total.sectionId === section.sectionId)
        entries.push({
          sequence: total.sequence,
          item: {
            linkId: total.linkId,
            ...responseItemCode(total),
            ...textOf(total.text),
            answer: [totalAnswer(total.type, totalScore)],
          },
        });
      const items = entries.sort((a, b) => a.sequence - b.sequence).map((entry) => entry.item);
      if (section.linkId === undefined && s === 0) return items;
      if (items.length === 0) return [];
      return [{ linkId: section.linkId ?? section.sectionId, ...textOf(section.title), item: items }];
    });
}

export type FhirpathScore =
  { readonly ok: true; readonly total: number | null } | { readonly ok: false; readonly error: string };

/**
 * The total of an imported measure by its FHIRPath expression (issue 34), the same on the server and the device:
 * a QuestionnaireResponse of the shown questions' answers, evaluated with the measure's own Questionnaire as
 * %questionnaire (its answers' scores as ordinalValue). Null when the expression gives nothing (nothing answered);
 * an error when the measure has no such total or the expression fails.
 */
export function fhirpathScore(
  measure: ImpactMeasureDefinition,
  answers: ImpactAnswers,
  context: ImpactContext = { clientAge: null },
): FhirpathScore {
  const total = measure.fhirpathTotal;
  if (!total) return { ok: false, error: 'the measure has no FHIRPath total' };
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    status: 'in-progress',
    item: measureResponseItems(measure, answers, context),
  };
  try {
    return { ok: true, total: evaluateTotal(total, response, measureQuestionnaire(measure)) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
