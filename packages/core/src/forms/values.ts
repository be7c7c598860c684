import { FIELD_VALUE_MAX_DEPTH } from '../constants.ts';
import type { AddressValue, FieldValue, FormValues, PhoneValue } from './definition.ts';
import type { ValueKind } from './field-types.ts';

const ADDRESS_KEYS = ['street1', 'street2', 'aptSuite', 'city', 'state', 'zip', 'zipPlusFour'] as const;
const PHONE_KEYS = ['countryCode', 'phoneNumber', 'ext'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const partsOf = <K extends string>(value: Record<string, unknown>, keys: readonly K[]) => {
  const parts = {} as Record<K, string>;
  for (const key of keys) parts[key] = typeof value[key] === 'string' ? value[key] : '';
  return parts;
};

/**
 * A stored value (module data fieldData, spec 2 §3) as a field value: text, a list of option keys, an address
 * or a phone. Anything else keeps its shape as far as it can, so a bad value is reported, never silently lost.
 */
export function toFieldValue(raw: unknown): FieldValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (Array.isArray(raw))
    return raw.map((item) => (typeof item === 'object' ? shapeText(item) : String(item)));
  if (isRecord(raw) && 'street1' in raw) return partsOf(raw, ADDRESS_KEYS);
  if (isRecord(raw) && 'phoneNumber' in raw) return partsOf(raw, PHONE_KEYS);
  return shapeText(raw);
}

/**
 * A value of no known shape as JSON, to be reported. Arrays and objects nested past FIELD_VALUE_MAX_DEPTH are
 * written '…': a value stored nested thousands deep (before issue 30 bounded writes) never overflows the stack.
 */
function shapeText(raw: unknown): string {
  const levels = new WeakMap<object, number>();
  return JSON.stringify(raw, function (this: object, _key: string, value: unknown) {
    if (typeof value !== 'object' || value === null) return value;
    const level = (levels.get(this) ?? 0) + 1;
    if (level > FIELD_VALUE_MAX_DEPTH) return '…';
    levels.set(value, level);
    return value;
  });
}

export const isAddress = (value: FieldValue): value is AddressValue => isRecord(value) && 'street1' in value;
export const isPhone = (value: FieldValue): value is PhoneValue => isRecord(value) && 'phoneNumber' in value;

/**
 * Whether nothing at all is filled in (rules' blank and not blank, and a required field's message). A compound
 * value with any part typed is not blank: the user entered something, so rules see it, storage keeps it, and
 * what it still lacks is reported by missingParts (spec 2 §5), never taken as nothing.
 */
export function isBlank(kind: ValueKind, value: FieldValue): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (kind === 'address' || kind === 'phone')
    return Object.values(value).every((part) => typeof part !== 'string' || part.trim() === '');
  return false;
}

/** Whether a value equals a rule's value: the same text or option key, or a checked option among several. */
export function valueEquals(value: FieldValue, target: string | null): boolean {
  if (value === null) return target === null || target === '';
  if (typeof value === 'string') return value.trim() === (target ?? '').trim();
  if (Array.isArray(value)) return target !== null && value.includes(target);
  return false;
}

/** Module data field entries (spec 2 §3 fieldData) as values keyed by field id; a later entry wins. */
export function valuesFromFieldData(fieldData: readonly { key: string; value: unknown }[]): FormValues {
  const values: Record<string, FieldValue> = {};
  // No field is called __proto__; assigning it would change the object's prototype, not add a value.
  for (const entry of fieldData) if (entry.key !== '__proto__') values[entry.key] = toFieldValue(entry.value);
  return values;
}
