import type { ConditionOperator, FieldOption, FormRuleInput } from '../forms/definition.ts';
import type { ImportContext } from './import-context.ts';
import type { EnableWhen, QuestionnaireItem } from './resources.ts';

/** What a condition needs to know of the field it reads: its item type and its answers. */
export interface ConditionTarget {
  readonly type: string;
  readonly options: readonly FieldOption[];
}

type RuleCondition = FormRuleInput['conditions'][number];

const ORDERED: ReadonlyMap<string, ConditionOperator> = new Map([
  ['<', 'lessThan'],
  ['<=', 'atMost'],
  ['>', 'greaterThan'],
  ['>=', 'atLeast'],
]);

const ANSWER_KEYS = [
  'answerBoolean',
  'answerDecimal',
  'answerInteger',
  'answerDate',
  'answerDateTime',
  'answerTime',
  'answerString',
  'answerCoding',
  'answerQuantity',
  'answerReference',
] as const satisfies readonly (keyof EnableWhen)[];

/** A local date and time, as a DateTime field holds it (a time zone cannot be compared with it). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The value a condition compares with, or a reason it cannot be had. */
function comparedValue(
  when: EnableWhen,
  target: ConditionTarget,
  ordered: boolean,
): { value: string } | { problem: string } {
  const answers = ANSWER_KEYS.filter((key) => when[key] !== undefined);
  if (answers.length !== 1) return { problem: 'has no answer[x], or more than one' };
  const key = answers[0]!;
  if (key === 'answerQuantity' || key === 'answerReference') return { problem: `compares an ${key}` };
  if (ordered && (key === 'answerBoolean' || key === 'answerCoding'))
    return { problem: `orders an ${key}, which has no order` };
  if (key === 'answerBoolean') {
    if (target.type !== 'boolean') return { problem: `compares a boolean with a ${target.type} item` };
    return { value: when.answerBoolean ? 'Y' : 'N' };
  }
  if (key === 'answerCoding') {
    const { code, system } = when.answerCoding!;
    const option = target.options.find(
      (o) => o.key === code && (system === undefined || o.system === undefined || o.system === system),
    );
    if (!option)
      return { problem: `compares with the code ${code ?? '(none)'}, which is not one of its answers` };
    return { value: option.key };
  }
  if (key === 'answerDateTime' && !LOCAL_DATE_TIME.test(when.answerDateTime!))
    return { problem: 'compares with a dateTime that is not a local date and time' };
  return { value: String(when[key]) };
}

/**
 * One enableWhen as a rule condition on the field it names (on the same page: page holds its linkIds) (issue 34): exists true/false as notBlank/blank, = and
 * != as equals/notEquals, < <= > >= as the ordered operators. A boolean answer is Y or N, a coding its code.
 */
export function enableWhenCondition(
  when: EnableWhen,
  owner: string,
  target: ConditionTarget | undefined,
  page: ReadonlySet<string>,
  ctx: ImportContext,
): RuleCondition | null {
  const problem = (reason: string) => {
    ctx.report(owner, `its enableWhen on ${when.question} ${reason}`);
    return null;
  };
  // An item of this page that could not be a field has its own problem already.
  if (!target && page.has(when.question)) return null;
  if (!target) {
    return problem(
      ctx.items.has(when.question)
        ? 'names an item on another page (rules act within one page)'
        : 'names an item the Questionnaire does not have',
    );
  }
  if (target.type === 'group' || target.type === 'display')
    return problem(`names a ${target.type} item, which has no answer`);
  if (when.operator === 'exists') {
    if (when.answerBoolean === undefined) return problem('is exists without answerBoolean');
    return { fieldId: when.question, operator: when.answerBoolean ? 'notBlank' : 'blank', value: null };
  }
  const ordered = ORDERED.get(when.operator);
  if (!ordered && when.operator !== '=' && when.operator !== '!=')
    return problem(`has the operator ${when.operator}, which R4 does not define`);
  const compared = comparedValue(when, target, ordered !== undefined);
  if ('problem' in compared) return problem(compared.problem);
  const operator = ordered ?? (when.operator === '=' ? 'equals' : 'notEquals');
  return { fieldId: when.question, operator, value: compared.value };
}

/** How an item's enableWhen combine: 'any' or the default 'all'; null, reported, when it does not say. */
export function enableMatch(item: QuestionnaireItem, ctx: ImportContext): 'all' | 'any' | null {
  const behavior = item.enableBehavior;
  if (behavior === 'any' || behavior === 'all') return behavior;
  if (behavior === undefined && (item.enableWhen ?? []).length < 2) return 'all';
  ctx.report(item.linkId, 'its enableBehavior must be all or any when it has more than one enableWhen');
  return null;
}
