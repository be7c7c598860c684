import { describe, expect, it } from 'vitest';
import type { ModuleData } from '../entities/document.ts';
import { formatMessage } from '../messages/format.ts';
import { goalsFieldData, readGoalsAnswers, type GoalDetail } from './goals-answers.ts';
import {
  addressedPlanNodes,
  checkGoalsAddressed,
  goalsAddressedForStorage,
  goalsAddressedSummary,
  goalsAddressedView,
} from './goals-addressed.ts';
import type { ModuleCheck } from './module-check.ts';
import { testContext, testItems, testPlan } from './goals-test-plan.ts';

const detail = (pgoId: number, extra: Partial<GoalDetail> = {}): GoalDetail => ({
  pgoId,
  isAddressed: true,
  status: 1,
  comment: '',
  ...extra,
});

const data = (details: GoalDetail[], goalComment = '', treatmentPlanId: number | null = 10): ModuleData => ({
  moduleId: 202,
  moduleType: 'goals-addressed',
  fieldData: goalsFieldData({ treatmentPlanId, details, goalComment }),
  formValidated: false,
});

/** Each message as the user reads it, with the control it sits under. */
const texts = (check: ModuleCheck) =>
  check.messages.map((m) => [formatMessage(m.key, m.params), m.target ?? null]);

describe('checkGoalsAddressed (spec 2 §5)', () => {
  it('passes an addressed item with a status', () => {
    expect(checkGoalsAddressed(data([detail(103)]), testContext())).toEqual({
      valid: true,
      errorCount: 0,
      messages: [],
    });
  });

  it('asks for an item marked addressed', () => {
    const check = checkGoalsAddressed(data([detail(103, { isAddressed: false })]), testContext());
    expect(texts(check)).toEqual([['Please select an item as Addressed before selecting Next.', null]]);
  });

  const completedOn = (completedDate: string) =>
    testItems().map((i) => (i.pgoiId === 103 ? { ...i, completedDate } : i));

  it.each([
    ['the day before the service date: not shown, so not addressed', '2026-06-14', false],
    ['on the service date: shown and addressed', '2026-06-15', true],
    ['the day after the service date: shown and addressed', '2026-06-16', true],
  ])('counts an item completed %s', (_, completedDate, valid) => {
    const context = testContext({ items: completedOn(completedDate) });
    expect(checkGoalsAddressed(data([detail(103)]), context).valid).toBe(valid);
  });

  it('counts an item completed the day before when the plan includes completed items', () => {
    const context = testContext({
      items: completedOn('2026-06-14'),
      plans: [testPlan({ includeCompleted: true })],
    });
    expect(checkGoalsAddressed(data([detail(103)]), context).valid).toBe(true);
  });

  it.each([
    ['empty', null, true],
    ['the day after the service date', '2026-06-16', true],
    ['on the service date', '2026-06-15', false],
    ['the day before the service date', '2026-06-14', false],
  ])('takes a status whose end date is %s: %s', (_, endDate, valid) => {
    const context = testContext();
    const chosen = { ...context.descriptors[0]!, endDate };
    const check = checkGoalsAddressed(data([detail(103)]), { ...context, descriptors: [chosen] });
    expect(check.valid).toBe(valid);
  });

  it('requires the status of an addressed item when showHideStatus is R, under its control', () => {
    const check = checkGoalsAddressed(data([detail(103, { status: null })]), testContext());
    expect(texts(check)).toEqual([['Progress is a required field. Please enter a value.', 'pgo.103.status']]);
  });

  it('requires no status when showHideStatus is S or anything else', () => {
    for (const showHideStatus of ['S', 'N']) {
      const context = testContext({ plans: [testPlan({ showHideStatus })] });
      expect(checkGoalsAddressed(data([detail(103, { status: null })]), context).valid).toBe(true);
    }
  });

  it('requires the comment when showHideComment is R, and not when S', () => {
    const required = testContext({ plans: [testPlan({ showHideComment: 'R' })] });
    expect(texts(checkGoalsAddressed(data([detail(103, { comment: '  ' })]), required))).toEqual([
      ['Comments is a required field. Please enter a value.', 'pgo.103.comment'],
    ]);
    expect(checkGoalsAddressed(data([detail(103)]), testContext()).valid).toBe(true);
  });

  it('takes comments of 4000 characters, not 4001', () => {
    const ok = data([detail(103, { comment: 'x'.repeat(4000) })], 'y'.repeat(4000));
    expect(checkGoalsAddressed(ok, testContext()).valid).toBe(true);
    const long = data([detail(103, { comment: 'x'.repeat(4001) })], 'y'.repeat(4001));
    expect(texts(checkGoalsAddressed(long, testContext()))).toEqual([
      ['Max 4000 characters', 'pgo.103.comment'],
      ['Max 4000 characters', 'goalComment'],
    ]);
  });

  it('says no plan was found when none is in effect on the service date', () => {
    const check = checkGoalsAddressed(data([]), testContext({ serviceDate: '2027-01-01' }));
    expect(texts(check)).toEqual([
      ['No active treatment plans were found on the date of service 01/01/2027', 'treatmentPlanId'],
    ]);
  });
});

