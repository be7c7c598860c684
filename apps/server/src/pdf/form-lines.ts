import {
  fieldOptions,
  fieldValueText,
  formField,
  isFieldType,
  toFieldValue,
  type ChoiceLists,
  type FormField,
  type ModuleData,
} from '@carevisit/core';
import type { PdfLine } from './render-pdf.ts';

/** A form's stored fields as core reads them, by id; a field core refuses is left out (its value prints by key). */
export function formFields(fields: unknown): Map<string, FormField> {
  const list = Array.isArray(fields) ? fields : [];
  return new Map(
    list.flatMap((raw) => {
      const parsed = formField.safeParse(raw);
      return parsed.success ? [[parsed.data.id, parsed.data] as const] : [];
    }),
  );
}

function valueText(field: FormField | undefined, value: unknown, lists: ChoiceLists): string {
  const stored = toFieldValue(value);
  if (!field) return fieldValueText({ type: '' }, stored, []);
  const { type } = field;
  const options = isFieldType(type) ? fieldOptions({ ...field, type }, lists) : field.options;
  return fieldValueText(field, stored, options);
}

/**
 * A configurable-form page as the PDF prints it: each value by its field's label and in words (core's
 * fieldValueText with the field's options), in the form's field order; values of fields the form no longer
 * has last, by their keys.
 */
export function formPageLines(
  data: Pick<ModuleData, 'fieldData'>,
  fields: ReadonlyMap<string, FormField>,
  lists: ChoiceLists,
): PdfLine[] {
  const order = (key: string) => fields.get(key)?.order ?? Infinity;
  return [...data.fieldData]
    .sort((a, b) => order(a.key) - order(b.key))
    .map((entry) => {
      const field = fields.get(entry.key);
      return { label: field?.label ?? entry.key, value: valueText(field, entry.value, lists) };
    });
}
