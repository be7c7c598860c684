import { IMPACT_SCORE_DECIMALS } from '../constants.ts';
import type { ModuleData } from '../entities/document.ts';
import type { ImpactMeasure, ImpactQuestion, SeverityBand } from '../entities/impact-measure.ts';
import { fhirpathScore } from '../fhir/score.ts';
import { isTextControl, readImpactAnswers, type ImpactAnswers } from './impact-answers.ts';
import { evaluateExpression, parseExpression } from './impact-expression.ts';
import { answerNumber, impactLayout, type ImpactContext } from './impact-visibility.ts';

export interface ImpactScores {
  subTotal: { text: string; calculatedScore: number }[];
  totalScore: number;
}

/** spec 2 §9: scores are rounded to 2 decimals (half away from zero, so 1.005 gives 1.01). */
export function roundScore(score: number): number {
  const factor = 10 ** IMPACT_SCORE_DECIMALS;
  const rounded =
    (Math.sign(score) * Math.round(Number((Math.abs(score) * factor).toPrecision(15)))) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The score of every scored question that is shown and answered: nonScoring and text questions have none. */
function questionScores(
  measure: ImpactMeasure,
  answers: ImpactAnswers,
  context: ImpactContext,
): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [id, { question, visibility }] of impactLayout(measure, answers, context).questions) {
    if (visibility !== 'shown' || question.nonScoring === 'Y') continue;
    const score = answerNumber(question, answers.get(id));
    if (score !== null) scores.set(id, score);
  }
  return scores;
}

/**
 * The total by an imported measure's FHIRPath expression (issue 34), or null: when the measure has none, when it
 * gives nothing (nothing answered), and when it fails. The import refuses an expression that fails on its checks,
 * so a failure here is a stored definition this code cannot evaluate for these answers (another fhirpath.js, an
 * answer the checks did not try); the page must still work, and the device and the server must agree.
 */
function fhirpathTotal(
  measure: ImpactMeasure,
  answers: ImpactAnswers,
  context: ImpactContext,
): number | null {
  if (!measure.fhirpathTotal) return null;
  const score = fhirpathScore(measure, answers, context);
  return score.ok ? score.total : null;
}

/**
 * Sub-totals and the total from answers (spec 2 §3): the total is an imported measure's FHIRPath total, else the
 * expression's, else the sum of the scores. An imported measure whose FHIRPath gives no total has the sum: 0 when
 * nothing is answered, as any measure (impactSeverities shows no band until every question is answered); the sum
 * too when the expression fails, which is the published total of the instruments whose bands the app knows (the
 * PHQ-9's, the GAD-7's), so the band beside it stays right.
 */
export function impactScores(
  measure: ImpactMeasure,
  answers: ImpactAnswers,
  context: ImpactContext,
): ImpactScores {
  const scores = questionScores(measure, answers, context);
  const sumOf = (ids: Iterable<string>) => [...ids].reduce((sum, id) => sum + (scores.get(id) ?? 0), 0);
  const subTotal = [...measure.subTotals]
    .sort((a, b) => a.sequence - b.sequence)
    .map((sub) => ({ text: sub.text, calculatedScore: roundScore(sumOf(sub.questionIds)) }));
  const expression = measure.expression ? parseExpression(measure.expression) : null;
  const total =
    fhirpathTotal(measure, answers, context) ??
    (expression ? evaluateExpression(expression, scores) : sumOf(scores.keys()));
  return { subTotal, totalScore: roundScore(total) };
}

/**
 * spec 2 §3 Impact: what the server stores as a document's impact figures, worked out from the answers alone so
 * a device's own figures never count. answers: the module data's fieldData; context: the client's age on the
 * date of service.
 */
export function recomputeImpactScores(
  measure: ImpactMeasure,
  answers: ModuleData['fieldData'],
  context: ImpactContext,
): ImpactScores {
  return impactScores(measure, readImpactAnswers(answers), context);
}

/** The published band a score falls in (bands are inclusive at both ends), or null. */
export function severityOf(bands: readonly SeverityBand[] | undefined, score: number): SeverityBand | null {
  return bands?.find((band) => score >= band.from && score <= band.to) ?? null;
}

/** A question that counts towards the scores: not nonScoring, and not answered in words. */
export const isScoredQuestion = (question: ImpactQuestion): boolean =>
  question.nonScoring !== 'Y' && !isTextControl(question);

/**
 * The published band of the total, shown beside it: that of a banded sub-total which counts every scored question
 * of the measure and comes to the total (the PHQ-9's and GAD-7's item sums are their totals; an imported measure's
 * one sub-total is such a sum, with the bands its total's LOINC code has); null otherwise.
 */
export function totalSeverity(measure: ImpactMeasure, scores: ImpactScores): SeverityBand | null {
  // A question configured hidden (hideFlag Y) is never asked, so never scored.
  const scored = measure.sections
    .filter((section) => section.hideFlag !== 'Y')
    .flatMap((section) => section.questions)
    .filter((question) => question.hideFlag !== 'Y' && isScoredQuestion(question))
    .map((question) => question.questionId);
  const ordered = [...measure.subTotals].sort((a, b) => a.sequence - b.sequence);
  const whole = ordered.findIndex(
    (sub, i) =>
      sub.severityBands !== undefined &&
      scored.every((id) => sub.questionIds.includes(id)) &&
      scores.subTotal[i]?.calculatedScore === scores.totalScore,
  );
  return whole === -1 ? null : severityOf(ordered[whole]!.severityBands, scores.totalScore);
}

/** The published bands beside the sub-totals (in their sequence) and beside the total, where they apply. */
export interface ImpactSeverities {
  subTotals: (SeverityBand | null)[];
  total: SeverityBand | null;
}

/**
 * The bands to show beside the scores: a score's band once every scored question it counts that is shown has an
 * answer, none before. A score that leaves questions out would read as a result ("0 · None-minimal" on a PHQ-9
 * not yet asked). A question hidden by a rule counts nothing and waits for nothing.
 */
export function impactSeverities(
  measure: ImpactMeasure,
  answers: ImpactAnswers,
  context: ImpactContext,
  scores: ImpactScores,
): ImpactSeverities {
  const waiting = new Set<string>();
  for (const [id, { question, visibility }] of impactLayout(measure, answers, context).questions) {
    if (
      visibility === 'shown' &&
      isScoredQuestion(question) &&
      answerNumber(question, answers.get(id)) === null
    )
      waiting.add(id);
  }
  const ordered = [...measure.subTotals].sort((a, b) => a.sequence - b.sequence);
  const subTotals = ordered.map((sub, i) =>
    sub.questionIds.some((id) => waiting.has(id))
      ? null
      : severityOf(sub.severityBands, scores.subTotal[i]?.calculatedScore ?? 0),
  );
  return { subTotals, total: waiting.size > 0 ? null : totalSeverity(measure, scores) };
}