describe('goalsAddressedSummary (spec 2 §5 floating message)', () => {
  it('counts the problems when there is more than one, and gives the one otherwise', () => {
    const two = checkGoalsAddressed(
      data([detail(103, { status: null }), detail(104, { status: null })]),
      testContext(),
    );
    const summary = goalsAddressedSummary(two)!;
    expect(formatMessage(summary.key, summary.params)).toBe(
      '2 field(s) have missing information. Please resolve and try again.',
    );
    const one = goalsAddressedSummary(checkGoalsAddressed(data([]), testContext()))!;
    expect(formatMessage(one.key, one.params)).toBe(
      'Please select an item as Addressed before selecting Next.',
    );
    expect(goalsAddressedSummary(checkGoalsAddressed(data([detail(103)]), testContext()))).toBeNull();
  });
});

describe('goalsAddressedForStorage', () => {
  it('keeps the items addressed that are shown, with the plan and the goals comment', () => {
    const items = testItems().map((i) => (i.pgoiId === 104 ? { ...i, completedDate: '2026-06-01' } : i));
    const stored = goalsAddressedForStorage(
      data(
        [detail(103, { comment: 'Practised' }), detail(104), detail(105, { isAddressed: false })],
        'Good session',
      ),
      testContext({ items }),
    );
    expect(readGoalsAnswers(stored.fieldData)).toEqual({
      treatmentPlanId: 10,
      details: [detail(103, { comment: 'Practised' })],
      goalComment: 'Good session',
    });
    expect(stored).toMatchObject({ moduleId: 202, moduleType: 'goals-addressed', formValidated: false });
  });

  it('drops a status the plan does not show or no longer offers, and a comment the plan does not show', () => {
    const hidden = testContext({ plans: [testPlan({ showHideStatus: 'H', showHideComment: 'H' })] });
    const stored = goalsAddressedForStorage(data([detail(103, { comment: 'x' })]), hidden);
    expect(readGoalsAnswers(stored.fieldData).details).toEqual([detail(103, { status: null, comment: '' })]);
    const retired = testContext({ descriptors: [] });
    const kept = goalsAddressedForStorage(data([detail(103)]), retired);
    expect(readGoalsAnswers(kept.fieldData).details[0]!.status).toBeNull();
  });

  it('takes the plan in effect when the chosen one is not', () => {
    const stored = goalsAddressedForStorage(data([detail(103)], '', 99), testContext());
    expect(readGoalsAnswers(stored.fieldData).treatmentPlanId).toBe(10);
  });
});

describe('addressedPlanNodes (what a record of the page lists)', () => {
  it('gives the items marked addressed in the page’s order, with their answers, and none that is not', () => {
    const page = data([
      detail(105, { comment: 'Practised breathing' }),
      detail(103, { status: 2 }),
      detail(104, { isAddressed: false }),
    ]);
    const nodes = addressedPlanNodes(goalsAddressedView(page, testContext()), page);
    expect(nodes.map(({ node, detail }) => [node.item.description, detail.status, detail.comment])).toEqual([
      ['O 103', 2, ''],
      ['I 105', 1, 'Practised breathing'],
    ]);
  });
});

describe('readGoalsAnswers', () => {
  it('leaves out entries it cannot read instead of failing', () => {
    const fieldData = [
      { key: 'treatmentPlanId', value: 'ten' },
      { key: 'pgo.103', value: { pgoId: 103 } },
      { key: 'pgo.104', value: detail(104) },
      { key: 'goalComment', value: 7 },
    ];
    expect(readGoalsAnswers(fieldData)).toEqual({
      treatmentPlanId: null,
      details: [detail(104)],
      goalComment: '',
    });
  });
});
