import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_LISTS } from './choice-lists.ts';
import type { FormValues } from './definition.ts';
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
