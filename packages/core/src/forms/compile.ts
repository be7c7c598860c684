import { en } from '../messages/en.ts';
import type { Message, MessageKey } from '../messages/format.ts';
import {
  formDefinition,
  type ConditionOperator,
  type FieldType,
  type FormDefinition,
  type FormField,
  type RuleActionKind,
} from './definition.ts';
import { FIELD_TYPE_TRAITS, isFieldType, type ValueKind } from './field-types.ts';
import { orderRules } from './rule-graph.ts';
import { fieldAttribute } from './attributes.ts';
import { requiredPartKeys } from './parts.ts';

export interface CompiledField {
  readonly index: number;
  readonly id: string;
  readonly field: FormField & { type: FieldType };
  readonly kind: ValueKind;
  /** The required attribute (spec 2 §3 `required` or the `_required` attribute). */
  readonly requiredByDefinition: boolean;
  /** The actions of rules on this field that the field does not ignore, in rule order. */
  readonly actions: readonly FieldAction[];
  /** Rules (by index) whose conditions read this field. */
  readonly readingRules: readonly number[];
  /** Address and Phone: the parts needed once any part is typed (spec 2 §5); none for other kinds. */
  readonly requiredParts: readonly string[];
}

interface CompiledCondition {
  readonly field: number;
  readonly operator: ConditionOperator;
  readonly value: string | null;
}

interface CompiledAction {
  readonly field: number;
  readonly action: RuleActionKind;
  readonly value: string | null;
}

interface FieldAction {
  readonly rule: number;
  readonly action: RuleActionKind;
  readonly value: string | null;
}

interface CompiledRule {
  readonly index: number;
  readonly order: number;
  /** Any one condition suffices (the rule's match 'any'); otherwise every one must hold. */
  readonly matchAny: boolean;
  /** The actions apply while the conditions are not met (the rule's when 'notMet'), else while they are. */
  readonly whenNotMet: boolean;
  readonly conditions: readonly CompiledCondition[];
  /** The actions in their order, without those the target field ignores (spec 2 §5). */
  readonly actions: readonly CompiledAction[];
}

/** A definition compiled once: fields by index, rules in order, and the order that respects their graph. */
export interface CompiledForm {
  readonly definition: FormDefinition;
  readonly fields: readonly CompiledField[];
  readonly fieldIndex: ReadonlyMap<string, number>;
  readonly rules: readonly CompiledRule[];
  /** Rule indices such that a rule comes after every rule that can hide a field it reads. */
  readonly evaluationOrder: readonly number[];
  /** Each rule's place in evaluationOrder. */
  readonly evaluationPosition: readonly number[];
}

/** A definition that compiled, or the reasons it cannot be used (catalog messages, never an exception). */
export type CompileResult = { ok: true; form: CompiledForm } | { ok: false; problems: readonly Message[] };

/** spec 2 §5 exclusions: whether a field takes an action at all (empty drop-downs are decided per evaluation). */
function takesAction(type: FieldType, action: RuleActionKind): boolean {
  const traits = FIELD_TYPE_TRAITS[type];
  if (traits.ignoresRules) return false;
  return !(action === 'Do Not Allow' && traits.ignoresDoNotAllow);
}

/**
 * Reads and compiles a configurable form definition (spec 2 §3): unknown field types, rules naming fields the
 * form lacks, Do Not Allow without a value and rules that hide fields in a cycle are reported as problems.
 */
