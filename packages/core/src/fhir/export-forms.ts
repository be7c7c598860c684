import type { FieldType, FormDefinition, FormField } from '../forms/definition.ts';
import { isFieldType } from '../forms/field-types.ts';
import { codeList, dropDown } from './export-measure.ts';
import { enableWhenByField } from './export-rules.ts';
import type { QuestionnaireProblem } from './imported-template.ts';
import type { Initial, QuestionnaireItem } from './resources.ts';
import { EXTENSION } from './urls.ts';

type Report = (problem: QuestionnaireProblem) => void;

/** The R4 item types a field type can be (the first when the field says none), or none. */
const ITEM_TYPES: Readonly<Partial<Record<FieldType, readonly string[]>>> = {
  'Text Field': ['string', 'integer', 'decimal', 'open-choice'],
  'Text Area': ['text'],
  SSN: ['string'],
  Date: ['date'],
  Time: ['time'],
  DateTime: ['dateTime'],
  'Yes or No': ['boolean'],
  DropDown: ['choice'],
  RadioButton: ['choice'],
  CheckBox: ['choice'],
  ReadOnlyText: ['display'],
  FormBreak: ['display', 'group'],
};

/**
 * A field's item type: the one it was imported from, else the one its type and data type say (a NUM text field is
 * a decimal, one with options an open-choice); null for a field no item can be (its answers come from a list the
 * template does not hold, or it has parts).
 */
export function itemTypeOf(field: FormField): string | null {
  const types = isFieldType(field.type) ? ITEM_TYPES[field.type] : undefined;
  if (!types) return null;
  const imported = field.questionnaireItem?.type;
  if (imported !== undefined && types.includes(imported)) return imported;
  if (field.type === 'Text Field')
    return field.datatype === 'NUM' ? 'decimal' : field.options.length > 0 ? 'open-choice' : 'string';
  return types[0]!;
}

/** The field's starting value as the item's initial value (a choice's selected answer is marked instead). */
function initialOf(value: string, type: string): Initial | null {
  switch (type) {
    case 'boolean':
      return { valueBoolean: value === 'Y' };
    case 'integer':
      return { valueInteger: Number(value) };
    case 'decimal':
      return { valueDecimal: Number(value) };
    case 'date':
      return { valueDate: value };
    case 'time':
      return { valueTime: `${value}:00` };
    case 'dateTime':
      return { valueDateTime: `${value}:00` };
    case 'choice':
      return null;
    default:
      return { valueString: value };
  }
}

interface Node {
  readonly field: FormField;
  readonly children: Node[];
}

/** A page's fields as the tree of items they were flattened from: a field sits under its group's heading. */
export function fieldTree(form: FormDefinition): Node[] {
  const roots: Node[] = [];
  const groups = new Map<string, Node>();
  for (const field of [...form.fields].sort((a, b) => a.order - b.order)) {
    const node: Node = { field, children: [] };
    const group = field.questionnaireItem?.group;
    (group === undefined ? roots : (groups.get(group)?.children ?? roots)).push(node);
    if (field.type === 'FormBreak' && field.questionnaireItem?.type === 'group') groups.set(field.id, node);
  }
  return roots;
}

/** A page's form as Questionnaire items (issue 34), the inverse of importFormPages' page. */
export function formItems(form: FormDefinition, report: Report): QuestionnaireItem[] {
  const typeOf = (field: FormField) => itemTypeOf(field) ?? 'string';
  const shownBy = enableWhenByField(form, typeOf, report);
  const itemOf = ({ field, children }: Node): QuestionnaireItem[] => {
    const type = itemTypeOf(field);
    if (!type) {
      report({ item: field.id, reason: `a ${field.type} field: no Questionnaire item holds its answers` });
      return [];
    }
    const choice = type === 'choice' || type === 'open-choice';
    const initial = field.default === null ? null : initialOf(field.default, type);
    const extension = [
      ...(field.type === 'DropDown' ? [dropDown] : []),
      ...(field.minlength === null ? [] : [{ url: EXTENSION.minLength, valueInteger: field.minlength }]),
    ];
    return [
      {
        linkId: field.id,
        ...codeList(field),
        ...(field.label ? { text: field.label } : {}),
        type,
        ...shownBy.get(field.id),
        ...(field.required ? { required: true } : {}),
        ...(field.type === 'CheckBox' ? { repeats: true } : {}),
        ...(field.maxlength === null ? {} : { maxLength: field.maxlength }),
        ...(choice
          ? {
              answerOption: field.options.map((o) => ({
                ...(o.code === undefined
                  ? { valueString: o.key }
                  : {
                      valueCoding: {
                        ...(o.system ? { system: o.system } : {}),
                        code: o.code,
                        display: o.text,
                      },
                    }),
                ...(o.key === field.default ? { initialSelected: true } : {}),
              })),
            }
          : {}),
        ...(initial && !(choice && field.options.some((o) => o.key === field.default))
          ? { initial: [initial] }
          : {}),
        ...(extension.length > 0 ? { extension } : {}),
        ...(type === 'group' ? { item: children.flatMap(itemOf) } : {}),
      },
      ...(type === 'group' ? [] : children.flatMap(itemOf)),
    ];
  };
  return fieldTree(form).flatMap(itemOf);
}
