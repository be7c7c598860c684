// One object's fields against rows of the field table: presence, length, fixed values, code lists, integers and
// the UTC date-time format. Names the field in each error as the aggregator would ("Calls[0].CallDateTime").
import type { FieldRule } from './field-table.ts';

export interface FieldError {
  Field: string;
  Message: string;
}

type Scalar = string | number | boolean;

// transport.datetimes: "UTC, format YYYY-MM-DDTHH:MM:SSZ, to the second". Every *DateTime field of the table.
const utcToTheSecond = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A single value as text (as the table measures it), or undefined when it is absent, a list or an object. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a text is a real UTC instant written YYYY-MM-DDTHH:MM:SSZ (no offset, no fraction, no local time). */
export function isUtcDateTime(text: string): boolean {
  const parts = utcToTheSecond.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day &&
    instant.getUTCHours() === hour &&
    instant.getUTCMinutes() === minute &&
    instant.getUTCSeconds() === second
  );
}

function valueProblem(rule: FieldRule, value: Scalar): string | undefined {
  const text = String(value);
  if (rule.allowsNullWord && text === 'NULL') return undefined;
  if (rule.name.endsWith('DateTime') && !isUtcDateTime(text))
    return `"${text}" is not a UTC date and time to the second (YYYY-MM-DDTHH:MM:SSZ)`;
  if (text.length > rule.max) return `is ${text.length} characters long; at most ${rule.max} are allowed`;
  if (rule.value !== undefined && text !== rule.value) return `must be "${rule.value}"`;
  if (rule.values && !rule.values.includes(text)) return `"${text}" is not one of ${rule.values.join(', ')}`;
  if (rule.type === 'integer' && !/^\d+$/.test(text)) return 'must be a whole number';
  return undefined;
}

/**
 * The errors of one object against its rows: an unknown field, a required one missing, a field not to be provided,
 * a value that is not text, too long, not the fixed value or not in the code list. `prefix` is the object's place
 * in the record ("Calls[1]."); `skip` names fields the caller reports in its own way.
 */
export function checkFields(
  object: Record<string, unknown>,
  rules: FieldRule[],
  prefix: string,
  skip: ReadonlySet<string> = new Set(),
): FieldError[] {
  const errors: FieldError[] = [];
  const known = new Set(rules.map((rule) => rule.name));
  for (const name of Object.keys(object)) {
    if (!known.has(name) && !skip.has(name))
      errors.push({ Field: `${prefix}${name}`, Message: 'is not a field of the field table' });
  }
  for (const rule of rules) {
    if (skip.has(rule.name)) continue;
    const value = object[rule.name];
    const field = `${prefix}${rule.name}`;
    if (!isPresent(value)) {
      if (rule.required === 'yes') errors.push({ Field: field, Message: 'is required' });
      continue;
    }
    if (rule.required.startsWith('do not provide')) {
      errors.push({ Field: field, Message: `must not be provided (${rule.required})` });
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      errors.push({ Field: field, Message: 'must be a single value, not a list or an object' });
      continue;
    }
    const problem = valueProblem(rule, value);
    if (problem) errors.push({ Field: field, Message: problem });
  }
  return errors;
}
