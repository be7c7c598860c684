import {
  fieldOptions,
  fieldText,
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

/** An SSN as printed: its last four digits only (***-**-6789), whatever else was typed. */
function maskedSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits ? `***-**-${digits.slice(-4)}` : '';
}

function valueText(field: FormField | undefined, value: unknown, lists: ChoiceLists): string {
  const stored = toFieldValue(value);
  if (!field) return fieldValueText({ type: '' }, stored, []);
  const { type } = field;
  const options = isFieldType(type) ? fieldOptions({ ...field, type }, lists) : field.options;
  const text = fieldValueText(field, stored, options);
  return type === 'SSN' ? maskedSsn(text) : text;
}

/** What a field prints: a read-only text always, a form break as a heading, any other field its stored value. */
function fieldLines(field: FormField, stored: ReadonlyMap<string, unknown>, lists: ChoiceLists): PdfLine[] {
  if (field.type === 'ReadOnlyText') {
    const text = fieldText(field);
    return [text === field.label ? { label: '', text } : { label: field.label, text }];
  }
  if (field.type === 'FormBreak') return [{ label: field.label }];
  return stored.has(field.id)
    ? [{ label: field.label, value: valueText(field, stored.get(field.id), lists) }]
    : [];
}

/**
 * A configurable-form page as the PDF prints it, as its screen shows it: in the form's field order, each value by
 * its field's label and in words (core's fieldValueText with the field's options; an SSN masked to its last four
 * digits), each read-only text (such as consent wording) in full, each form break as a heading; then values of
 * fields the form no longer has, by their keys.
 */
export function formPageLines(
  data: Pick<ModuleData, 'fieldData'>,
  fields: ReadonlyMap<string, FormField>,
  lists: ChoiceLists,
): PdfLine[] {
  const stored = new Map(data.fieldData.map((entry) => [entry.key, entry.value]));
  const printed = [...fields.values()]
    .sort((a, b) => a.order - b.order)
    .map((field) => ({ isBreak: field.type === 'FormBreak', lines: fieldLines(field, stored, lists) }))
    .filter((entry) => entry.lines.length > 0);
  // A form break with nothing printed under it, before the next one or the end, is left out.
  const known = printed
    .filter((entry, i) => !entry.isBreak || printed[i + 1]?.isBreak === false)
    .flatMap((entry) => entry.lines);
  const unknown = data.fieldData
    .filter((entry) => !fields.has(entry.key))
    .map((entry) => ({ label: entry.key, value: valueText(undefined, entry.value, lists) }));
  return [...known, ...unknown];
}
