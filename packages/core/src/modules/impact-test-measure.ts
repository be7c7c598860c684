import type { ModuleData } from '../entities/document.ts';
import type { ImpactMeasure, ImpactQuestion } from '../entities/impact-measure.ts';

// A small measure for the impact tests: two scored radios (0-3), a check box question that scores its chosen
// keys, a follow-up shown when q2 is above 0, a section for adults only, and a text area.

const scale = ['0', '1', '2', '3'].map((key, i) => ({ key, text: `Answer ${key}`, sequence: i + 1 }));

export const question = (questionId: string, extra: Partial<ImpactQuestion> = {}): ImpactQuestion => ({
  questionId,
  questionText: `Question ${questionId}`,
  sequence: 1,
  controlType: null,
  values: scale,
  businessRule: null,
  minCheckeable: null,
  nonScoring: 'N',
  hideFlag: 'N',
  ...extra,
});

export function testMeasure(overrides: Partial<ImpactMeasure> = {}): ImpactMeasure {
  return {
    id: 7,
    longName: 'Test Measure',
    shortName: 'TM',
    instructions: 'Answer each question.',
    sections: [
      {
        sectionId: 'adults',
        title: 'Adults',
        sequence: 2,
        hideFlag: 'N',
        businessRule: { kind: 'age', operator: 'atLeast', value: 18 },
        questions: [question('a1')],
      },
      {
        sectionId: 'main',
        title: 'Main',
        sequence: 1,
        hideFlag: 'N',
        businessRule: null,
        questions: [
          question('q2', { sequence: 2, safetyAlert: true }),
          question('q1', { sequence: 1 }),
          question('follow', {
            sequence: 3,
            nonScoring: 'Y',
            controlType: 'TEXTAREA',
            values: [],
            businessRule: { kind: 'answer', questionIds: ['q2'], operator: 'greaterThan', value: 0 },
          }),
          question('checks', {
            sequence: 4,
            controlType: 'CHECKBOX',
            minCheckeable: 2,
            values: [
              { key: '1', text: 'One', sequence: 1 },
              { key: '2', text: 'Two', sequence: 2 },
              { key: '4', text: 'Four', sequence: 3 },
            ],
          }),
          question('secret', { sequence: 5, hideFlag: 'Y' }),
        ],
      },
    ],
    subTotals: [
      { text: 'Main', sequence: 1, questionIds: ['q1', 'q2', 'checks'] },
      { text: 'Adults', sequence: 2, questionIds: ['a1'] },
    ],
    expression: null,
    newLogical: true,
    changedDate: '2026-01-01T00:00:00Z',
    deletedDate: null,
    ...overrides,
  };
}

export const impactData = (
  answers: Record<string, string | string[]>,
  extra: Partial<ModuleData> = {},
): ModuleData => ({
  moduleId: 302,
  moduleType: 'impact',
  fieldData: Object.entries(answers).map(([key, value]) => ({ key, value })),
  formValidated: false,
  measureId: 7,
  notAssessed: 'N',
  ...extra,
});

/** Every question answered with no error, for an adult. */
export const fullAnswers = { q1: '1', q2: '0', checks: ['1'], a1: '2' };
