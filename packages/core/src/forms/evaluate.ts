import type { Message } from '../messages/format.ts';
import type { ChoiceLists } from './choice-lists.ts';
import { fieldOptions } from './choice-lists.ts';
import type { CompiledField, CompiledForm } from './compile.ts';
import type { FieldOption, FieldValue, FormValues } from './definition.ts';
import { FIELD_TYPE_TRAITS, isChoiceKind } from './field-types.ts';
import { futureDateError } from './past-dates.ts';
import { formatError, missingParts, partsText } from './field-check.ts';
import { isBlank, valueEquals } from './values.ts';

/** What a form's state depends on besides its values. */
export interface FormContext {
  /** spec 2 §5: required messages show only once Next has been pressed on the page. */
  readonly nextClicked: boolean;
  /** A signed document, or one the user may not edit: every field is disabled. */
  readonly readOnly: boolean;
  readonly lists: ChoiceLists;
  /** The moment the form is filled in, for checks against today (a date of birth); without it they are skipped. */
  readonly now?: Date;
}

export interface FieldState {
  readonly visible: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  /** The message under the field now, or null; always null while the field is hidden. */
  readonly error: Message | null;
  /** The choices the field offers (empty for fields without choices). */
  readonly options: readonly FieldOption[];
  /**
   * After Next, the Address or Phone parts still needed (those its message names, or all it needs when it is
   * required and blank), so the page can mark each; otherwise none.
   */
  readonly missingParts: readonly string[];
}

/** A form's state for its values: per field (in definition order), per rule, and the page's error count. */
export interface FormState {
  readonly form: CompiledForm;
  readonly values: FormValues;
  readonly context: FormContext;
  readonly fields: readonly FieldState[];
  /** Per rule: whether its actions apply (its conditions are met, or for a 'notMet' rule are not). */
  readonly ruleHolds: readonly boolean[];
  readonly errorCount: number;
}

/** spec 2 §5: business rules are ignored for a drop-down that has no options. */
const ignoresRules = (compiled: CompiledField, options: readonly FieldOption[]) =>
  FIELD_TYPE_TRAITS[compiled.field.type].dropDown === true && options.length === 0;

const optionText = (options: readonly FieldOption[], value: string | null) =>
  options.find((o) => o.key === value)?.text ?? value ?? '';

function isHidden(compiled: CompiledField, holds: readonly boolean[], options: readonly FieldOption[]) {
  return (
    !ignoresRules(compiled, options) && compiled.actions.some((a) => a.action === 'Hide' && holds[a.rule])
  );
}

type Condition = CompiledForm['rules'][number]['conditions'][number];

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A time or local date-time with its seconds, so '10:00' and '10:00:00' compare equal. */
const withSeconds = (text: string) => (/(^|T)\d{2}:\d{2}$/.test(text) ? `${text}:00` : text);

/**
 * How a value orders against a condition's value: below 0, 0 or above 0 when both are numbers, both dates, both
 * times of day or both local date-times; null when they are not of one such kind (such a condition never holds).
 */
