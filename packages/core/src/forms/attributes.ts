import type { AttributeSuffix, FormField } from './definition.ts';

/** A field's attribute by suffix (spec 2 §3: the attribute id is the field id plus the suffix). */
export function fieldAttribute(
  field: Pick<FormField, 'id' | 'attributes'>,
  suffix: AttributeSuffix,
): string | undefined {
  return field.attributes.find((a) => a.attributeId === `${field.id}${suffix}`)?.value;
}

/** The text a ReadOnlyText shows: its `_Text` attribute, else its label. */
export function fieldText(field: Pick<FormField, 'id' | 'attributes' | 'label'>): string {
  return fieldAttribute(field, '_Text') ?? field.label;
}

/** The help line under a field: its `_description` attribute when it says more than the label. */
export function fieldDescription(field: Pick<FormField, 'id' | 'attributes' | 'label'>): string | null {
  const description = fieldAttribute(field, '_description');
  return description && description !== field.label ? description : null;
}

/** What a LookUp field shows: the named property of the record it looks up (the client), as text. */
export function lookUpText(
  field: Pick<FormField, 'lookUp'>,
  record: Readonly<Record<string, unknown>>,
): string {
  if (!field.lookUp || !Object.hasOwn(record, field.lookUp)) return '';
  const value = record[field.lookUp];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
