/**
 * The demo agency's configurable forms (cfconfig, spec 2 §3) in the shapes of core's form engine
 * (packages/core/src/forms/definition.ts): fields with their attributes, and business rules
 * { order, conditions: [{ fieldId, operator, value }], actions: [{ fieldId, action, actionValue, order }] }.
 * Field ids are the form id and the field's number; rules name fields by name here and by id when stored.
 */
import type { ConditionOperator, DataType, FieldType, RuleActionKind } from '@carevisit/core';
import { configurableForms } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { SeedContext } from './context.ts';
import { INTAKE_FORMS } from './forms-intake.ts';
import { NOTE_FORMS } from './forms-notes.ts';
import { CONSENT_FORMS } from './forms-consent.ts';

export interface FieldSpec {
  name: string;
  type: FieldType;
  label: string;
  required?: boolean;
  /** Option keys (their own text), or keys with text; Address options flag required parts. */
  options?: (string | { key: string; text: string; required?: boolean })[];
  minlength?: number;
  maxlength?: number;
  datatype?: DataType;
  placeholder?: string;
  default?: string;
  rows?: number;
  cols?: number;
  /** ReadOnlyText: the text shown (the `_Text` attribute). */
  text?: string;
  descriptorType?: string;
  lookUp?: string;
  copyForward?: boolean;
  copyForwardAll?: boolean;
}

export interface ConditionSpec {
  field: string;
  operator: ConditionOperator;
  value?: string;
}

export interface ActionSpec {
  field: string;
  action: RuleActionKind;
  value?: string;
}

export interface RuleSpec {
  when: ConditionSpec | ConditionSpec[];
  then: ActionSpec | ActionSpec[];
}

export interface FormSpec {
  /** How templates refer to the form (see FORM_KEYS). */
  key: FormKey;
  name: string;
  /** The template module that shows this form (its fields carry the module id). */
  moduleId: number;
  fields: FieldSpec[];
  rules: RuleSpec[];
}

/**
 * The key of every seeded form, in insertion order: the first two keep their places (and so their ids),
 * then the intake template's pages in page order, then the progress note, then the consent's words.
 */
export const FORM_KEYS = [
  'therapyNote',
  'assessment',
  'intakeIdentification',
  'intakeContact',
  'intakeReferral',
  'intakeProgram',
  'intakeHealth',
  'intakeRisk',
  'intakeSubstance',
  'intakeLiving',
  'intakeConsent',
  'intakeSummary',
  'progressNote',
  'consentForTreatment',
] as const;
export type FormKey = (typeof FORM_KEYS)[number];

/** A seeded form's database id by its key: what seedConfigurableForms returns for the templates to use. */
export type FormIds = Readonly<Record<FormKey, number>>;

const allForms: readonly FormSpec[] = [...NOTE_FORMS, ...INTAKE_FORMS, ...CONSENT_FORMS];
export const FORMS: readonly FormSpec[] = FORM_KEYS.map((key) => {
  const form = allForms.find((f) => f.key === key);
  if (!form) throw new Error(`No seed form ${key}`);
  return form;
});

/** The intake template's pages in order, one form each (spec 2 §2: more than 8 pages). */
export const INTAKE_FORM_KEYS: readonly FormKey[] = INTAKE_FORMS.map((f) => f.key);

const YES_NO_TEXT: Record<string, string> = { Y: 'Yes', N: 'No' };

/** The stored field objects of a form (spec 2 §3 field shape); ids are the form id and the field's number. */
export function formFields(
  spec: Pick<FormSpec, 'moduleId' | 'fields'>,
  formId: number,
): Record<string, unknown>[] {
  return spec.fields.map((field, i) => {
    const id = fieldId(formId, i);
    const required = field.required ?? false;
    const datatype = field.datatype ?? 'NONE';
    const area = field.type === 'Text Area';
    const options = (field.options ?? []).map((option) =>
      typeof option === 'string' ? { key: option, text: YES_NO_TEXT[option] ?? option } : option,
    );
    return {
      id,
      name: field.name,
      type: field.type,
      formId,
      moduleId: spec.moduleId,
      label: field.label,
      order: i + 1,
      options,
      required,
      minlength: field.minlength ?? null,
      maxlength: field.maxlength ?? null,
      datatype,
      placeholder: field.placeholder ?? '',
      rows: field.rows ?? (area ? 4 : null),
      cols: field.cols ?? (area ? 50 : null),
      default: field.default ?? null,
      EnableCopyForward: field.copyForward ?? false,
      EnableCopyForwardAll: field.copyForwardAll ?? false,
      descriptorType: field.descriptorType ?? null,
      lookUp: field.lookUp ?? null,
      attributes: [
        { attributeId: `${id}_required`, value: String(required) },
        { attributeId: `${id}_datatype`, value: datatype },
        { attributeId: `${id}_column`, value: '6' },
        { attributeId: `${id}_description`, value: field.label },
        { attributeId: `${id}_title`, value: field.label },
        { attributeId: `${id}_Text`, value: field.text ?? field.label },
        { attributeId: `${id}_type`, value: field.type },
      ],
    };
  });
}

/** The stored rules of a form, in order, naming fields by their stored ids. */
export function formRules(
  spec: Pick<FormSpec, 'name' | 'fields' | 'rules'>,
  formId: number,
): Record<string, unknown>[] {
  const idOf = (name: string) => {
    const index = spec.fields.findIndex((f) => f.name === name);
    if (index < 0) throw new Error(`Seed form ${spec.name} has no field ${name}`);
    return fieldId(formId, index);
  };
  const list = <T>(one: T | T[]) => (Array.isArray(one) ? one : [one]);
  return spec.rules.map((rule, r) => ({
    order: r + 1,
    conditions: list(rule.when).map((c) => ({
      fieldId: idOf(c.field),
      operator: c.operator,
      value: c.value ?? null,
    })),
    actions: list(rule.then).map((a, i) => ({
      fieldId: idOf(a.field),
      action: a.action,
      actionValue: a.value ?? null,
      order: i + 1,
    })),
  }));
}

/** Inserts every seeded form; returns their database ids by key (FORM_KEYS). */
export async function seedConfigurableForms(ctx: SeedContext): Promise<FormIds> {
  const { db, accountId } = ctx;
  const ids = {} as Record<FormKey, number>;
  for (const form of FORMS) {
    const [row] = await db
      .insert(configurableForms)
      .values({ accountId, name: form.name, fields: [], rules: [] })
      .returning({ id: configurableForms.id });
    const formId = row!.id;
    // The field and rule ids embed the form id, known only now.
    await db
      .update(configurableForms)
      .set({ fields: formFields(form, formId), rules: formRules(form, formId) })
      .where(eq(configurableForms.id, formId));
    ids[form.key] = formId;
  }
  return ids;
}

const fieldId = (formId: number, index: number): string => `${formId}${String(index + 1).padStart(2, '0')}`;
