import { describe, expect, it } from 'vitest';
import { evaluateExpression, parseExpression } from './impact-expression.ts';
import {
  impactScores,
  impactSeverities,
  recomputeImpactScores,
  roundScore,
  severityOf,
  totalSeverity,
} from './impact-scoring.ts';
import { impactData, testMeasure } from './impact-test-measure.ts';
import { readImpactAnswers } from './impact-answers.ts';

const values = new Map([
  ['a.1', 2],
  ['b', 3],
]);
const evaluate = (text: string) => evaluateExpression(parseExpression(text)!, values);

describe('roundScore (spec 2 §9: 2 decimals)', () => {
  it('rounds half away from zero, also where binary fractions fall short', () => {
    expect(roundScore(2 / 3)).toBe(0.67);
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(1.004999)).toBe(1);
    expect(roundScore(-1.005)).toBe(-1.01);
    expect(roundScore(7)).toBe(7);
    expect(roundScore(-0.001)).toBe(0);
  });
});

describe('total expressions', () => {
  it('adds, subtracts, multiplies and divides with brackets and precedence', () => {
    expect(evaluate('a.1 + b * 2')).toBe(8);
    expect(evaluate('(a.1 + b) / 2')).toBe(2.5);
    expect(evaluate('-a.1 - -b')).toBe(1);
    expect(evaluate('b - a.1 - 1')).toBe(0);
  });

  it('counts a question with no score as 0, and a division by 0 as 0', () => {
    expect(evaluate('a.1 + missing')).toBe(2);
    expect(evaluate('b / (a.1 - 2)')).toBe(0);
  });

  it('refuses text that is not an expression', () => {
    for (const text of ['', 'a +', '(a', 'a b', 'a; drop', '2 ** 3', ')'])
      expect(parseExpression(text), text).toBeNull();
  });
});

describe('recomputeImpactScores (what the server stores)', () => {
  const scores = (answers: Record<string, string | string[]>, expression: string | null, clientAge = 40) =>
    recomputeImpactScores(testMeasure({ expression }), impactData(answers).fieldData, { clientAge });

  it('sums the scores of shown questions into sub-totals and the total when there is no expression', () => {
    expect(scores({ q1: '3', q2: '2', checks: ['1', '4'], a1: '1' }, null)).toEqual({
      subTotal: [
        { text: 'Main', calculatedScore: 10 },
        { text: 'Adults', calculatedScore: 1 },
      ],
      totalScore: 11,
    });
  });

  it('scores a radio answer sent with several keys, or a key twice, as no answer', () => {
    expect(scores({ q1: ['3', '3'], q2: '1', checks: ['4', '4'] }, null).totalScore).toBe(5);
  });

  it('leaves out answers to questions a rule hides', () => {
    expect(scores({ q1: '3', a1: '3' }, null, 17).totalScore).toBe(3);
  });

  it('works the total out from the expression, rounded to 2 decimals', () => {
    expect(scores({ q1: '1', q2: '1', a1: '0' }, '(q1 + q2 + a1) / 3').totalScore).toBe(0.67);
    expect(scores({ q1: '2', q2: '3' }, 'q1 * 10 / 3 + q2').totalScore).toBe(9.67);
  });

  it('sums the scores when the expression cannot be read', () => {
    expect(scores({ q1: '2', q2: '3' }, 'q1 +').totalScore).toBe(5);
  });
});

describe('severityOf', () => {
  const bands = [
    { from: 0, to: 4, label: 'Minimal' },
    { from: 5, to: 9, label: 'Mild' },
  ];
  it('finds the band a score falls in, both ends included', () => {
    expect(severityOf(bands, 4)?.label).toBe('Minimal');
    expect(severityOf(bands, 5)?.label).toBe('Mild');
    expect(severityOf(bands, 10)).toBeNull();
    expect(severityOf(undefined, 3)).toBeNull();
  });
});

describe('totalSeverity (the band beside the Total)', () => {
  const bands = [
    { from: 0, to: 4, label: 'Low' },
    { from: 5, to: 12, label: 'High' },
  ];
  const whole = { text: 'All', sequence: 1, questionIds: ['q1', 'q2', 'checks', 'a1'], severityBands: bands };
  const answers = impactData({ q1: '3', q2: '1', checks: ['1'], a1: '0' }).fieldData;
  const bandOf = (overrides: Parameters<typeof testMeasure>[0]) => {
    const measure = testMeasure(overrides);
    return totalSeverity(measure, recomputeImpactScores(measure, answers, { clientAge: 40 }))?.label ?? null;
  };

  it('is the band of a sub-total that counts every scored question and comes to the total', () => {
    expect(bandOf({ subTotals: [whole] })).toBe('High');
  });

  it('is none when the total is worked out otherwise, a scored question is left out, or no band is given', () => {
    expect(bandOf({ subTotals: [whole], expression: '(q1 + q2) / 2' })).toBeNull();
    expect(bandOf({ subTotals: [{ ...whole, questionIds: ['q1', 'q2', 'checks'] }] })).toBeNull();
    expect(bandOf({})).toBeNull();
  });
});

describe('impactSeverities (the bands shown beside the scores)', () => {
  const bands = [
    { from: 0, to: 4, label: 'Low' },
    { from: 5, to: 12, label: 'High' },
  ];
  const measure = testMeasure({
    subTotals: [
      { text: 'All', sequence: 1, questionIds: ['q1', 'q2', 'checks', 'a1'], severityBands: bands },
      { text: 'Adults', sequence: 2, questionIds: ['a1'], severityBands: bands },
    ],
  });
  const shown = (answers: Record<string, string | string[]>, clientAge = 40) => {
    const read = readImpactAnswers(impactData(answers).fieldData);
    const context = { clientAge };
    const severities = impactSeverities(measure, read, context, impactScores(measure, read, context));
    return {
      subTotals: severities.subTotals.map((band) => band?.label ?? null),
      total: severities.total?.label ?? null,
    };
  };

  it('gives no band before the questions a score counts are answered: an empty form is not "Low"', () => {
    expect(shown({})).toEqual({ subTotals: [null, null], total: null });
  });

  it('gives a sub-total its band once its own questions are answered, and the total once every one is', () => {
    expect(shown({ a1: '3' })).toEqual({ subTotals: [null, 'Low'], total: null });
    expect(shown({ q1: '3', q2: '1', checks: ['1'], a1: '0' })).toEqual({
      subTotals: ['High', 'Low'],
      total: 'High',
    });
  });

  it('does not wait for a question a rule hides (the adults section for a child)', () => {
    expect(shown({ q1: '0', q2: '0', checks: ['1'] }, 12)).toEqual({
      subTotals: ['Low', 'Low'],
      total: 'Low',
    });
  });
});