export function compileForm(input: unknown): CompileResult {
  const refusal = refusedProblems(input);
  if (refusal) return { ok: false, problems: refusal };
  const parsed = formDefinition.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      problems: [
        {
          key: 'forms.problems.unreadable',
          params: { detail: `${issue.path.join('.') || 'form'}: ${issue.message}` },
        },
      ],
    };
  }
  const definition = parsed.data;
  const problems: Message[] = [];
  const fieldIndex = new Map<string, number>();
  definition.fields.forEach((field, index) => {
    if (fieldIndex.has(field.id))
      problems.push({ key: 'forms.problems.duplicateField', params: { id: field.id } });
    fieldIndex.set(field.id, index);
    if (!isFieldType(field.type))
      problems.push({ key: 'forms.problems.unknownType', params: { id: field.id, type: field.type } });
  });
  const sortedRules = definition.rules
    .map((rule, position) => ({ rule, position }))
    .sort((a, b) => a.rule.order - b.rule.order || a.position - b.position)
    .map(({ rule }) => rule);
  const named = (order: number, id: string) => {
    const index = fieldIndex.get(id);
    if (index === undefined) problems.push({ key: 'forms.problems.missingField', params: { order, id } });
    return index ?? -1;
  };
  const rules: CompiledRule[] = sortedRules.map((rule, index) => ({
    index,
    order: rule.order,
    matchAny: rule.match === 'any',
    whenNotMet: rule.when === 'notMet',
    conditions: rule.conditions.map((c) => ({
      field: named(rule.order, c.fieldId),
      operator: c.operator,
      value: c.value,
    })),
    actions: [...rule.actions]
      .sort((a, b) => a.order - b.order)
      .flatMap((a) => {
        const field = named(rule.order, a.fieldId);
        if (a.action === 'Do Not Allow' && a.actionValue === null)
          problems.push({
            key: 'forms.problems.refusesNothing',
            params: { order: rule.order, id: a.fieldId },
          });
        const type = definition.fields[field]?.type ?? '';
        if (field >= 0 && isFieldType(type) && !takesAction(type, a.action)) return [];
        return [{ field, action: a.action, value: a.actionValue }];
      }),
  }));
  if (problems.length > 0) return { ok: false, problems };

  const fields: CompiledField[] = definition.fields.map((field, index) => {
    const typed = field as FormField & { type: FieldType };
    return {
      index,
      id: field.id,
      field: typed,
      kind: FIELD_TYPE_TRAITS[typed.type].kind,
      requiredByDefinition: field.required || fieldAttribute(field, '_required') === 'true',
      actions: rules.flatMap((r) =>
        r.actions
          .filter((a) => a.field === index)
          .map((a) => ({ rule: r.index, action: a.action, value: a.value })),
      ),
      readingRules: rules.filter((r) => r.conditions.some((c) => c.field === index)).map((r) => r.index),
      requiredParts: requiredPartKeys(typed, FIELD_TYPE_TRAITS[typed.type].kind),
    };
  });
  const ordered = orderRules(rules, fields);
  if (!ordered.ok) {
    const orders = ordered.cycle.map((r) => rules[r]!.order).join(', ');
    return { ok: false, problems: [{ key: 'forms.problems.ruleCycle', params: { orders } }] };
  }
  const evaluationPosition: number[] = [];
  ordered.order.forEach((rule, position) => (evaluationPosition[rule] = position));
  return {
    ok: true,
    form: { definition, fields, fieldIndex, rules, evaluationOrder: ordered.order, evaluationPosition },
  };
}

/**
 * A cfconfig resource the server refused to serve (it did not compile there) carries the reasons in
 * `problems` instead of fields and rules; null for anything else.
 */
function refusedProblems(input: unknown): Message[] | null {
  const problems = (input as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems) || problems.length === 0) return null;
  return problems.map((p: { key?: unknown; params?: Message['params'] } | null) =>
    isMessageKey(p?.key)
      ? { key: p.key, ...(p.params ? { params: p.params } : {}) }
      : { key: 'forms.problems.unreadable', params: { detail: 'problems' } },
  );
}

/**
 * What the server serves for a cfconfig row (spec 2 §7 /evv/read/cfconfig): the definition when it compiles,
 * otherwise the form's id and name with the reasons it cannot be used, and no fields or rules.
 */
export function servedFormDefinition(row: {
  formId: number;
  name: string;
  fields: unknown;
  rules: unknown;
}): FormDefinition | { formId: number; name: string; fields: []; rules: []; problems: Message[] } {
  const compiled = compileForm(row);
  if (compiled.ok) return compiled.form.definition;
  return { formId: row.formId, name: row.name, fields: [], rules: [], problems: [...compiled.problems] };
}

function isMessageKey(key: unknown): key is MessageKey {
  if (typeof key !== 'string') return false;
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}
