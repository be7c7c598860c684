import type { AggregatorProfile, FieldSegment, FieldSpec } from './aggregator-profile.ts';

type FieldProblem = 'required' | 'tooLong' | 'notInList' | 'format';

export interface FieldError {
  field: string;
  problem: FieldProblem;
}

const FORMATS: Record<NonNullable<FieldSpec['format']>, RegExp> = {
  'utc-seconds': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
  digits: /^\d+$/,
  decimal: /^-?\d+(\.\d+)?$/,
};

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function partsOf(segment: FieldSegment, payload: Record<string, unknown>): Record<string, unknown>[] {
  if (segment.path === null) return [payload];
  const value = payload[segment.path];
  if (segment.kind === 'list')
    return Array.isArray(value)
      ? value.flatMap((item: unknown) => {
          const part = asObject(item);
          return part ? [part] : [];
        })
      : [];
  const part = asObject(value);
  return part ? [part] : [];
}

/** A field holds a string, a number or true/false; anything else is not a field's value. */
const scalarText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

function fieldProblem(spec: FieldSpec, value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return spec.required ? 'required' : null;
  const text = scalarText(value);
  if (text === null) return 'format';
  if (text.length > spec.max) return 'tooLong';
  if (spec.values && !spec.values.includes(text)) return 'notInList';
  if (spec.format && !FORMATS[spec.format].test(text)) return 'format';
  return null;
}

/**
 * Every field of a payload checked against the profile's own table (length, code list, format, required): the
 * server checks a record this way before it sends, so a record the aggregator would refuse for its form is held
 * back with the field named.
 */
export function payloadFieldErrors(
  profile: AggregatorProfile,
  payload: Record<string, unknown>,
): FieldError[] {
  return profile.segments.flatMap((segment) =>
    partsOf(segment, payload).flatMap((part) =>
      segment.fields.flatMap((spec) => {
        const problem = fieldProblem(spec, part[spec.name]);
        const field = segment.path === null ? spec.name : `${segment.path}.${spec.name}`;
        return problem ? [{ field, problem }] : [];
      }),
    ),
  );
}
