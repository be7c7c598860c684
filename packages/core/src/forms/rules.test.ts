import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_LISTS } from './choice-lists.ts';
import type { FormRuleInput, FormValues } from './definition.ts';
import { changeValue, evaluateForm, fieldStateOf, type FormContext } from './evaluate.ts';
import { AFTER_NEXT, EDITING, buildForm, field, rule, words } from './testing/build-form.ts';

const incident = field('incident', 'Yes or No', { label: 'Incident' });
const details = field('details', 'Text Area', { label: 'Incident Details' });
const living = field('living', 'DropDown', {
  label: 'Living Situation',
  options: [
    { key: 'alone', text: 'Lives alone' },
    { key: 'unstable', text: 'Unstably housed' },
  ],
});

const stateOf = (form: ReturnType<typeof buildForm>, values: FormValues, context: FormContext = EDITING) => {
  const state = evaluateForm(form, values, context);
  return (id: string) => {
    const f = fieldStateOf(state, id)!;
    return { visible: f.visible, required: f.required, error: words(f.error) };
  };
};

describe('business rules (spec 2 §4, §5)', () => {
  it('Hide hides the field while every condition holds', () => {
    const form = buildForm([incident, details], [rule(1, ['incident', 'equals', 'N'], ['details', 'Hide'])]);
    expect(stateOf(form, { incident: 'N' })('details').visible).toBe(false);
    expect(stateOf(form, { incident: 'Y' })('details').visible).toBe(true);
  });

  it('needs every condition of a rule to hold', () => {
    const form = buildForm(
      [incident, details, living],
      [
        {
          order: 1,
          conditions: [
            { fieldId: 'incident', operator: 'equals', value: 'Y' },
            { fieldId: 'living', operator: 'notBlank' },
          ],
          actions: [{ fieldId: 'details', action: 'Hide', order: 1 }],
        },
      ],
    );
    expect(stateOf(form, { incident: 'Y' })('details').visible).toBe(true);
    expect(stateOf(form, { incident: 'Y', living: 'alone' })('details').visible).toBe(false);
  });

  it('Require makes the field mandatory: "must not be blank" at once, the required message after Next', () => {
    const form = buildForm(
      [incident, details],
      [rule(1, ['incident', 'equals', 'Y'], ['details', 'Require'])],
    );
    expect(stateOf(form, { incident: 'Y' })('details')).toEqual({
      visible: true,
      required: true,
      error: 'Incident Details must not be blank',
    });
    expect(stateOf(form, { incident: 'Y' }, AFTER_NEXT)('details').error).toBe(
      'Please enter a value for Incident Details, then submit',
    );
    expect(stateOf(form, { incident: 'N' }, AFTER_NEXT)('details')).toMatchObject({
      required: false,
      error: null,
    });
  });

  it('Require with a value demands it: "{label} must equal {value}" with the option’s text', () => {
    const form = buildForm(
      [incident, living],
      [rule(1, ['incident', 'equals', 'Y'], ['living', 'Require', 'alone'])],
    );
    expect(stateOf(form, { incident: 'Y', living: 'unstable' })('living').error).toBe(
      'Living Situation must equal Lives alone',
    );
    expect(stateOf(form, { incident: 'Y', living: 'alone' })('living').error).toBeNull();
  });

  it('Do Not Allow refuses its value: "{label} must not equal {value}"', () => {
    const form = buildForm(
      [incident, living],
      [rule(1, ['incident', 'equals', 'Y'], ['living', 'Do Not Allow', 'unstable'])],
    );
    expect(stateOf(form, { incident: 'Y', living: 'unstable' })('living').error).toBe(
      'Living Situation must not equal Unstably housed',
    );
    expect(stateOf(form, { incident: 'N', living: 'unstable' })('living').error).toBeNull();
  });

  it('reports the first broken rule in rule order', () => {
    const form = buildForm(
      [incident, living],
      [
        rule(2, ['incident', 'equals', 'Y'], ['living', 'Require', 'alone']),
        rule(1, ['incident', 'equals', 'Y'], ['living', 'Do Not Allow', 'unstable']),
      ],
    );
    expect(stateOf(form, { incident: 'Y', living: 'unstable' })('living').error).toBe(
      'Living Situation must not equal Unstably housed',
    );
  });

  it('a hidden field is not mandatory and is never validated', () => {
    const required = { ...details, required: true, maxlength: 3 };
    const form = buildForm([incident, required], [rule(1, ['incident', 'equals', 'N'], ['details', 'Hide'])]);
    expect(stateOf(form, { incident: 'N', details: 'far too long' }, AFTER_NEXT)('details')).toEqual({
      visible: false,
      required: false,
      error: null,
    });
  });

  it('clears errors before rules run again: a rule that stops holding leaves no error behind', () => {
    const form = buildForm(
      [incident, details],
      [rule(1, ['incident', 'equals', 'Y'], ['details', 'Require'])],
    );
    let state = evaluateForm(form, { incident: 'Y' }, EDITING);
    expect(state.errorCount).toBe(1);
    state = changeValue(state, 'incident', 'N');
    expect(state.errorCount).toBe(0);
    expect(fieldStateOf(state, 'details')!.error).toBeNull();
  });

  it('reads a hidden field as blank in later rules', () => {
    const form = buildForm(
      [incident, details, living],
      [
        rule(1, ['incident', 'equals', 'N'], ['details', 'Hide']),
        rule(2, ['details', 'notBlank'], ['living', 'Require']),
      ],
    );
    expect(stateOf(form, { incident: 'Y', details: 'fell' })('living').required).toBe(true);
    expect(stateOf(form, { incident: 'N', details: 'fell' })('living').required).toBe(false);
  });

  it('matches a checked option of a CheckBox', () => {
    const boxes = field('boxes', 'CheckBox', {
      options: [
        { key: 'a', text: 'A' },
        { key: 'b', text: 'B' },
      ],
    });
    const form = buildForm([boxes, details], [rule(1, ['boxes', 'equals', 'b'], ['details', 'Hide'])]);
    expect(stateOf(form, { boxes: ['a', 'b'] })('details').visible).toBe(false);
    expect(stateOf(form, { boxes: ['a'] })('details').visible).toBe(true);
  });
});

