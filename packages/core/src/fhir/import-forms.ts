import {
  formDefinition,
  type FieldType,
  type FormFieldInput,
  type FormRuleInput,
} from '../forms/definition.ts';
import { answersOf, type ImportedAnswer } from './answer-lists.ts';
import { enableMatch, enableWhenCondition, type ConditionTarget } from './enable-when.ts';
import {
  QUESTIONNAIRE,
  checkExtensions,
  codeOf,
  extensionsOf,
  itemControlOf,
  type ImportContext,
} from './import-context.ts';
import type { ImportedFormPage } from './imported-template.ts';
import type { QuestionnaireItem } from './resources.ts';
import { EXTENSION } from './urls.ts';

/** The field type of each R4 item type a form can ask (choice depends on repeats and its item control). */
function fieldTypeOf(item: QuestionnaireItem, ctx: ImportContext): FieldType | null {
  switch (item.type) {
    case 'string':
    case 'integer':
    case 'decimal':
    case 'open-choice':
      return 'Text Field';
    case 'text':
      return 'Text Area';
    case 'date':
      return 'Date';
    case 'time':
      return 'Time';
    case 'dateTime':
      return 'DateTime';
    case 'boolean':
      return 'Yes or No';
    case 'choice':
      if (item.repeats) return 'CheckBox';
      return itemControlOf(item) === 'drop-down' ? 'DropDown' : 'RadioButton';
    case 'display':
      return 'ReadOnlyText';
    case 'group':
      return 'FormBreak';
    case 'quantity':
    case 'attachment':
    case 'reference':
    case 'url':
    case 'coding':
      ctx.report(item.linkId, `a ${item.type} item: no field type holds it`);
      return null;
    default:
      ctx.report(item.linkId, `the item type ${item.type} is not an R4 Questionnaire item type`);
      return null;
  }
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'integer', 'decimal', 'open-choice']);
const TIME = /^\d{2}:\d{2}(:00)?$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00)?$/;

/** A field's starting value (spec 2 §3 default) from the item's one initial value or selected answer. */
function defaultOf(item: QuestionnaireItem, answers: readonly ImportedAnswer[], ctx: ImportContext) {
  const selected = answers.filter((a) => a.initialSelected);
  const initial = item.initial ?? [];
  if (initial.length + selected.length === 0) return null;
  if (initial.length + selected.length > 1 || item.repeats) {
    ctx.report(
      item.linkId,
      'more than one initial answer, or one for a repeating item (a field starts from one)',
    );
    return null;
  }
  if (selected[0]) return selected[0].key;
  const value = initial[0]!;
  const text =
    value.valueString ??
    value.valueDate ??
    value.valueCoding?.code ??
    (value.valueInteger ?? value.valueDecimal)?.toString() ??
    (value.valueBoolean === undefined ? undefined : value.valueBoolean ? 'Y' : 'N') ??
    (value.valueTime && TIME.test(value.valueTime) ? value.valueTime.slice(0, 5) : undefined) ??
    (value.valueDateTime && LOCAL_DATE_TIME.test(value.valueDateTime)
      ? value.valueDateTime.slice(0, 16)
      : undefined);
  if (text === undefined) ctx.report(item.linkId, 'an initial value of a kind its field cannot start from');
  return text ?? null;
}

/** The item's own checks: what no field can hold. */
function checkItem(item: QuestionnaireItem, ctx: ImportContext): void {
  checkExtensions(item, item.linkId, ctx);
  if (extensionsOf(item, EXTENSION.calculatedExpression).length > 0)
    ctx.report(item.linkId, 'a calculatedExpression: only a scored Questionnaire’s total is worked out');
  if (item.readOnly) ctx.report(item.linkId, 'a readOnly item: every field of a form can be filled in');
  if (item.repeats && item.type !== 'choice')
    ctx.report(item.linkId, `a repeating ${item.type} item: only a choice holds more than one answer`);
  if (item.maxLength !== undefined && !TEXT_TYPES.has(item.type))
    ctx.report(item.linkId, `a maxLength on a ${item.type} item: only text fields have a length`);
  if (item.type !== 'group' && (item.item ?? []).length > 0)
    ctx.report(item.linkId, 'items nested under a question (only a group holds items)');
}

/** One item as a field of its page (null, reported, when it cannot be one). */
function fieldOf(
  item: QuestionnaireItem,
  order: number,
  group: string | undefined,
  ctx: ImportContext,
): FormFieldInput | null {
  checkItem(item, ctx);
  const type = fieldTypeOf(item, ctx);
  if (!type) return null;
  const choice = item.type === 'choice' || item.type === 'open-choice';
  const answers = choice ? answersOf(item, ctx) : [];
  if (!answers) return null;
  const minLength = extensionsOf(item, EXTENSION.minLength)[0]?.valueInteger;
  return {
    id: item.linkId,
    name: item.linkId,
    type,
    label: item.text ?? '',
    order,
    options: answers.map(({ key, text, code, system }) => ({
      key,
      text,
      ...(code === undefined ? {} : { code }),
      ...(system === undefined ? {} : { system }),
    })),
    required: item.required === true,
    maxlength: item.maxLength ?? null,
    minlength: minLength ?? null,
    datatype: item.type === 'integer' || item.type === 'decimal' ? 'NUM' : 'NONE',
    default: defaultOf(item, answers, ctx),
    ...codeOf(item.code),
    questionnaireItem: { type: item.type, ...(group === undefined ? {} : { group }) },
  };
}

