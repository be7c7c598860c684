import type { CompiledForm } from './compile.ts';
import type { FieldValue, FormValues } from './definition.ts';
import { isBlank, valuesFromFieldData } from './values.ts';

/**
 * The values a new document's form starts with (spec 2 §3): each field's default, then, copied forward from
 * the client's last document of the same template (read from the device, offline), the values of fields with
 * EnableCopyForward, or of every field when the form has a field with EnableCopyForwardAll. Blank values in
 * the last document do not overwrite defaults.
 */
export function initialFormValues(
  form: CompiledForm,
  lastDocumentModule: { fieldData: readonly { key: string; value: unknown }[] } | null,
): FormValues {
  const values: Record<string, FieldValue> = {};
  for (const { id, kind, field } of form.fields)
    if (field.default !== null && kind !== 'display' && kind !== 'multi') values[id] = field.default;
  if (!lastDocumentModule) return values;
  const last = valuesFromFieldData(lastDocumentModule.fieldData);
  const copyAll = form.fields.some((f) => f.field.EnableCopyForwardAll);
  for (const { id, kind, field } of form.fields) {
    const value = last[id] ?? null;
    if ((copyAll || field.EnableCopyForward) && kind !== 'display' && !isBlank(kind, value))
      values[id] = value;
  }
  return values;
}