describe('fields that ignore rules (spec 2 §5)', () => {
  it.each(['ReadOnlyText', 'FormBreak', 'LookUp', 'ActivityCounter'])(
    '%s ignores Hide and Require',
    (type) => {
      const form = buildForm(
        [incident, field('shown', type)],
        [rule(1, ['incident', 'equals', 'Y'], ['shown', 'Hide'], ['shown', 'Require'])],
      );
      expect(stateOf(form, { incident: 'Y' }, AFTER_NEXT)('shown')).toEqual({
        visible: true,
        required: false,
        error: null,
      });
    },
  );

  it('an empty drop-down ignores rules; the same drop-down with options follows them', () => {
    const staff = field('staff', 'StaffDropDown', { label: 'Staff' });
    const form = buildForm([incident, staff], [rule(1, ['incident', 'equals', 'Y'], ['staff', 'Hide'])]);
    expect(stateOf(form, { incident: 'Y' })('staff').visible).toBe(true);
    const withStaff: FormContext = {
      ...EDITING,
      lists: { ...EMPTY_CHOICE_LISTS, staff: [{ key: '7', text: 'Doe, Jane' }] },
    };
    expect(stateOf(form, { incident: 'Y' }, withStaff)('staff').visible).toBe(false);
  });

  it.each(['Date', 'Time', 'DateTime'])('%s ignores Do Not Allow but follows Require', (type) => {
    const when = field('when', type, { label: 'When' });
    const value = type === 'Time' ? '10:00' : type === 'Date' ? '2030-01-10' : '2030-01-10T10:00';
    const form = buildForm(
      [incident, when],
      [rule(1, ['incident', 'equals', 'Y'], ['when', 'Do Not Allow', value], ['when', 'Require'])],
    );
    expect(stateOf(form, { incident: 'Y', when: value })('when')).toEqual({
      visible: true,
      required: true,
      error: null,
    });
  });
});

