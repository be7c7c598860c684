import { z } from 'zod';
import type { ModuleData } from '../entities/document.ts';

/** spec 2 §3: goal addressed detail. status is the chosen descriptor's id. */
const goalDetail = z.object({
  pgoId: z.number().int(),
  isAddressed: z.boolean(),
  status: z.number().int().nullable(),
  comment: z.string(),
});
export type GoalDetail = z.infer<typeof goalDetail>;

export interface GoalsAddressedAnswers {
  treatmentPlanId: number | null;
  details: GoalDetail[];
  /** spec 2 §3: goals comment */
  goalComment: string;
}

const PLAN_KEY = 'treatmentPlanId';
const COMMENT_KEY = 'goalComment';
const DETAIL_PREFIX = 'pgo.';

const emptyGoalsAnswers = (): GoalsAddressedAnswers => ({
  treatmentPlanId: null,
  details: [],
  goalComment: '',
});

/**
 * The goals addressed page's answers from its module data: treatmentPlanId, goalComment and one 'pgo.{id}' entry
 * per item. Entries that do not read as such are left out, so a damaged entry never stops the page.
 */
export function readGoalsAnswers(fieldData: ModuleData['fieldData']): GoalsAddressedAnswers {
  const answers = emptyGoalsAnswers();
  for (const { key, value } of fieldData) {
    if (key === PLAN_KEY && typeof value === 'number' && Number.isSafeInteger(value)) {
      answers.treatmentPlanId = value;
    } else if (key === COMMENT_KEY && typeof value === 'string') {
      answers.goalComment = value;
    } else if (key.startsWith(DETAIL_PREFIX)) {
      const detail = goalDetail.safeParse(value);
      if (detail.success) answers.details.push(detail.data);
    }
  }
  return answers;
}

export function goalsFieldData(answers: GoalsAddressedAnswers): ModuleData['fieldData'] {
  return [
    ...(answers.treatmentPlanId === null ? [] : [{ key: PLAN_KEY, value: answers.treatmentPlanId }]),
    ...answers.details.map((detail) => ({ key: `${DETAIL_PREFIX}${detail.pgoId}`, value: detail })),
    ...(answers.goalComment === '' ? [] : [{ key: COMMENT_KEY, value: answers.goalComment }]),
  ];
}

/** Targets of per-control messages, so the page shows each under its control (spec 2 §8). */
export const goalTarget = {
  plan: PLAN_KEY,
  goalComment: COMMENT_KEY,
  status: (pgoId: number) => `${DETAIL_PREFIX}${pgoId}.status`,
  comment: (pgoId: number) => `${DETAIL_PREFIX}${pgoId}.comment`,
} as const;
