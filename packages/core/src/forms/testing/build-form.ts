import { formatMessage, type Message } from '../../messages/format.ts';
import { EMPTY_CHOICE_LISTS } from '../choice-lists.ts';
import { compileForm, type CompiledForm } from '../compile.ts';
import type { FormFieldInput, FormRuleInput } from '../definition.ts';
import type { FormContext } from '../evaluate.ts';

/** A field for tests: the id doubles as name, the label is given or the id. */
export const field = (id: string, type: string, extra: Partial<FormFieldInput> = {}): FormFieldInput => ({
  id,
  name: id,
  type,
  label: extra.label ?? id,
  order: 1,
  ...extra,
});

/** A one-condition rule for tests. */
export const rule = (
  order: number,
  when: [fieldId: string, operator: 'equals' | 'notEquals' | 'blank' | 'notBlank', value?: string],
  ...actions: [fieldId: string, action: 'Hide' | 'Require' | 'Do Not Allow', value?: string][]
): FormRuleInput => ({
  order,
  conditions: [{ fieldId: when[0], operator: when[1], value: when[2] ?? null }],
  actions: actions.map(([fieldId, action, value], i) => ({
    fieldId,
    action,
    actionValue: value ?? null,
    order: i + 1,
  })),
});

/** Compiles a test form, failing the test with the problems when it does not compile. */
export function buildForm(fields: FormFieldInput[], rules: FormRuleInput[] = []): CompiledForm {
  const result = compileForm({ formId: 1, name: 'Test Form', fields, rules });
  if (!result.ok) throw new Error(result.problems.map((p) => formatMessage(p.key, p.params)).join(' '));
  return result.form;
}

export const EDITING: FormContext = { nextClicked: false, readOnly: false, lists: EMPTY_CHOICE_LISTS };
export const AFTER_NEXT: FormContext = { ...EDITING, nextClicked: true };

/** A message in words, as the user reads it. */
export const words = (message: Message | null) =>
  message ? formatMessage(message.key, message.params) : null;