function order(value: string, target: string): number | null {
  const a = value.trim();
  const b = target.trim();
  if (NUMBER.test(a) && NUMBER.test(b)) return Number(a) - Number(b);
  const sameKind = [DATE, TIME_OF_DAY, LOCAL_DATE_TIME].some((kind) => kind.test(a) && kind.test(b));
  if (!sameKind) return null;
  const left = withSeconds(a);
  const right = withSeconds(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

const isKeys = (value: FieldValue): value is readonly string[] => Array.isArray(value);

/** An ordered condition: any answer (one, or each checked option) that orders as the test asks. */
function compares(value: FieldValue, target: string | null, test: (order: number) => boolean): boolean {
  if (target === null) return false;
  const answers: readonly string[] = typeof value === 'string' ? [value] : isKeys(value) ? value : [];
  return answers.some((answer) => {
    const ordered = order(answer, target);
    return ordered !== null && test(ordered);
  });
}

/** Whether one condition holds; a hidden field reads as blank (its value is not part of the record). */
function conditionHolds(
  form: CompiledForm,
  c: Condition,
  values: FormValues,
  visible: (field: number) => boolean,
): boolean {
  const compiled = form.fields[c.field]!;
  const value = visible(c.field) ? (values[compiled.id] ?? null) : null;
  switch (c.operator) {
    case 'equals':
      return valueEquals(value, c.value);
    case 'notEquals':
      return !valueEquals(value, c.value);
    case 'blank':
      return isBlank(compiled.kind, value);
    case 'notBlank':
      return !isBlank(compiled.kind, value);
    case 'lessThan':
      return compares(value, c.value, (o) => o < 0);
    case 'atMost':
      return compares(value, c.value, (o) => o <= 0);
    case 'greaterThan':
      return compares(value, c.value, (o) => o > 0);
    case 'atLeast':
      return compares(value, c.value, (o) => o >= 0);
  }
}

/**
 * Whether a rule's actions apply: its conditions are met when every one holds (or, for match 'any', any one), and
 * the actions apply while they are met (or, for when 'notMet', while they are not).
 */
function ruleHolds(
  form: CompiledForm,
  rule: number,
  values: FormValues,
  visible: (field: number) => boolean,
): boolean {
  const { conditions, matchAny, whenNotMet } = form.rules[rule]!;
  const holds = (c: Condition) => conditionHolds(form, c, values, visible);
  const met = matchAny ? conditions.some(holds) : conditions.every(holds);
  return met !== whenNotMet;
}

const NONE: readonly string[] = [];

function requiredMessage(compiled: CompiledField, label: string): Message {
  const key = isChoiceKind(compiled.kind) ? 'forms.required.choice' : 'forms.required.value';
  return { key, params: { label } };
}

/**
 * One field's state (spec 2 §4, §5): hidden by any Hide that holds; required by its definition or a Require;
 * a blank required field shows the required message once Next was pressed, before that only a business
 * rule's 'must not be blank' or 'must equal'; a filled one shows its format error, else the first rule it breaks.
 */
function fieldState(
  form: CompiledForm,
  index: number,
  values: FormValues,
  holds: readonly boolean[],
  options: readonly FieldOption[],
  context: FormContext,
): FieldState {
  const compiled = form.fields[index]!;
  const disabled = context.readOnly || compiled.kind === 'display';
  const applying = ignoresRules(compiled, options) ? [] : compiled.actions.filter((a) => holds[a.rule]);
  if (applying.some((a) => a.action === 'Hide'))
    return { visible: false, required: false, disabled, error: null, options, missingParts: NONE };
  if (compiled.kind === 'display')
    return { visible: true, required: false, disabled, error: null, options, missingParts: NONE };
  const requires = applying.filter((a) => a.action === 'Require');
  const required = compiled.requiredByDefinition || requires.length > 0;
  const state = (error: Message | null, missingParts: readonly string[] = NONE): FieldState => ({
    visible: true,
    required,
    disabled,
    error,
    options,
    missingParts,
  });
  const label = compiled.field.label;
  const value: FieldValue = values[compiled.id] ?? null;
  if (isBlank(compiled.kind, value)) {
    if (!required) return state(null);
    if (context.nextClicked) return state(requiredMessage(compiled, label), compiled.requiredParts);
    const rule = requires[0];
    if (!rule) return state(null);
    if (rule.value === null) return state({ key: 'forms.rule.mustNotBeBlank', params: { label } });
    return state({ key: 'forms.rule.mustEqual', params: { label, value: optionText(options, rule.value) } });
  }
  const format = formatError(compiled, value, options) ?? futureDateError(compiled, value, context.now);
  if (format) return state(format);
  const missing = context.nextClicked ? missingParts(compiled, value) : NONE;
  if (missing.length > 0)
    return state(requiredMessage(compiled, partsText(compiled.field, missing)), missing);
  for (const a of applying) {
    if (a.action === 'Require' && a.value !== null && !valueEquals(value, a.value))
      return state({ key: 'forms.rule.mustEqual', params: { label, value: optionText(options, a.value) } });
    if (a.action === 'Do Not Allow' && valueEquals(value, a.value))
      return state({
        key: 'forms.rule.mustNotEqual',
        params: { label, value: optionText(options, a.value) },
      });
  }
  return state(null);
}

const countErrors = (fields: readonly FieldState[]) => fields.filter((f) => f.error !== null).length;

/**
 * The state of a form for its values (spec 2 §4, §5): every rule in order of its dependencies, then every
 * field. Pure: the same input gives the same state, and no input is changed.
 */
export function evaluateForm(form: CompiledForm, values: FormValues, context: FormContext): FormState {
  const options = form.fields.map((f) => fieldOptions(f.field, context.lists));
  const holds: boolean[] = form.rules.map(() => false);
  const visible = (field: number) => !isHidden(form.fields[field]!, holds, options[field]!);
  for (const rule of form.evaluationOrder) holds[rule] = ruleHolds(form, rule, values, visible);
  const fields = form.fields.map((_, i) => fieldState(form, i, values, holds, options[i]!, context));
  return { form, values, context, fields, ruleHolds: holds, errorCount: countErrors(fields) };
}

/**
 * The state after one field's value changes: only the rules that read it, the rules those feed through Hide,
 * and the fields they act on are evaluated again. Always equal to evaluateForm on the new values.
 */
export function changeValue(state: FormState, fieldId: string, value: FieldValue): FormState {
  const { form, context } = state;
  const values: FormValues = { ...state.values, [fieldId]: value };
  const changed = form.fieldIndex.get(fieldId);
  if (changed === undefined) return { ...state, values };
  const holds = [...state.ruleHolds];
  const options = (field: number) => state.fields[field]!.options;
  const visibleNow = state.fields.map((f) => f.visible);
  const pending = new Uint8Array(form.rules.length);
  let first = form.rules.length;
  const markReaders = (field: number) => {
    for (const rule of form.fields[field]!.readingRules) {
      const position = form.evaluationPosition[rule]!;
      pending[position] = 1;
      first = Math.min(first, position);
    }
  };
  markReaders(changed);
  const dirty = new Set<number>([changed]);
  for (let position = first; position < pending.length; position++) {
    if (!pending[position]) continue;
    const rule = form.evaluationOrder[position]!;
    const now = ruleHolds(form, rule, values, (field) => visibleNow[field]!);
    if (now === holds[rule]) continue;
    holds[rule] = now;
    for (const action of form.rules[rule]!.actions) {
      dirty.add(action.field);
      if (action.action !== 'Hide') continue;
      const visible = !isHidden(form.fields[action.field]!, holds, options(action.field));
      if (visible === visibleNow[action.field]) continue;
      visibleNow[action.field] = visible;
      markReaders(action.field);
    }
  }
  const fields = [...state.fields];
  let errorCount = state.errorCount;
  for (const field of dirty) {
    const next = fieldState(form, field, values, holds, options(field), context);
    errorCount += (next.error ? 1 : 0) - (fields[field]!.error ? 1 : 0);
    fields[field] = next;
  }
  return { form, values, context, fields, ruleHolds: holds, errorCount };
}

/** A field's state by id, or undefined for an id the form does not have. */
export function fieldStateOf(state: FormState, fieldId: string): FieldState | undefined {
  const index = state.form.fieldIndex.get(fieldId);
  return index === undefined ? undefined : state.fields[index];
}
