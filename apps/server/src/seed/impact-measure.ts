/**
 * One scored impact measure: the PHQ-9 depression questionnaire (Spitzer, Williams, Kroenke; free to
 * reproduce), plus two unscored questions. Shapes follow spec 2 §3: sections of questions with values,
 * business rules, minCheckeable and nonScoring, and sub-totals.
 */
const FREQUENCY = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

const ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed, or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead, or of hurting yourself in some way',
];

const DIFFICULTY = ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'];
const SUPPORTS = [
  'Family',
  'Friends',
  'Faith community',
  'Exercise',
  'Medication',
  'Therapy',
  'Peer support',
];

const values = (texts: string[], scored: boolean) =>
  texts.map((text, i) => ({ key: scored ? String(i) : text, text, sequence: i + 1 }));

const question = (
  questionId: string,
  sequence: number,
  questionText: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  questionId,
  questionText,
  sequence,
  controlType: 'RADIO',
  values: values(FREQUENCY, true),
  businessRule: null,
  minCheckeable: null,
  nonScoring: 'N',
  selectedAnswer: null,
  hideFlag: 'N',
  impactError: false,
  errorMessage: null,
  ...extra,
});

const scoredIds = ITEMS.map((_, i) => `phq9.${i + 1}`);

export const IMPACT_MEASURE = {
  longName: 'Patient Health Questionnaire (PHQ-9)',
  shortName: 'PHQ-9',
  instructions:
    'Over the last 2 weeks, how often has the client been bothered by any of the following problems? ' +
    'Read each item aloud and record the answer that fits best.',
  sections: [
    {
      sectionId: 'phq9',
      title: 'Depression Symptoms',
      sequence: 1,
      hideFlag: 'N',
      questions: ITEMS.map((text, i) => question(scoredIds[i]!, i + 1, text)),
    },
    {
      sectionId: 'function',
      title: 'Functioning',
      sequence: 2,
      hideFlag: 'N',
      questions: [
        question(
          'function.1',
          1,
          'If any problems were checked, how difficult have they made it to work, take care of things at home, or get along with other people?',
          {
            controlType: 'DROPDOWN',
            values: values(DIFFICULTY, false),
            nonScoring: 'Y',
            // Asked only when an earlier answer shows a problem.
            businessRule: { kind: 'answer', questionIds: scoredIds, operator: 'greaterThan', value: 0 },
          },
        ),
      ],
    },
    {
      sectionId: 'supports',
      title: 'Supports',
      sequence: 3,
      hideFlag: 'N',
      questions: [
        question('supports.1', 1, 'Which supports helped most over the last 2 weeks? (choose up to 3)', {
          controlType: 'CHECKBOX',
          values: values(SUPPORTS, false),
          minCheckeable: 3,
          nonScoring: 'Y',
          // Asked of adults only.
          businessRule: { kind: 'age', operator: 'atLeast', value: 18 },
        }),
        question('supports.2', 2, 'Clinician comments', {
          controlType: 'TEXTAREA',
          values: [],
          nonScoring: 'Y',
        }),
      ],
    },
  ],
  subTotals: [
    { text: 'Depression Severity (items 1-9)', sequence: 1, calculatedScore: 0, questionIds: scoredIds },
  ],
  expression: scoredIds.join(' + '),
  newLogical: true,
};
