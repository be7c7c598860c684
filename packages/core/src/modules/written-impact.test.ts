import { describe, expect, it } from 'vitest';
import { fullAnswers, impactData, testMeasure } from './impact-test-measure.ts';
import { writtenImpactModule } from './written-impact.ts';

const adult = { measure: testMeasure(), clientAge: 40 };
const wrongFigures = { totalScore: 99, subTotal: [{ text: 'Main', calculatedScore: 99 }] };

describe('writtenImpactModule (spec 2 §3: the server stores its own figures)', () => {
  it('stores a confirmed page with the figures worked out from its answers, not the device’s', () => {
    const sent = impactData(fullAnswers, { formValidated: true, ...wrongFigures });
    const written = writtenImpactModule(sent, adult, false);
    expect(written.issues).toEqual([]);
    expect(written.data).toMatchObject({
      formValidated: true,
      totalScore: 4,
      subTotal: [
        { text: 'Main', calculatedScore: 2 },
        { text: 'Adults', calculatedScore: 2 },
      ],
    });
  });

  it('re-scores a draft page too, keeping its answers as sent and never refusing it', () => {
    const sent = impactData({ q2: '2', follow: 'text', a1: '3' }, { measureId: 99, ...wrongFigures });
    const written = writtenImpactModule(sent, { ...adult, clientAge: 12 }, false);
    expect(written.issues).toEqual([]);
    expect(written.data.fieldData).toEqual(sent.fieldData);
    // a1 is asked of adults only: its answer is kept in the draft but does not count for a child.
    expect(written.data).toMatchObject({ measureId: 7, totalScore: 2 });
  });

  it('refuses a page of a document being signed for what Next would show', () => {
    const written = writtenImpactModule(impactData({ q1: '1' }, wrongFigures), adult, true);
    expect(written.issues.map((issue) => issue.target)).toEqual(['q2', 'checks', 'a1']);
    expect(written.data.totalScore).toBe(1);
  });

  it('stores a page not assessed with no answers and no figures at all', () => {
    for (const formValidated of [true, false]) {
      const sent = impactData(fullAnswers, { notAssessed: 'Y', formValidated, ...wrongFigures });
      const { data, issues } = writtenImpactModule(sent, adult, false);
      expect(issues).toEqual([]);
      expect(data).not.toHaveProperty('totalScore');
      expect(data).not.toHaveProperty('subTotal');
    }
  });
});
