import fhirpath from 'fhirpath';
import { describe, expect, it } from 'vitest';
import type { ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import { severityOf } from '../modules/impact-scoring.ts';
import { supportedDialect } from './dialects.ts';
import { fhirpathScore } from './score.ts';
import { BOUNDARIES, DIALECTS, answersFor, itemIds, itemScores, measureOf } from './testing/phq9.ts';

describe('PHQ-9 totals by FHIRPath, in all three dialects (issue 34)', () => {
  it.each(BOUNDARIES)('total %i (%s) is the same in every dialect, and the published band', (total, band) => {
    for (const name of DIALECTS) {
      const measure = measureOf(name);
      const answers = answersFor(measure, itemScores(total));
      expect(fhirpathScore(measure, answers), name).toEqual({ ok: true, total });
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
