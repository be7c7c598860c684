import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import {
  answerImpactQuestion,
  impactAnswerText,
  markNotAssessed,
  readImpactAnswers,
} from './impact-answers.ts';
import { checkImpact, impactForStorage } from './impact.ts';
import { impactLayout } from './impact-visibility.ts';
import { fullAnswers, impactData, question, testMeasure } from './impact-test-measure.ts';
import type { ModuleCheck } from './module-check.ts';

const adult = { measure: testMeasure(), clientAge: 40 };
const child = { measure: testMeasure(), clientAge: 12 };

const texts = (check: ModuleCheck) => check.messages.map((m) => [m.target, formatMessage(m.key, m.params)]);

const visibility = (answers: Record<string, string | string[]>, clientAge: number | null) => {
  const layout = impactLayout(testMeasure(), readImpactAnswers(impactData(answers).fieldData), { clientAge });
  return Object.fromEntries([...layout.questions].map(([id, q]) => [id, q.visibility]));
};

describe('impactAnswerText', () => {
  it('gives a chosen value by its text, check boxes’ texts in the values’ order, and text as written', () => {
    const checks = testMeasure().sections[1]!.questions.find((q) => q.questionId === 'checks')!;
    expect(impactAnswerText(question('q1'), '2')).toBe('Answer 2');
    expect(impactAnswerText(checks, ['4', '1'])).toBe('One, Four');
    expect(impactAnswerText(question('t', { controlType: 'TEXTAREA', values: [] }), 'Slept badly')).toBe(
      'Slept badly',
    );
    expect(impactAnswerText(question('q1'), undefined)).toBe('');
  });
});

describe('impactLayout (spec 2 §4 hide rules)', () => {
  it('asks a follow-up only when the earlier answer it depends on is above 0', () => {
    expect(visibility({ q2: '0' }, 40).follow).toBe('notRequired');
    expect(visibility({ q2: '1' }, 40).follow).toBe('shown');
    expect(visibility({}, 40).follow).toBe('notRequired');
  });

  it('shows a section for adults from the 18th birthday, and asks it when the age is not known', () => {
    expect(visibility({}, 17).a1).toBe('notRequired');
    expect(visibility({}, 18).a1).toBe('shown');
    expect(visibility({}, null).a1).toBe('shown');
  });

  it('leaves a question configured hidden off the page', () => {
    expect(visibility({}, 40).secret).toBe('hidden');
  });

  it('says "Not Required based on previous answer(s)" for what a rule hides', () => {
    expect(formatMessage('impact.notRequired')).toBe('Not Required based on previous answer(s)');
  });
});

describe('checkImpact (spec 2 §5)', () => {
  it('passes every shown question answered', () => {
    expect(checkImpact(impactData(fullAnswers), adult)).toEqual({ valid: true, errorCount: 0, messages: [] });
  });

  it('asks for each scored question shown and unanswered when newLogical is set, not for hidden ones', () => {
    expect(texts(checkImpact(impactData({}), child))).toEqual([
      ['q1', 'Please answer this question.'],
      ['q2', 'Please answer this question.'],
      ['checks', 'Please answer this question.'],
    ]);
  });

  it('does not require answers when newLogical is not set', () => {
    expect(checkImpact(impactData({}), { ...adult, measure: testMeasure({ newLogical: false }) }).valid).toBe(
      true,
    );
  });

  it('asks for a required follow-up whenever its rule shows it, scored or not (issue 30: PHQ-9 item 9)', () => {
    const measure = testMeasure({ newLogical: false });
    const follow = measure.sections[1]!.questions.find((q) => q.questionId === 'follow')!;
    follow.required = true;
    const context = { ...adult, measure };
    expect(checkImpact(impactData({ q2: '0' }), context).valid).toBe(true);
    expect(texts(checkImpact(impactData({ q2: '2', follow: '  ' }), context))).toEqual([
      ['follow', 'Please answer this question.'],
    ]);
    expect(
      checkImpact(impactData({ q2: '2', follow: 'Safety plan made; PCP informed.' }), context).valid,
    ).toBe(true);
  });

  it('counts an answer that is not one of the question’s values as no answer', () => {
    expect(texts(checkImpact(impactData({ ...fullAnswers, q1: '9' }), adult))).toEqual([
      ['q1', 'Please answer this question.'],
    ]);
  });

  it('allows at most minCheckeable check boxes', () => {
    expect(checkImpact(impactData({ ...fullAnswers, checks: ['1', '2'] }), adult).valid).toBe(true);
    expect(texts(checkImpact(impactData({ ...fullAnswers, checks: ['1', '2', '4'] }), adult))).toEqual([
      ['checks', 'You may choose a maximum of 2 responses. Please correct and save.'],
    ]);
  });

  it('takes a text area of 4000 characters, not 4001', () => {
    const answers = { ...fullAnswers, q2: '1' };
    expect(checkImpact(impactData({ ...answers, follow: 'x'.repeat(4000) }), adult).valid).toBe(true);
    expect(texts(checkImpact(impactData({ ...answers, follow: 'x'.repeat(4001) }), adult))).toEqual([
      ['follow', 'Max:4000 characters.'],
    ]);
  });

  it('has nothing to check when not assessed at this time', () => {
    expect(checkImpact(impactData({}, { notAssessed: 'Y' }), adult).valid).toBe(true);
  });
});

