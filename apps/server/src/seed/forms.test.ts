import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHOICE_LISTS,
  changeValue,
  compileForm,
  dataTypes,
  evaluateForm,
  fieldStateOf,
  fieldTypes,
  formatMessage,
  validateFormModule,
  type CompiledForm,
} from '@carevisit/core';
import { FORMS, FORM_KEYS, INTAKE_FORM_KEYS, formFields, formRules, type FormKey } from './forms.ts';

const definitionOf = (key: FormKey, formId: number) => {
  const spec = FORMS.find((f) => f.key === key)!;
  return { formId, name: spec.name, fields: formFields(spec, formId), rules: formRules(spec, formId) };
};
const compiled = (key: FormKey): CompiledForm => {
  const result = compileForm(definitionOf(key, 40));
  if (!result.ok) throw new Error(`${key} does not compile`);
  return result.form;
};
/** A seeded field's id by its name (ids are the form id and the field's number). */
const idOf = (key: FormKey, name: string) =>
  `40${String(FORMS.find((f) => f.key === key)!.fields.findIndex((f) => f.name === name) + 1).padStart(2, '0')}`;

const context = { nextClicked: false, readOnly: false, lists: EMPTY_CHOICE_LISTS };

describe('the seeded forms', () => {
  it('all compile with the engine, in the order of FORM_KEYS', () => {
    expect(FORMS.map((f) => f.key)).toEqual(FORM_KEYS);
    for (const key of FORM_KEYS) expect(compileForm(definitionOf(key, 40)).ok).toBe(true);
  });

  it('give the intake more than 8 pages holding every field type and data type', () => {
    expect(INTAKE_FORM_KEYS.length).toBeGreaterThan(8);
    const intake = FORMS.filter((f) => INTAKE_FORM_KEYS.includes(f.key)).flatMap((f) => f.fields);
    expect(new Set(intake.map((f) => f.type))).toEqual(new Set(fieldTypes));
    expect(new Set(intake.map((f) => f.datatype ?? 'NONE'))).toEqual(new Set(dataTypes));
  });

  it('give the intake every rule action and operator, and actions the exclusions ignore', () => {
    const rules = INTAKE_FORM_KEYS.flatMap((key) => definitionOf(key, 40).rules) as {
      conditions: { operator: string }[];
      actions: { action: string; actionValue: string | null }[];
    }[];
    const actions = rules.flatMap((r) =>
      r.actions.map((a) => `${a.action}${a.actionValue === null ? '' : '='}`),
    );
    expect(new Set(actions)).toEqual(new Set(['Hide', 'Require', 'Require=', 'Do Not Allow=']));
    expect(new Set(rules.flatMap((r) => r.conditions.map((c) => c.operator)))).toEqual(
      new Set(['equals', 'notEquals', 'blank', 'notBlank']),
    );
    const declared = rules.reduce((n, r) => n + r.actions.length, 0);
    const kept = INTAKE_FORM_KEYS.reduce(
      (n, key) => n + compiled(key).rules.reduce((m, r) => m + r.actions.length, 0),
      0,
    );
    // Hide on a read-only text, a form break and an activity counter, Require on a lookup, Do Not Allow on a
    // Time and a DateTime field.
    expect(declared - kept).toBe(6);
  });

  it('fire on the risk page: a refused value, a required safety plan, then the plan hidden', () => {
    const form = compiled('intakeRisk');
    const [selfHarm, riskLevel, safetyPlan] = ['selfHarm', 'riskLevel', 'safetyPlan'].map((n) =>
      idOf('intakeRisk', n),
    );
    let state = evaluateForm(form, {}, context);
    expect(fieldStateOf(state, safetyPlan!)!.visible).toBe(false);
    state = changeValue(changeValue(state, selfHarm!, 'Y'), riskLevel!, 'Low');
    const words = (id: string) => {
      const error = fieldStateOf(state, id)!.error;
      return error && formatMessage(error.key, error.params);
    };
    expect(words(riskLevel!)).toBe('Risk Level must not equal Low');
    expect(words(safetyPlan!)).toBe('Safety Plan must not be blank');
    state = changeValue(state, selfHarm!, 'N');
    expect(fieldStateOf(state, safetyPlan!)).toMatchObject({ visible: false, error: null });
    expect(state.errorCount).toBe(0);
  });

  it('ignore a rule on the medication drop-down while the client has no active medication', () => {
    const form = compiled('intakeHealth');
    const [asPrescribed, medication] = ['takesAsPrescribed', 'primaryMedication'].map((n) =>
      idOf('intakeHealth', n),
    );
    const required = (medications: { key: string; text: string }[]) =>
      fieldStateOf(
        evaluateForm(
          form,
          { [asPrescribed!]: 'N' },
          { ...context, lists: { ...EMPTY_CHOICE_LISTS, medications } },
        ),
        medication!,
      )!.required;
    expect(required([])).toBe(false);
    expect(required([{ key: '3', text: 'Sertraline 50 mg' }])).toBe(true);
  });

  it('are refused by the server when a guardian consents without a signed release', () => {
    const id = (name: string) => idOf('intakeConsent', name);
    const result = validateFormModule(definitionOf('intakeConsent', 40), {
      moduleId: 409,
      moduleType: 'cf',
      formValidated: true,
      fieldData: [
        { key: id('consentBy'), value: 'Guardian' },
        { key: id('guardianName'), value: 'Pat Doe' },
        { key: id('consentToTreat'), value: 'Y' },
        { key: id('releaseOfInformation'), value: 'N' },
      ],
    });
    expect(result.errors.map((e) => formatMessage(e.message.key, e.message.params))).toEqual([
      'Release of Information Signed must equal Yes',
    ]);
  });
});