describe('values for ids the form does not have', () => {
  it('keeps them in the values and changes no field', () => {
    const form = buildForm([incident, details], [rule(1, ['incident', 'equals', 'N'], ['details', 'Hide'])]);
    const before = evaluateForm(form, { incident: 'N' }, EDITING);
    const after = changeValue(before, 'retired', 'kept');
    expect(after.values).toEqual({ incident: 'N', retired: 'kept' });
    expect(after.fields).toBe(before.fields);
    expect(fieldStateOf(after, 'retired')).toBeUndefined();
  });
});

describe('page error count and messages before and after Next', () => {
  it('counts the errors shown on the page', () => {
    const form = buildForm(
      [incident, { ...details, required: true }, living],
      [rule(1, ['incident', 'equals', 'Y'], ['living', 'Do Not Allow', 'unstable'])],
    );
    const values = { incident: 'Y', living: 'unstable' };
    expect(evaluateForm(form, values, EDITING).errorCount).toBe(1);
    expect(evaluateForm(form, values, AFTER_NEXT).errorCount).toBe(2);
  });
});

describe('ordered conditions, match any and when not met (issue 34)', () => {
  const score = field('score', 'Text Field', { label: 'Score', datatype: 'NUM' });
  const born = field('born', 'Date', { label: 'Born' });
  const at = field('at', 'Time', { label: 'At' });
  const seen = field('seen', 'DateTime', { label: 'Seen' });
  const codes = field('codes', 'CheckBox', {
    options: [
      { key: '1.1', text: 'Low' },
      { key: '3.3', text: 'High' },
    ],
  });
  const hideWhen = (
    id: string,
    operator: 'lessThan' | 'atMost' | 'greaterThan' | 'atLeast',
    value: string,
  ): FormRuleInput => ({
    order: 1,
    conditions: [{ fieldId: id, operator, value }],
    actions: [{ fieldId: 'details', action: 'Hide', order: 1 }],
  });
  const hidden = (fields: (typeof score)[], rules: FormRuleInput[], values: FormValues) =>
    !stateOf(buildForm([...fields, details], rules), values)('details').visible;

  it.each([
    ['lessThan', [true, false, false]],
    ['atMost', [true, true, false]],
    ['greaterThan', [false, false, true]],
    ['atLeast', [false, true, true]],
  ] as const)('%s compares 9, 10 and 11 with 10 as numbers', (operator, expected) => {
    const rules = [hideWhen('score', operator, '10')];
    expect(['9', '10', '11'].map((value) => hidden([score], rules, { score: value }))).toEqual(expected);
  });

  it('compares decimals numerically, not as text ("9.5" < "10")', () => {
    expect(hidden([score], [hideWhen('score', 'lessThan', '10')], { score: '9.5' })).toBe(true);
    expect(hidden([score], [hideWhen('score', 'lessThan', '2.1')], { score: '10' })).toBe(false);
  });

  it('compares dates, times (with or without seconds) and local date-times', () => {
    expect(hidden([born], [hideWhen('born', 'greaterThan', '2000-01-01')], { born: '2000-01-02' })).toBe(
      true,
    );
    expect(hidden([born], [hideWhen('born', 'greaterThan', '2000-01-01')], { born: '2000-01-01' })).toBe(
      false,
    );
    expect(hidden([born], [hideWhen('born', 'atMost', '2000-01-01')], { born: '1999-12-31' })).toBe(true);
    expect(hidden([at], [hideWhen('at', 'greaterThan', '11:11:11')], { at: '11:11' })).toBe(false);
    expect(hidden([at], [hideWhen('at', 'greaterThan', '11:11:11')], { at: '11:12' })).toBe(true);
    expect(hidden([at], [hideWhen('at', 'atLeast', '10:00:00')], { at: '10:00' })).toBe(true);
    expect(
      hidden([seen], [hideWhen('seen', 'lessThan', '2030-01-10T10:00')], { seen: '2030-01-10T09:59' }),
    ).toBe(true);
  });

  it('never holds for a blank value, a value of another kind, or a hidden field', () => {
    const small = { ...hideWhen('score', 'atMost', '10'), order: 2 };
    expect(hidden([score], [small], {})).toBe(false);
    expect(hidden([score], [small], { score: 'ten' })).toBe(false);
    expect(hidden([born], [hideWhen('born', 'atMost', '10')], { born: '2000-01-01' })).toBe(false);
    const hideScore = rule(1, ['incident', 'equals', 'N'], ['score', 'Hide']);
    expect(hidden([incident, score], [hideScore, small], { incident: 'N', score: '3' })).toBe(false);
    expect(hidden([incident, score], [hideScore, small], { incident: 'Y', score: '3' })).toBe(true);
  });

  it('holds for a check box when any checked option compares true', () => {
    const rules = [hideWhen('codes', 'lessThan', '2.1')];
    expect(hidden([codes], rules, { codes: ['3.3', '1.1'] })).toBe(true);
    expect(hidden([codes], rules, { codes: ['3.3'] })).toBe(false);
  });

  it("match 'any' needs one condition to hold; without it every one must", () => {
    const conditions = [
      { fieldId: 'incident', operator: 'equals' as const, value: 'Y' },
      { fieldId: 'living', operator: 'equals' as const, value: 'alone' },
    ];
    const actions = [{ fieldId: 'details', action: 'Hide' as const, order: 1 }];
    const any = buildForm([incident, living, details], [{ order: 1, conditions, actions, match: 'any' }]);
    const all = buildForm([incident, living, details], [{ order: 1, conditions, actions }]);
    expect(stateOf(any, { incident: 'Y' })('details').visible).toBe(false);
    expect(stateOf(all, { incident: 'Y' })('details').visible).toBe(true);
    expect(stateOf(any, {})('details').visible).toBe(true);
    expect(stateOf(all, { incident: 'Y', living: 'alone' })('details').visible).toBe(false);
  });

  it("when 'notMet' applies the actions while the conditions do not hold, blank included", () => {
    const showWhenBig: FormRuleInput = { ...hideWhen('score', 'greaterThan', '10'), when: 'notMet' };
    const form = buildForm([score, details], [showWhenBig]);
    expect(stateOf(form, {})('details').visible).toBe(false);
    expect(stateOf(form, { score: '5' })('details').visible).toBe(false);
    expect(stateOf(form, { score: '11' })('details').visible).toBe(true);
  });

  it("'notMet' with Require requires until the conditions hold", () => {
    const form = buildForm(
      [incident, details],
      [{ ...rule(1, ['incident', 'equals', 'N'], ['details', 'Require']), when: 'notMet' }],
    );
    expect(stateOf(form, { incident: 'Y' })('details').required).toBe(true);
    expect(stateOf(form, { incident: 'N' })('details').required).toBe(false);
  });

  it('finds each rule’s own match and when however the rules are ordered', () => {
    const showWhenY: FormRuleInput = {
      ...rule(5, ['incident', 'equals', 'Y'], ['details', 'Hide']),
      when: 'notMet',
    };
    const hideWhenAlone = rule(2, ['living', 'equals', 'alone'], ['incident', 'Require']);
    const form = buildForm(
      [incident, living, details],
      [showWhenY, hideWhenAlone, { ...hideWhenAlone, order: 2 }],
    );
    expect(stateOf(form, { incident: 'Y' })('details').visible).toBe(true);
    expect(stateOf(form, { incident: 'N' })('details').visible).toBe(false);
    expect(stateOf(form, { living: 'alone' })('incident').required).toBe(true);
  });

  it('re-evaluates a notMet any-rule incrementally to what a full evaluation gives', () => {
    const form = buildForm(
      [incident, score, details],
      [
        {
          order: 1,
          match: 'any',
          when: 'notMet',
          conditions: [
            { fieldId: 'incident', operator: 'equals', value: 'Y' },
            { fieldId: 'score', operator: 'atLeast', value: '10' },
          ],
          actions: [{ fieldId: 'details', action: 'Hide', order: 1 }],
        },
      ],
    );
    let state = evaluateForm(form, {}, EDITING);
    for (const [id, value] of [
      ['score', '12'],
      ['incident', 'Y'],
      ['score', '3'],
      ['incident', 'N'],
    ] as const) {
      state = changeValue(state, id, value);
      expect(state.fields).toEqual(evaluateForm(form, state.values, EDITING).fields);
    }
    expect(fieldStateOf(state, 'details')!.visible).toBe(false);
  });
});
