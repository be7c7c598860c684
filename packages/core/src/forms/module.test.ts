import { describe, expect, it } from 'vitest';
import { changeValue, evaluateForm, fieldStateOf } from './evaluate.ts';
import {
  checkFormModule,
  configurableFormPage,
  floatingMessage,
  formModuleForStorage,
  moduleDataWithValues,
  validateFormModule,
} from './module.ts';
import { EDITING, buildForm, field, rule, words } from './testing/build-form.ts';

const fields = [
  field('risk', 'Yes or No', { label: 'Risk Screening Completed', required: true }),
  field('notes', 'Text Area', { label: 'Risk Screening Notes', required: true }),
  field('focus', 'DropDown', {
    label: 'Session Focus',
    options: [
      { key: 'mood', text: 'Mood management' },
      { key: 'trauma', text: 'Trauma processing' },
    ],
  }),
  field('heading', 'ReadOnlyText', { label: 'Plan' }),
];
const rules = [
  rule(1, ['risk', 'equals', 'N'], ['notes', 'Hide']),
  rule(2, ['risk', 'equals', 'Y'], ['focus', 'Do Not Allow', 'trauma']),
];
const definition = { formId: 12, name: 'Therapy Progress Note', fields, rules };
const form = buildForm(fields, rules);
const moduleWith = (fieldData: { key: string; value: unknown }[]) => ({
  moduleId: 201,
  moduleType: 'cf' as const,
  fieldData,
  formValidated: false,
});

describe('hidden values (docs/forms.md)', () => {
  it('while editing, keeps a hidden value and brings it back when the field shows again', () => {
    let state = evaluateForm(form, { risk: 'Y', notes: 'Denies ideation' }, EDITING);
    state = changeValue(state, 'risk', 'N');
    expect(fieldStateOf(state, 'notes')!.visible).toBe(false);
    expect(state.values.notes).toBe('Denies ideation');
    state = changeValue(state, 'risk', 'Y');
    expect(fieldStateOf(state, 'notes')!.visible).toBe(true);
    expect(state.values.notes).toBe('Denies ideation');
  });

  it('writes every edited value back to the module data, hidden ones and unknown keys too', () => {
    const state = changeValue(
      evaluateForm(form, { notes: 'Denies ideation', old: 'kept' }, EDITING),
      'risk',
      'N',
    );
    expect(moduleDataWithValues(form, moduleWith([]), state.values).fieldData).toEqual([
      { key: 'risk', value: 'N' },
      { key: 'notes', value: 'Denies ideation' },
      { key: 'old', value: 'kept' },
    ]);
  });

  it('never validates a hidden value: a required hidden field passes Next', () => {
    const data = moduleWith([{ key: 'risk', value: 'N' }]);
    expect(checkFormModule({ form, data, context: EDITING })).toEqual({
      valid: true,
      errorCount: 0,
      messages: [],
    });
  });

  it('leaves hidden values out of the stored module data', () => {
    const data = moduleWith([
      { key: 'risk', value: 'N' },
      { key: 'notes', value: 'Denies ideation' },
      { key: 'focus', value: 'mood' },
      { key: 'retired', value: 'gone' },
    ]);
    expect(formModuleForStorage({ form, data, context: EDITING })).toEqual({
      ...data,
      fieldData: [
        { key: 'risk', value: 'N' },
        { key: 'focus', value: 'mood' },
      ],
    });
  });

  it('keeps visible values in the stored module data', () => {
    const data = moduleWith([
      { key: 'risk', value: 'Y' },
      { key: 'notes', value: 'Denies ideation' },
    ]);
    expect(formModuleForStorage({ form, data, context: EDITING }).fieldData).toEqual(data.fieldData);
  });

  it('gives the server the same stored data and no errors for the same document', () => {
    const data = moduleWith([
      { key: 'risk', value: 'N' },
      { key: 'notes', value: 'x'.repeat(5000) },
    ]);
    expect(validateFormModule(definition, data)).toEqual({
      errors: [],
      stored: { ...data, fieldData: [{ key: 'risk', value: 'N' }] },
    });
  });
});

describe('the page kind for Next and the signature page', () => {
  it('checks as after Next: required messages count', () => {
    const data = moduleWith([
      { key: 'risk', value: 'Y' },
      { key: 'focus', value: 'trauma' },
    ]);
    const check = configurableFormPage.check({ form, data, context: EDITING });
    expect(check.valid).toBe(false);
    expect(check.errorCount).toBe(2);
    expect(check.messages.map(words)).toEqual([
      'Please enter a value for Risk Screening Notes, then submit',
      'Session Focus must not equal Trauma processing',
    ]);
  });

  it('shows the floating message only for more than one error', () => {
    const one = evaluateForm(form, { risk: 'Y', notes: 'ok', focus: 'trauma' }, EDITING);
    expect(floatingMessage(one)).toBeNull();
    const two = evaluateForm(form, { risk: 'Y', focus: 'trauma' }, { ...EDITING, nextClicked: true });
    expect(words(floatingMessage(two))).toBe('2 fields on this page need attention.');
  });
});

describe('the server re-validation on write', () => {
  it('refuses values that break a rule, with the rule’s message', () => {
    const data = moduleWith([
      { key: 'risk', value: 'Y' },
      { key: 'notes', value: 'Calm' },
      { key: 'focus', value: 'trauma' },
    ]);
    const result = validateFormModule(definition, data);
    expect(result.errors).toEqual([
      {
        fieldId: 'focus',
        message: {
          key: 'forms.rule.mustNotEqual',
          params: { label: 'Session Focus', value: 'Trauma processing' },
        },
      },
    ]);
  });

  it('answers a definition it cannot compile with the reasons, no field named', () => {
    const result = validateFormModule(
      { ...definition, fields: [field('x', 'Hologram')], rules: [] },
      moduleWith([]),
    );
    expect(result).toEqual({
      errors: [
        {
          fieldId: null,
          message: { key: 'forms.problems.unknownType', params: { id: 'x', type: 'Hologram' } },
        },
      ],
      stored: null,
    });
  });

  it('can validate a draft as before Next, leaving required messages out', () => {
    const result = validateFormModule(definition, moduleWith([{ key: 'risk', value: 'Y' }]), {
      nextClicked: false,
    });
    expect(result.errors).toEqual([]);
  });
});
