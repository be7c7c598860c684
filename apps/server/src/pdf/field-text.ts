import type { ModuleData } from '@carevisit/core';

export interface FieldLabels {
  label: string;
  options: { key: string; text: string }[];
}

/**
 * A stored field value (spec 2 §3 fieldData) as the PDF prints it: option keys by their text, lists joined,
 * an address or phone by its parts.
 */
export function fieldText(value: unknown, field: FieldLabels | undefined): string {
  if (value === null || value === undefined) return '';
  const optionText = (key: string) => field?.options.find((option) => option.key === key)?.text ?? key;
  if (Array.isArray(value)) return value.map((item) => fieldText(item, field)).join(', ');
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .filter((part) => part !== null && part !== '')
      .map((part) => fieldText(part, undefined))
      .join(' ');
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? optionText(value) : '';
}

/** A page's values by field label, in the form's field order; values of fields the form no longer has last. */
export function moduleLines(
  data: Pick<ModuleData, 'fieldData'>,
  fields: ReadonlyMap<string, FieldLabels & { order: number }>,
): { label: string; value: string }[] {
  return [...data.fieldData]
    .sort((a, b) => (fields.get(a.key)?.order ?? Infinity) - (fields.get(b.key)?.order ?? Infinity))
    .map((entry) => ({
      label: fields.get(entry.key)?.label ?? entry.key,
      value: fieldText(entry.value, fields.get(entry.key)),
    }));
}

/** An impact page: not assessed, or its total and sub-totals (spec 2 §3 module data for impact). */
export function impactLines(data: ModuleData, labels: { notAssessed: string; total: string }) {
  if (data.notAssessed === 'Y') return [{ label: labels.notAssessed, value: 'Y' }];
  return [
    ...(data.totalScore === undefined ? [] : [{ label: labels.total, value: String(data.totalScore) }]),
    ...(data.subTotal ?? []).map((sub) => ({ label: sub.text, value: String(sub.calculatedScore) })),
  ];
}
