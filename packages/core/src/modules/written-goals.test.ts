import { describe, expect, it } from 'vitest';
import type { ModuleData } from '../entities/document.ts';
import { formatMessage } from '../messages/format.ts';
import { goalsFieldData, readGoalsAnswers, type GoalDetail } from './goals-answers.ts';
import { testContext, testPlan } from './goals-test-plan.ts';
import { writtenGoalsModule } from './written-goals.ts';

const detail = (pgoId: number, extra: Partial<GoalDetail> = {}): GoalDetail => ({
  pgoId,
  isAddressed: true,
  status: 1,
  comment: '',
  ...extra,
});

const page = (
  details: GoalDetail[],
  formValidated: boolean,
  treatmentPlanId: number | null = 10,
): ModuleData => ({
  moduleId: 202,
  moduleType: 'goals-addressed',
  fieldData: goalsFieldData({ treatmentPlanId, details, goalComment: '' }),
  formValidated,
});

const texts = (issues: ReturnType<typeof writtenGoalsModule>['issues']) =>
  issues.map((issue) => formatMessage(issue.key, issue.params));

describe('writtenGoalsModule (the server re-checks the goals addressed page on write)', () => {
  it('stores a confirmed page whose addressed item is in the plan on the date of service', () => {
    const written = writtenGoalsModule(page([detail(103)], true), testContext(), false);
    expect(written.issues).toEqual([]);
    expect(readGoalsAnswers(written.data.fieldData)).toEqual({
      treatmentPlanId: 10,
      details: [{ pgoId: 103, isAddressed: true, status: 1, comment: '' }],
      goalComment: '',
    });
  });

  it('refuses a confirmed page with nothing addressed, with the spec’s message', () => {
    const written = writtenGoalsModule(
      page([detail(103, { isAddressed: false })], true),
      testContext(),
      false,
    );
    expect(texts(written.issues)).toEqual(['Please select an item as Addressed before selecting Next.']);
  });

  it('refuses any page of a document being signed, confirmed or not', () => {
    const written = writtenGoalsModule(page([detail(103, { status: null })], false), testContext(), true);
    expect(texts(written.issues)).toEqual(['Progress is a required field. Please enter a value.']);
  });

  it('never refuses a draft, and stores only what the plan shows on the date of service', () => {
    // 999 is no item of the plan; status 3 is no status offered; 104 is not addressed.
    const sent = page([detail(999), detail(103, { status: 3 }), detail(104, { isAddressed: false })], false);
    const written = writtenGoalsModule(sent, testContext(), false);
    expect(written.issues).toEqual([]);
    expect(readGoalsAnswers(written.data.fieldData).details).toEqual([
      { pgoId: 103, isAddressed: true, status: null, comment: '' },
    ]);
  });

  it('refuses a confirmed page when no plan is in effect on 06/15/2026, and stores no items', () => {
    const context = testContext({ plans: [testPlan({ endDate: '2026-06-14' })] });
    const written = writtenGoalsModule(page([detail(103)], true), context, false);
    expect(texts(written.issues)).toEqual([
      'No active treatment plans were found on the date of service 06/15/2026',
    ]);
    expect(readGoalsAnswers(written.data.fieldData)).toEqual({
      treatmentPlanId: null,
      details: [],
      goalComment: '',
    });
  });
});
