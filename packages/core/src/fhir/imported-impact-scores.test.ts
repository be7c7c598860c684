import { describe, expect, it } from 'vitest';
import type { ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import type { ImpactAnswers } from '../modules/impact-answers.ts';
import { impactScores, impactSeverities, totalSeverity } from '../modules/impact-scoring.ts';
import { fhirpathScore } from './score.ts';
import { BOUNDARIES, DIALECTS, answersFor, itemScores, measureOf, stored } from './testing/phq9.ts';

const context = { clientAge: null };

/** What the page shows (and the server stores) for the answers: the scores, and the bands beside them. */
function shown(measure: ImpactMeasureDefinition, answers: ImpactAnswers) {
  const scores = impactScores(stored(measure), answers, context);
  const severities = impactSeverities(stored(measure), answers, context, scores);
  return {
    subTotal: scores.subTotal.map((sub) => sub.calculatedScore),
    total: scores.totalScore,
    /** The band of the total as it stands. */
    band: totalSeverity(stored(measure), scores)?.label ?? null,
    /** The band the page shows beside it: none before every item is answered. */
    shownBand: severities.total?.label ?? null,
  };
}

/** The measure with its FHIRPath total changed: the expression as written, wrapped. */
const withExpression = (measure: ImpactMeasureDefinition, wrap: (expression: string) => string) => ({
  ...measure,
  fhirpathTotal: { ...measure.fhirpathTotal!, expression: wrap(measure.fhirpathTotal!.expression) },
});

/** Items 1 to 9 scoring 13 in all, item 9 included. */
const SPREAD = [0, 1, 2, 3, 0, 1, 2, 3, 1];

describe('an imported PHQ-9’s scores on the page and on the server (issue 34)', () => {
  it.each(BOUNDARIES)('total %i shows its published band, %s, beside it in every dialect', (total, band) => {
    for (const name of DIALECTS) {
      const measure = measureOf(name);
      expect(shown(measure, answersFor(measure, itemScores(total))), name).toEqual({
        subTotal: [total],
        total,
        band,
        shownBand: band,
      });
    }
  });

  it('works the total out by its FHIRPath expression, not by adding up the items', () => {
    for (const name of DIALECTS) {
      const doubled = withExpression(measureOf(name), (expression) => `(${expression}) * 2`);
      // The bands are those of the item sum (the sub-total): a total that is not the sum shows none.
      expect(shown(doubled, answersFor(doubled, SPREAD)), name).toEqual({
        subTotal: [13],
        total: 26,
        band: null,
        shownBand: null,
      });
    }
  });

  it('rounds the FHIRPath total to 2 decimals, as every score', () => {
    const thirds = withExpression(measureOf('lforms-phq9-weight-function.json'), (e) => `(${e}) / 3`);
    expect(shown(thirds, answersFor(thirds, SPREAD)).total).toBe(4.33);
  });

  it('shows 0 and no band while nothing is answered, where FHIRPath gives no total, as the item sum does', () => {
    for (const name of DIALECTS) {
      const measure = measureOf(name);
      expect(fhirpathScore(measure, new Map()), name).toEqual({ ok: true, total: null });
      expect(shown(measure, new Map()), name).toEqual({
        subTotal: [0],
        total: 0,
        band: 'None-minimal',
        shownBand: null,
      });
    }
  });

  it('shows the band only once every item is answered', () => {
    const measure = measureOf('lforms-phq9-ordinalValue-variables.json');
    const answers = answersFor(measure, itemScores(12));
    answers.delete([...answers.keys()][8]!);
    expect(shown(measure, answers)).toEqual({ subTotal: [12], total: 12, band: 'Moderate', shownBand: null });
  });

  it('falls back to the item sum, the PHQ-9’s published total, when a stored expression cannot be evaluated', () => {
    const broken = withExpression(measureOf('lforms-phq9-weight-function.json'), () => '%resource.nope()');
    const answers = answersFor(broken, SPREAD);
    expect(fhirpathScore(broken, answers)).toMatchObject({ ok: false });
    expect(shown(broken, answers)).toEqual({
      subTotal: [13],
      total: 13,
      band: 'Moderate',
      shownBand: 'Moderate',
    });
  });
});
