import { impactMeasure, type ImpactMeasureDefinition } from '@carevisit/core';
import { impactMeasures } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { answerValues, impactQuestion } from './measure-parts.ts';
import { GAD7, PHQ9 } from './published-measures.ts';

/** The agency's own measure (not a published one): 0 to 4 per item, higher is better. */
const HOW_WELL = answerValues(['Not at all', 'A little', 'Somewhat', 'Mostly', 'Completely'], true);
const SUPPORTS = answerValues(
  ['Family', 'Friends', 'Faith community', 'Exercise', 'Medication', 'Therapy', 'Peer support'],
  false,
);

const DAILY_LIVING_IDS = ['recovery.daily.1', 'recovery.daily.2', 'recovery.daily.3', 'recovery.daily.4'];
const SCHOOL_IDS = ['recovery.school.1', 'recovery.school.2'];
const WORK_IDS = ['recovery.work.1', 'recovery.work.2'];

/**
 * A measure with an age rule: children and teenagers answer about school, adults about work and housing, so
 * each client answers six scored items and the total is their average (rounded to 2 decimals, spec 2 §9).
 */
export const RECOVERY_CHECK_IN: ImpactMeasureDefinition = {
  longName: 'Recovery and Supports Check-in',
  shortName: 'Recovery Check-in',
  instructions:
    'Ask how well each statement has described the client over the last month. School questions are for clients under 18, ' +
    'work and housing questions for adults.',
  sections: [
    {
      sectionId: 'recovery.daily',
      title: 'Daily Living',
      sequence: 1,
      hideFlag: 'N',
      businessRule: null,
      questions: [
        'Keeps a daily routine (sleep, meals, hygiene)',
        'Manages symptoms with the coping skills learned',
        'Takes part in activities they enjoy',
        'Gets along with the people at home',
      ].map((text, i) => impactQuestion(DAILY_LIVING_IDS[i]!, i + 1, text, HOW_WELL)),
    },
    {
      sectionId: 'recovery.school',
      title: 'School',
      sequence: 2,
      hideFlag: 'N',
      businessRule: { kind: 'age', operator: 'lessThan', value: 18 },
      questions: ['Attends school as expected', 'Keeps up with schoolwork'].map((text, i) =>
        impactQuestion(SCHOOL_IDS[i]!, i + 1, text, HOW_WELL),
      ),
    },
    {
      sectionId: 'recovery.work',
      title: 'Work and Housing',
      sequence: 3,
      hideFlag: 'N',
      businessRule: { kind: 'age', operator: 'atLeast', value: 18 },
      questions: ['Keeps up with work, volunteering or job search', 'Has safe and stable housing'].map(
        (text, i) => impactQuestion(WORK_IDS[i]!, i + 1, text, HOW_WELL),
      ),
    },
    {
      sectionId: 'recovery.supports',
      title: 'Supports',
      sequence: 4,
      hideFlag: 'N',
      businessRule: null,
      questions: [
        impactQuestion(
          'recovery.supports',
          1,
          'Which supports helped most this month? (choose up to 3)',
          SUPPORTS,
          {
            controlType: 'CHECKBOX',
            minCheckeable: 3,
            nonScoring: 'Y',
          },
        ),
        impactQuestion('recovery.goal', 2, "The client's main goal, in their own words", [], {
          controlType: 'TEXT',
          nonScoring: 'Y',
        }),
        impactQuestion('recovery.comments', 3, 'Clinician comments', [], {
          controlType: 'TEXTAREA',
          nonScoring: 'Y',
        }),
      ],
    },
  ],
  subTotals: [
    { text: 'Daily Living', sequence: 1, questionIds: DAILY_LIVING_IDS },
    { text: 'School, Work and Housing', sequence: 2, questionIds: [...SCHOOL_IDS, ...WORK_IDS] },
  ],
  expression: `(${[...DAILY_LIVING_IDS, ...SCHOOL_IDS, ...WORK_IDS].join(' + ')}) / 6`,
  newLogical: true,
};

export const DEMO_MEASURES = { phq9: PHQ9, gad7: GAD7, recoveryCheckIn: RECOVERY_CHECK_IN } as const;
export type DemoMeasureKey = keyof typeof DEMO_MEASURES;
/** The ids the demo measures were given, for templates' impact modules (their referenceId). */
export type ImpactMeasureIds = Record<DemoMeasureKey, number>;

/** Inserts the demo measures, each checked against core's impactconfig schema first. */
export async function seedImpactMeasures(ctx: SeedContext): Promise<ImpactMeasureIds> {
  const ids = {} as ImpactMeasureIds;
  for (const key of Object.keys(DEMO_MEASURES) as DemoMeasureKey[]) {
    const definition = impactMeasure
      .omit({ id: true, changedDate: true, deletedDate: true })
      .parse(DEMO_MEASURES[key]);
    const [row] = await ctx.db
      .insert(impactMeasures)
      .values({ accountId: ctx.accountId, ...definition })
      .returning({ id: impactMeasures.id });
    ids[key] = row!.id;
  }
  return ids;
}