describe('not assessed (spec 2 §4)', () => {
  it('Yes sets notAssessed to Y and removes the answers and scores', () => {
    const marked = markNotAssessed(impactData(fullAnswers, { totalScore: 6, subTotal: [] }));
    expect(marked).toMatchObject({ notAssessed: 'Y', fieldData: [] });
    expect(marked).not.toHaveProperty('totalScore');
    expect(marked).not.toHaveProperty('subTotal');
  });

  it('any answer sets it back to N', () => {
    const answered = answerImpactQuestion(markNotAssessed(impactData({})), 'q1', '2');
    expect(answered).toMatchObject({ notAssessed: 'N', fieldData: [{ key: 'q1', value: '2' }] });
  });

  it('is stored with no answers and no scores', () => {
    const stored = impactForStorage(impactData(fullAnswers, { notAssessed: 'Y', totalScore: 5 }), adult);
    expect(stored).toEqual({
      moduleId: 302,
      moduleType: 'impact',
      formValidated: false,
      measureId: 7,
      notAssessed: 'Y',
      fieldData: [],
    });
  });
});

describe('impactForStorage', () => {
  it('keeps only answers to questions shown, and works the scores out again whatever the device sent', () => {
    const sent = impactData(
      { ...fullAnswers, follow: 'left from before', secret: '3', unknown: '2', a1: '3' },
      { totalScore: 99, subTotal: [{ text: 'Main', calculatedScore: 99 }] },
    );
    const stored = impactForStorage(sent, child);
    expect(stored.fieldData).toEqual([
      { key: 'q1', value: '1' },
      { key: 'q2', value: '0' },
      { key: 'checks', value: ['1'] },
    ]);
    expect(stored.subTotal).toEqual([
      { text: 'Main', calculatedScore: 2 },
      { text: 'Adults', calculatedScore: 0 },
    ]);
    expect(stored.totalScore).toBe(2);
  });

  it('keeps of each answer only what its question can hold', () => {
    const sent = impactData({ q1: '9', q2: ['1'], checks: ['2', 'x', '2'], a1: '1', follow: ['text'] });
    const stored = impactForStorage(sent, adult);
    expect(stored.fieldData).toEqual([
      { key: 'checks', value: ['2'] },
      { key: 'a1', value: '1' },
    ]);
    expect(stored.totalScore).toBe(3);
  });

  it('does not score a question marked nonScoring', () => {
    const measure = testMeasure();
    const main = measure.sections[1]!;
    const unscored = {
      ...measure,
      sections: [{ ...main, questions: [question('q1', { nonScoring: 'Y' }), question('q2')] }],
    };
    const stored = impactForStorage(impactData({ q1: '3', q2: '2' }), { measure: unscored, clientAge: 40 });
    expect(stored.totalScore).toBe(2);
  });
});
