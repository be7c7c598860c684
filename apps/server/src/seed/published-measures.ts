import { PHQ9_SAFETY_FOLLOW_UP, type ImpactMeasureDefinition } from '@carevisit/core';
import { answerValues, impactQuestion } from './measure-parts.ts';

// The PHQ-9 and GAD-7 (Spitzer, Williams, Kroenke and colleagues; free to reproduce), with their published item
// values (0 Not at all to 3 Nearly every day) and severity bands: PHQ-9 Kroenke, Spitzer & Williams 2001, GAD-7
// Spitzer, Kroenke, Williams & Löwe 2006.

const FREQUENCY = answerValues(
  ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  true,
);
const DIFFICULTY = answerValues(
  ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
  false,
);

const PHQ9_ITEMS = [
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

const GAD7_ITEMS = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid, as if something awful might happen',
];

export const PHQ9_ITEM_IDS = PHQ9_ITEMS.map((_, i) => `phq9.${i + 1}`);
export const GAD7_ITEM_IDS = GAD7_ITEMS.map((_, i) => `gad7.${i + 1}`);
/** PHQ-9 item 9: thoughts of death or self-harm. */
export const PHQ9_ITEM9 = PHQ9_ITEM_IDS[8]!;

const PHQ9_BANDS = [
  { from: 0, to: 4, label: 'None-minimal' },
  { from: 5, to: 9, label: 'Mild' },
  { from: 10, to: 14, label: 'Moderate' },
  { from: 15, to: 19, label: 'Moderately severe' },
  { from: 20, to: 27, label: 'Severe' },
];

const GAD7_BANDS = [
  { from: 0, to: 4, label: 'Minimal' },
  { from: 5, to: 9, label: 'Mild' },
  { from: 10, to: 14, label: 'Moderate' },
  { from: 15, to: 21, label: 'Severe' },
];

/** The question asked after a scale once any item shows a problem (both measures end with it). */
const difficulty = (questionId: string, itemIds: string[]) =>
  impactQuestion(
    questionId,
    1,
    'If any problems were checked, how difficult have they made it to work, take care of things at home, or get along with other people?',
    DIFFICULTY,
    {
      controlType: 'DROPDOWN',
      nonScoring: 'Y',
      businessRule: { kind: 'answer', questionIds: itemIds, operator: 'greaterThan', value: 0 },
    },
  );

export const PHQ9: ImpactMeasureDefinition = {
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
      businessRule: null,
      questions: PHQ9_ITEMS.map((text, i) =>
        impactQuestion(PHQ9_ITEM_IDS[i]!, i + 1, text, FREQUENCY, { safetyAlert: i === 8 }),
      ),
    },
    {
      sectionId: 'phq9.followUp',
      title: 'Follow-up',
      sequence: 2,
      hideFlag: 'N',
      businessRule: null,
      questions: [
        difficulty('phq9.difficulty', PHQ9_ITEM_IDS),
        impactQuestion('phq9.safety', 2, PHQ9_SAFETY_FOLLOW_UP, [], {
          controlType: 'TEXTAREA',
          nonScoring: 'Y',
          required: true,
          businessRule: { kind: 'answer', questionIds: [PHQ9_ITEM9], operator: 'greaterThan', value: 0 },
        }),
      ],
    },
  ],
  subTotals: [
    {
      text: 'Depression Severity (items 1-9)',
      sequence: 1,
      questionIds: PHQ9_ITEM_IDS,
      severityBands: PHQ9_BANDS,
    },
  ],
  expression: PHQ9_ITEM_IDS.join(' + '),
  newLogical: true,
};

export const GAD7: ImpactMeasureDefinition = {
  longName: 'Generalized Anxiety Disorder Scale (GAD-7)',
  shortName: 'GAD-7',
  instructions:
    'Over the last 2 weeks, how often has the client been bothered by the following problems? ' +
    'Read each item aloud and record the answer that fits best.',
  sections: [
    {
      sectionId: 'gad7',
      title: 'Anxiety Symptoms',
      sequence: 1,
      hideFlag: 'N',
      businessRule: null,
      questions: GAD7_ITEMS.map((text, i) => impactQuestion(GAD7_ITEM_IDS[i]!, i + 1, text, FREQUENCY)),
    },
    {
      sectionId: 'gad7.followUp',
      title: 'Follow-up',
      sequence: 2,
      hideFlag: 'N',
      businessRule: null,
      questions: [difficulty('gad7.difficulty', GAD7_ITEM_IDS)],
    },
  ],
  subTotals: [
    {
      text: 'Anxiety Severity (items 1-7)',
      sequence: 1,
      questionIds: GAD7_ITEM_IDS,
      severityBands: GAD7_BANDS,
    },
  ],
  expression: null,
  newLogical: true,
};
