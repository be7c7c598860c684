// The fixture PHQ-9s as imported measures, and answers to them, for the tests of their scores and safety items.
import type { ImpactMeasure, ImpactMeasureDefinition } from '../../entities/impact-measure.ts';
import type { ImpactAnswer } from '../../modules/impact-answers.ts';
import { importQuestionnaire } from '../import-questionnaire.ts';
import { FIXTURES, type FixtureName } from './fixtures.ts';

/** The PHQ-9 in its three scoring dialects. */
export const DIALECTS: FixtureName[] = [
  'lforms-phq9-ordinalValue-variables.json',
  'lforms-phq9-weight-function.json',
  'hl7-sdc-phq9-calculatedExpression-ordinal.json',
];

export const measureOf = (name: FixtureName): ImpactMeasureDefinition => {
  const result = importQuestionnaire(FIXTURES[name]);
  if (!result.ok || !result.template.measure) throw new Error(`${name} did not import as a measure`);
  return result.template.measure;
};

/** A measure as the server stores it and the device reads it. */
export const stored = (measure: ImpactMeasureDefinition): ImpactMeasure => ({
  id: 1,
  changedDate: '2025-01-01T00:00:00Z',
  deletedDate: null,
  ...measure,
});

/** The nine scored items of a PHQ-9 measure, in order. */
export const itemIds = (measure: ImpactMeasureDefinition): string[] =>
  measure.sections
    .flatMap((s) => s.questions)
    .filter((q) => q.nonScoring === 'N')
    .map((q) => q.questionId);

/** Nine item scores adding up to a total: the first items 3, then the remainder, then 0 (item 9 last to fill). */
export const itemScores = (total: number): number[] =>
  Array.from({ length: 9 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i)));

export const answersFor = (
  measure: ImpactMeasureDefinition,
  scores: readonly number[],
): Map<string, ImpactAnswer> => new Map(itemIds(measure).map((id, i) => [id, String(scores[i])]));

/** The published PHQ-9 bands (Kroenke, Spitzer & Williams 2001) at each boundary. */
export const BOUNDARIES: [number, string][] = [
  [0, 'None-minimal'],
  [4, 'None-minimal'],
  [5, 'Mild'],
  [9, 'Mild'],
  [10, 'Moderate'],
  [14, 'Moderate'],
  [15, 'Moderately severe'],
  [19, 'Moderately severe'],
  [20, 'Severe'],
  [27, 'Severe'],
];
