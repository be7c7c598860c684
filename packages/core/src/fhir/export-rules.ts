import type { FormDefinition, FormField, FormRule, RuleMatch } from '../forms/definition.ts';
import type { QuestionnaireProblem } from './imported-template.ts';
import type { EnableWhen, QuestionnaireItem } from './resources.ts';

type Condition = FormRule['conditions'][number];
type Report = (problem: QuestionnaireProblem) => void;

/** Conditions that show an item while they are met (all of them, or any one). */
interface Clause {
  readonly match: RuleMatch;
  /** The rule said its match (an enableBehavior on one enableWhen is kept). */
  readonly stated: boolean;
  readonly conditions: readonly Condition[];
}

const OPPOSITE: Partial<Record<Condition['operator'], Condition['operator']>> = {
  equals: 'notEquals',
  notEquals: 'equals',
  blank: 'notBlank',
  notBlank: 'blank',
};

const FHIR_OPERATOR: Readonly<Record<Condition['operator'], string>> = {
  equals: '=',
  notEquals: '!=',
  blank: 'exists',
  notBlank: 'exists',
  lessThan: '<',
  atMost: '<=',
  greaterThan: '>',
  atLeast: '>=',
};

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The answer[x] of a kind of value, when the value has that shape. */
const SHAPES: readonly [RegExp, (value: string) => Partial<EnableWhen>][] = [
  [NUMBER, (value) => ({ answerDecimal: Number(value) })],
  [DATE, (value) => ({ answerDate: value })],
  [TIME, (value) => ({ answerTime: value.length === 5 ? `${value}:00` : value })],
  [LOCAL_DATE_TIME, (value) => ({ answerDateTime: value })],
];

const BY_ITEM_TYPE: Readonly<Record<string, number>> = {
  decimal: 0,
  integer: 0,
  date: 1,
  time: 2,
  dateTime: 3,
};

/**
 * The answer[x] a condition's value is: a boolean or a coded answer for = and !=, else by the item type of the
 * field it reads (a choice's ordered codes as numbers, dates or times by their shape), else a string.
 */
function answerOf(
  value: string,
  question: FormField,
  itemType: string,
  ordered: boolean,
): Partial<EnableWhen> {
  if (!ordered && itemType === 'boolean' && (value === 'Y' || value === 'N'))
    return { answerBoolean: value === 'Y' };
  const option = question.options.find((o) => o.key === value);
  if (!ordered && option?.code !== undefined)
    return {
      answerCoding: { ...(option.system === undefined ? {} : { system: option.system }), code: option.code },
    };
  if (itemType === 'integer' && NUMBER.test(value) && Number.isInteger(Number(value)))
    return { answerInteger: Number(value) };
  const typed = Object.hasOwn(BY_ITEM_TYPE, itemType) ? SHAPES[BY_ITEM_TYPE[itemType]!] : undefined;
  if (typed?.[0].test(value)) return typed[1](value);
  const shaped = ordered ? SHAPES.find(([shape]) => shape.test(value)) : undefined;
  return shaped ? shaped[1](value) : { answerString: value };
}

function enableWhenEntry(condition: Condition, question: FormField, itemType: string): EnableWhen | null {
  const { operator, value, fieldId } = condition;
  if (operator === 'blank' || operator === 'notBlank')
    return { question: fieldId, operator: 'exists', answerBoolean: operator === 'notBlank' };
  if (value === null) return null;
  const ordered = operator !== 'equals' && operator !== 'notEquals';
  return {
    question: fieldId,
    operator: FHIR_OPERATOR[operator],
    ...answerOf(value, question, itemType, ordered),
  };
}

/** The clauses each field is shown by, from the form's Hide rules; reports the rules enableWhen cannot say. */
function clausesOf(form: FormDefinition, report: Report): Map<string, Clause[]> {
  const clauses = new Map<string, Clause[]>();
  const add = (fieldId: string, clause: Clause) =>
    clauses.set(fieldId, [...(clauses.get(fieldId) ?? []), clause]);
  const rules = [...form.rules].sort((a, b) => a.order - b.order);
  for (const rule of rules) {
    const actions = [...rule.actions].sort((a, b) => a.order - b.order);
    const first = actions[0]!.fieldId;
    if (actions.some((a) => a.action !== 'Hide')) {
      report({
        item: first,
        reason: `rule ${rule.order}: a ${actions.map((a) => a.action).join(', ')} rule has no enableWhen`,
      });
      continue;
    }
    if (rule.when === 'notMet') {
      // An imported rule hides its item and everything under it: the enableWhen is the first one's.
      add(first, {
        match: rule.match ?? 'all',
        stated: rule.match !== undefined,
        conditions: rule.conditions,
      });
      continue;
    }
    const negated = rule.conditions.map((c) => {
      const opposite = OPPOSITE[c.operator];
      return opposite ? { ...c, operator: opposite } : null;
    });
    if (negated.some((c) => c === null)) {
      report({
        item: first,
        reason: `rule ${rule.order} hides while an ordered comparison holds: its opposite is no comparison (a blank value meets neither)`,
      });
      continue;
    }
    const match: RuleMatch = rule.match === 'any' || negated.length === 1 ? 'all' : 'any';
    for (const action of actions)
      add(action.fieldId, { match, stated: false, conditions: negated.map((c) => c!) });
  }
  return clauses;
}

/**
 * The enableWhen of each field of a form, from its Hide rules (issue 34): an imported rule (when notMet) is its
 * first field's enableWhen as it is; a rule that hides while its conditions hold is shown by their opposites (=
 * and !=, exists true and false), where they have one. Several rules on one field make one enableWhen only when
 * they all need every condition.
 */
export function enableWhenByField(
  form: FormDefinition,
  itemTypeOf: (field: FormField) => string,
  report: Report,
): Map<string, Pick<QuestionnaireItem, 'enableWhen' | 'enableBehavior'>> {
  const fields = new Map(form.fields.map((f) => [f.id, f]));
  const result = new Map<string, Pick<QuestionnaireItem, 'enableWhen' | 'enableBehavior'>>();
  for (const [fieldId, clauses] of clausesOf(form, report)) {
    const merged =
      clauses.length === 1
        ? clauses[0]!
        : clauses.every((c) => c.match === 'all' || c.conditions.length === 1)
          ? { match: 'all' as const, stated: false, conditions: clauses.flatMap((c) => c.conditions) }
          : null;
    if (!merged) {
      report({
        item: fieldId,
        reason: 'several rules hide it, some on any of their conditions: one enableWhen cannot say so',
      });
      continue;
    }
    const entries = merged.conditions.map((c) => {
      const question = fields.get(c.fieldId);
      return question ? enableWhenEntry(c, question, itemTypeOf(question)) : null;
    });
    if (entries.some((e) => e === null)) {
      report({ item: fieldId, reason: 'a rule compares with no value, or names a field the form lacks' });
      continue;
    }
    const behavior = merged.stated || merged.conditions.length > 1 ? { enableBehavior: merged.match } : {};
    result.set(fieldId, { enableWhen: entries.map((e) => e!), ...behavior });
  }
  return result;
}
