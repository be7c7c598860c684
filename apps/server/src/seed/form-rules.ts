import type { ActionSpec, ConditionSpec, RuleSpec } from './forms.ts';

// Builders for the seed forms' business rules (spec 2 §5), shared by the intake and note forms: a rule reads
// as what it says, rule(when('courtOrdered', 'equals', 'Y'), required('caseNumber')).

/** A condition: `field` compared with `value` (blank and notBlank take none). */
export function when(field: string, operator: ConditionSpec['operator'], value?: string): ConditionSpec {
  return value === undefined ? { field, operator } : { field, operator, value };
}

export const hide = (field: string): ActionSpec => ({ field, action: 'Hide' });

/** Require the field, or, with a value, require that value. */
export const required = (field: string, value?: string): ActionSpec =>
  value === undefined ? { field, action: 'Require' } : { field, action: 'Require', value };

export const doNotAllow = (field: string, value: string): ActionSpec => ({
  field,
  action: 'Do Not Allow',
  value,
});

/** When the condition (or all of several) holds, the action (or each of several) applies. */
export function rule(condition: ConditionSpec | ConditionSpec[], ...actions: ActionSpec[]): RuleSpec {
  return { when: condition, then: actions.length === 1 ? actions[0]! : actions };
}
