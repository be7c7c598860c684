import type { z } from 'zod';
import type { moduleData } from '../entities/document.ts';
import type { Message } from '../messages/format.ts';
import { EMPTY_CHOICE_LISTS } from './choice-lists.ts';
import { compileForm, type CompiledForm } from './compile.ts';
import { evaluateForm, type FormContext, type FormState } from './evaluate.ts';
import type { FormValues } from './definition.ts';
import { isBlank, valuesFromFieldData } from './values.ts';

type ModuleData = z.infer<typeof moduleData>;

/** What a configurable-form page kind works on: the compiled form, the module's data and the context. */
export interface FormModuleInput {
  form: CompiledForm;
  data: ModuleData;
  context: FormContext;
}

/** The verdict for Next and the signature page (spec 2 §4): every message the page would show after Next. */
export interface FormCheck {
  valid: boolean;
  errorCount: number;
  messages: Message[];
}

/** The messages of a state's fields, in the order of the form. */
function stateMessages(state: FormState): Message[] {
  return state.fields.flatMap((f) => (f.error ? [f.error] : []));
}

/**
 * The module data holding a form's values as edited: every value, hidden ones too (docs/forms.md), in the
 * order of the form, then any key the form does not know, so nothing typed is lost.
 */
export function moduleDataWithValues(form: CompiledForm, data: ModuleData, values: FormValues): ModuleData {
  const known = form.fields.filter((f) => f.id in values).map((f) => ({ key: f.id, value: values[f.id] }));
  const others = Object.keys(values)
    .filter((key) => !form.fieldIndex.has(key))
    .map((key) => ({ key, value: values[key] }));
  return { ...data, fieldData: [...known, ...others] };
}

/** spec 2 §4, §5: the page checked as when Next is pressed (required messages included). */
export function checkFormModule({ form, data, context }: FormModuleInput): FormCheck {
  const state = evaluateForm(form, valuesFromFieldData(data.fieldData), { ...context, nextClicked: true });
  const messages = stateMessages(state);
  return { valid: messages.length === 0, errorCount: messages.length, messages };
}

/**
 * The module data to store when a document is saved for signing (docs/forms.md): the values of fields that
 * are hidden, display only, blank (nothing typed) or not on the form are left out; everything else is kept as
 * entered, a partly filled address or phone too.
 */
export function formModuleForStorage({ form, data, context }: FormModuleInput): ModuleData {
  const values = valuesFromFieldData(data.fieldData);
  const state = evaluateForm(form, values, context);
  const fieldData = form.fields.flatMap((compiled, i) => {
    const value = values[compiled.id] ?? null;
    const kept = state.fields[i]!.visible && compiled.kind !== 'display' && !isBlank(compiled.kind, value);
    return kept ? [{ key: compiled.id, value }] : [];
  });
  return { ...data, fieldData };
}

/** spec 2 §5: more than one error on a page shows the floating message with the count. */
export function floatingMessage(state: FormState): Message | null {
  return state.errorCount > 1 ? { key: 'forms.floating', params: { count: state.errorCount } } : null;
}

/** The configurable-form page kind (module type `cf`) as the wizard's registry uses it. */
export const configurableFormPage = {
  check: checkFormModule,
  forStorage: formModuleForStorage,
} as const;

export interface FormFieldError {
  /** The field the error is about, or null for a definition that cannot be compiled. */
  fieldId: string | null;
  message: Message;
}

/** The server's re-validation of one form module on write. */
export interface FormModuleValidation {
  errors: FormFieldError[];
  /** The module data to store (hidden values left out), when the definition compiled. */
  stored: ModuleData | null;
}

/**
 * Re-validates a configurable-form module on the server exactly as the device does (definition as read from
 * cfconfig, the module data written, the context the server knows; lists default to none, which skips the
 * choice-list checks). A definition that does not compile gives its problems as errors with no field.
 */
export function validateFormModule(
  definition: unknown,
  data: ModuleData,
  context: Partial<FormContext> = {},
): FormModuleValidation {
  const compiled = compileForm(definition);
  if (!compiled.ok)
    return {
      errors: compiled.problems.map((message) => ({ fieldId: null, message })),
      stored: null,
    };
  const full: FormContext = { nextClicked: true, readOnly: false, lists: EMPTY_CHOICE_LISTS, ...context };
  const input = { form: compiled.form, data, context: full };
  const state = evaluateForm(compiled.form, valuesFromFieldData(data.fieldData), full);
  const errors = compiled.form.fields.flatMap((f, i) => {
    const message = state.fields[i]!.error;
    return message ? [{ fieldId: f.id, message }] : [];
  });
  return { errors, stored: formModuleForStorage(input) };
}
