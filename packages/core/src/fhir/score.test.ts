import fhirpath from 'fhirpath';
import { describe, expect, it } from 'vitest';
import type { ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import type { ImpactAnswer } from '../modules/impact-answers.ts';
import { impactScores, severityOf } from '../modules/impact-scoring.ts';
import { supportedDialect } from './dialects.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import { fhirpathScore } from './score.ts';
import { FIXTURES, type FixtureName } from './testing/fixtures.ts';

const DIALECTS: FixtureName[] = [
  'lforms-phq9-ordinalValue-variables.json',
  'lforms-phq9-weight-function.json',
  'hl7-sdc-phq9-calculatedExpression-ordinal.json',
];

const measureOf = (name: FixtureName): ImpactMeasureDefinition => {
  const result = importQuestionnaire(FIXTURES[name]);
  if (!result.ok || !result.template.measure) throw new Error(`${name} did not import as a measure`);
  return result.template.measure;
};

/** The nine scored items of a PHQ-9 measure, in order. */
const itemIds = (measure: ImpactMeasureDefinition) =>
  measure.sections
    .flatMap((s) => s.questions)
    .filter((q) => q.nonScoring === 'N')
    .map((q) => q.questionId);

/** Nine item scores adding up to a total: the first items 3, then the remainder, then 0 (item 9 last to fill). */
const itemScores = (total: number) =>
  Array.from({ length: 9 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i)));

const answersFor = (measure: ImpactMeasureDefinition, scores: readonly number[]) =>
  new Map<string, ImpactAnswer>(itemIds(measure).map((id, i) => [id, String(scores[i])]));

/** The published PHQ-9 bands (Kroenke, Spitzer & Williams 2001) at each boundary. */
const BOUNDARIES: [number, string][] = [
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

const native = (measure: ImpactMeasureDefinition, answers: ReadonlyMap<string, ImpactAnswer>) =>
  impactScores({ id: 1, changedDate: '2025-01-01T00:00:00Z', deletedDate: null, ...measure }, answers, {
    clientAge: null,
  }).totalScore;

describe('PHQ-9 totals by FHIRPath, in all three dialects (issue 34)', () => {
  it.each(BOUNDARIES)('total %i (%s) is the same in every dialect, and the published band', (total, band) => {
    for (const name of DIALECTS) {
      const measure = measureOf(name);
      const answers = answersFor(measure, itemScores(total));
      expect(fhirpathScore(measure, answers), name).toEqual({ ok: true, total });
      expect(native(measure, answers), name).toBe(total);
      expect(severityOf(measure.subTotals[0]!.severityBands, total)?.label, name).toBe(band);
    }
  });

  it('sums the items however the points are spread, item 9 included', () => {
    const scores = [0, 1, 2, 3, 0, 1, 2, 3, 1];
    for (const name of DIALECTS) {
      const measure = measureOf(name);
      expect(fhirpathScore(measure, answersFor(measure, scores)), name).toEqual({ ok: true, total: 13 });
    }
  });

  it('leaves the unscored difficulty question (69722-7) out of the total', () => {
    const measure = measureOf('lforms-phq9-weight-function.json');
    const answers = answersFor(measure, itemScores(7));
    answers.set('/69722-7', 'LA6575-0');
    expect(fhirpathScore(measure, answers)).toEqual({ ok: true, total: 7 });
    const variables = measureOf('lforms-phq9-ordinalValue-variables.json');
    const withDifficulty = answersFor(variables, itemScores(7));
    withDifficulty.set('/69722-7', 'LA6575-0');
    expect(fhirpathScore(variables, withDifficulty)).toEqual({ ok: true, total: 7 });
  });

  it('gives no total for nothing answered: lforms’ iif() gives {}, and so does FHIRPath’s sum() of nothing', () => {
    for (const name of DIALECTS)
      expect(fhirpathScore(measureOf(name), new Map()), name).toEqual({ ok: true, total: null });
  });

  it('counts only the questions shown: one a business rule hides adds nothing', () => {
    const measure = measureOf('lforms-phq9-weight-function.json');
    const ids = itemIds(measure);
    const hideItem9: ImpactMeasureDefinition = {
      ...measure,
      sections: measure.sections.map((section) => ({
        ...section,
        questions: section.questions.map((q) =>
          q.questionId === ids[8]
            ? {
                ...q,
                businessRule: { kind: 'answer', questionIds: [ids[0]!], operator: 'greaterThan', value: 0 },
              }
            : q,
        ),
      })),
    };
    const answers = answersFor(measure, [0, 0, 0, 0, 0, 0, 0, 0, 3]);
    expect(fhirpathScore(hideItem9, answers)).toEqual({ ok: true, total: 0 });
    answers.set(ids[0]!, '1');
    expect(fhirpathScore(hideItem9, answers)).toEqual({ ok: true, total: 4 });
  });

  it('reports an expression that fails, and a measure with no FHIRPath total', () => {
    const measure = measureOf('lforms-phq9-weight-function.json');
    const broken = {
      ...measure,
      fhirpathTotal: { ...measure.fhirpathTotal!, expression: '%resource.nope()' },
    };
    expect(fhirpathScore(broken, new Map())).toEqual({ ok: false, error: 'Not implemented: nope' });
    const plain = { ...measure };
    delete plain.fhirpathTotal;
    expect(fhirpathScore(plain, new Map())).toMatchObject({ ok: false });
  });
});

describe('the FHIRPath dialects fhirpath.js runs (issue 34)', () => {
  it('is fhirpath.js 5.2.2 or later, which has weight() and ordinal()', () => {
    const [major, minor] = fhirpath.version.split('.').map(Number);
    expect(major! * 100 + minor!).toBeGreaterThanOrEqual(502);
  });

  it('rewrites SDC 3.0’s answers(), which it lacks, and nothing inside strings', () => {
    expect(supportedDialect('%resource.answers().value.ordinal().sum()')).toBe(
      '%resource.repeat(item | answer.item).answer.value.ordinal().sum()',
    );
    expect(supportedDialect("answers().where(value = 'answers()')")).toBe(
      "repeat(item | answer.item).answer.where(value = 'answers()')",
    );
    expect(supportedDialect('%resource.item.answer.weight().sum()')).toBe(
      '%resource.item.answer.weight().sum()',
    );
    expect(supportedDialect('%myanswers()')).toBe('%myanswers()');
  });
});