interface Shown {
  readonly item: QuestionnaireItem;
  /** The item and every item under it: what its enableWhen hides. */
  readonly targets: readonly string[];
}

/** The fields of a page (its items, nested groups flattened after their heading) and the items that are shown. */
function flatten(items: readonly QuestionnaireItem[], ctx: ImportContext) {
  const fields: FormFieldInput[] = [];
  const shown: Shown[] = [];
  const walk = (level: readonly QuestionnaireItem[], group: string | undefined, hidden: boolean): string[] =>
    level.flatMap((item) => {
      const field = fieldOf(item, fields.length + 1, group, ctx);
      if (field) fields.push(field);
      const conditional = (item.enableWhen ?? []).length > 0;
      if (item.type === 'display' && (conditional || hidden))
        ctx.report(
          item.linkId,
          'a display item shown only when an enableWhen holds: display-only fields ignore rules (spec 2 §5), so it would always show',
        );
      const ids = [item.linkId];
      if (item.type === 'group') ids.push(...walk(item.item ?? [], item.linkId, hidden || conditional));
      if (conditional) shown.push({ item, targets: ids });
      return ids;
    });
  const linkIds = new Set(walk(items, undefined, false));
  return { fields, shown, linkIds };
}

/**
 * Hide rules from enableWhen (issue 34): a rule per item with enableWhen, matching all or any as its
 * enableBehavior says, that hides the item and every item under it while its enableWhen is not met. A hidden
 * field reads as blank and its value is not stored, as a disabled item's answer is not in a response.
 */
function rulesOf(
  shown: readonly Shown[],
  fields: readonly FormFieldInput[],
  page: ReadonlySet<string>,
  ctx: ImportContext,
): FormRuleInput[] {
  const targets = new Map<string, ConditionTarget>(
    fields.map((f) => [f.id, { type: f.questionnaireItem?.type ?? '', options: f.options ?? [] }]),
  );
  return shown.flatMap(({ item, targets: hidden }, i): FormRuleInput[] => {
    const match = enableMatch(item, ctx);
    const conditions = (item.enableWhen ?? []).map((when) =>
      enableWhenCondition(when, item.linkId, targets.get(when.question), page, ctx),
    );
    if (match === null || conditions.some((c) => c === null)) return [];
    return [
      {
        order: i + 1,
        ...(match === 'any' ? { match } : {}),
        when: 'notMet',
        conditions: conditions.map((c) => c!),
        actions: hidden.map((fieldId, a) => ({ fieldId, action: 'Hide', actionValue: null, order: a + 1 })),
      },
    ];
  });
}

function formPage(
  name: string,
  group: QuestionnaireItem | null,
  items: readonly QuestionnaireItem[],
  ctx: ImportContext,
): ImportedFormPage | null {
  const { fields, shown, linkIds } = flatten(items, ctx);
  const rules = rulesOf(shown, fields, linkIds, ctx);
  const parsed = formDefinition.safeParse({ formId: 0, name, fields, rules });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    ctx.report(
      group?.linkId ?? QUESTIONNAIRE,
      `its page cannot be a form (${issue.path.join('.')}: ${issue.message})`,
    );
    return null;
  }
  return { moduleType: 'cf', name, linkId: group?.linkId ?? null, ...codeOf(group?.code), form: parsed.data };
}

/**
 * The form pages of a Questionnaire that is not scored: its items outside any group on a first page named for the
 * Questionnaire, then a page per top-level group.
 */
export function importFormPages(ctx: ImportContext): ImportedFormPage[] {
  const q = ctx.questionnaire;
  const items = q.item ?? [];
  const loose = items.filter((item) => item.type !== 'group');
  const pages: (ImportedFormPage | null)[] = [];
  if (loose.length > 0) pages.push(formPage(q.title ?? q.name ?? '', null, loose, ctx));
  for (const group of items.filter((item) => item.type === 'group')) {
    checkExtensions(group, group.linkId, ctx);
    if ((group.enableWhen ?? []).length > 0)
      ctx.report(
        group.linkId,
        'a top-level group with an enableWhen: it is a page, and a page is never hidden',
      );
    if (group.repeats) ctx.report(group.linkId, 'a repeating group: a page is filled in once');
    pages.push(formPage(group.text ?? group.linkId, group, group.item ?? [], ctx));
  }
  return pages.filter((page) => page !== null);
}
