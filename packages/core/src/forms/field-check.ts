import { formatMessage, lookupMessage, type Message, type MessageKey } from '../messages/format.ts';
import { isDateString } from '../time/central.ts';
import type { DataType, FieldOption, FieldValue, FormField } from './definition.ts';
import type { CompiledField } from './compile.ts';
import { ADDRESS_PARTS, PHONE_PARTS, SSN_PATTERN, maxLengthOf } from './parts.ts';
import { isAddress, isPhone } from './values.ts';

/** spec 2 §3 data types: the characters each allows (NONE allows any). */
const DATA_TYPE_PATTERNS: Readonly<Record<DataType, { pattern: RegExp; key: MessageKey } | null>> = {
  AL: { pattern: /^[A-Za-z0-9]*$/, key: 'forms.invalid.letters' },
  NUM: { pattern: /^-?\d+(\.\d+)?$/, key: 'forms.invalid.number' },
  'AL+SP': { pattern: /^[A-Za-z0-9 \n.,;:'"!?()&/#%+\-@]*$/, key: 'forms.invalid.text' },
  NONE: null,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const DATE_CHECKS: Readonly<Record<string, { valid: (v: string) => boolean; key: MessageKey }>> = {
  Date: { valid: isDateString, key: 'forms.invalid.date' },
  Time: { valid: (v) => TIME.test(v), key: 'forms.invalid.time' },
  DateTime: {
    valid: (v) => v.length === 16 && v[10] === 'T' && isDateString(v.slice(0, 10)) && TIME.test(v.slice(11)),
    key: 'forms.invalid.dateTime',
  },
};

const says = (key: MessageKey, field: FormField, params: Record<string, string | number> = {}): Message => ({
  key,
  params: { label: field.label, ...params },
});

function textError(field: FormField, value: string): Message | null {
  const max = maxLengthOf(field);
  if (max !== null && value.length > max) return says('forms.invalid.tooLong', field, { max });
  if (field.type === 'SSN') return SSN_PATTERN.test(value) ? null : says('forms.invalid.ssn', field);
  if (field.minlength !== null && field.datatype !== 'NUM' && value.length < field.minlength)
    return says('forms.invalid.tooShort', field, { min: field.minlength });
  const check = DATA_TYPE_PATTERNS[field.datatype];
  return check && !check.pattern.test(value) ? says(check.key, field) : null;
}

function partsError<K extends string>(
  field: FormField,
  value: Readonly<Record<K, string>>,
  parts: readonly { key: K; maxLength: number }[],
  digitsOnly: (key: K) => RegExp | null,
): Message | null {
  for (const { key, maxLength } of parts) {
    const part = value[key];
    if (part.length > maxLength)
      return says('forms.invalid.partTooLong', field, { part: partLabel(field, key), max: maxLength });
    const pattern = digitsOnly(key);
    if (part !== '' && pattern && !pattern.test(part)) return says('forms.invalid.digits', field);
  }
  return null;
}

const PART_NAMES: Readonly<Record<string, MessageKey>> = {
  street1: 'forms.address.street1',
  street2: 'forms.address.street2',
  aptSuite: 'forms.address.aptSuite',
  city: 'forms.address.city',
  state: 'forms.address.state',
  zip: 'forms.address.zip',
  zipPlusFour: 'forms.address.zipPlusFour',
  countryCode: 'forms.phone.countryCode',
  phoneNumber: 'forms.phone.phoneNumber',
  ext: 'forms.phone.ext',
};

/** An address or phone part's name: the definition's option text for that part, else its catalog name. */
export function partLabel(field: FormField, key: string): string {
  return field.options.find((o) => o.key === key)?.text ?? lookupMessage(PART_NAMES[key]!);
}

/**
 * What is wrong with a value that is filled in, for its field type (spec 2 §3, §5): its kind, length, data
 * type, SSN, date and time shapes, choices (checked only when the device holds the list), address and phone
 * parts. Null when nothing is.
 */
export function formatError(
  compiled: CompiledField,
  value: FieldValue,
  options: readonly FieldOption[],
): Message | null {
  const { field, kind } = compiled;
  const known = (key: string) => options.length === 0 || options.some((o) => o.key === key);
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? textError(field, value) : says('forms.invalid.kind', field);
    case 'date': {
      const check = DATE_CHECKS[field.type]!;
      if (typeof value !== 'string') return says('forms.invalid.kind', field);
      return check.valid(value) ? null : says(check.key, field);
    }
    case 'choice':
      if (typeof value !== 'string') return says('forms.invalid.kind', field);
      return known(value) ? null : says('forms.invalid.choice', field);
    case 'multi':
      if (!Array.isArray(value)) return says('forms.invalid.kind', field);
      return value.every(known) ? null : says('forms.invalid.choice', field);
    case 'address':
      if (!isAddress(value)) return says('forms.invalid.kind', field);
      if (value.zip !== '' && !/^\d{5}$/.test(value.zip)) return { key: 'address.invalidZip' };
      return partsError(field, value, ADDRESS_PARTS, (key) => (key === 'zipPlusFour' ? /^\d+$/ : null));
    case 'phone':
      if (!isPhone(value)) return says('forms.invalid.kind', field);
      return partsError(field, value, PHONE_PARTS, (key) => (key === 'phoneNumber' ? /^[\d-]+$/ : /^\d+$/));
    case 'display':
      return null;
  }
}

/** The required parts (CompiledField.requiredParts) still empty in a value, in the order of its parts. */
export function missingParts(compiled: CompiledField, value: FieldValue): readonly string[] {
  if (!isAddress(value) && !isPhone(value)) return [];
  const parts = value as Readonly<Record<string, string | undefined>>;
  return compiled.requiredParts.filter((key) => (parts[key] ?? '').trim() === '');
}

/** The names of parts as one label, for the required message that names every missing part at once. */
export function partsText(field: FormField, keys: readonly string[]): string {
  const names = keys.map((key) => partLabel(field, key));
  if (names.length < 2) return names.join('');
  return formatMessage('forms.partsAnd', { parts: names.slice(0, -1).join(', '), last: names.at(-1)! });
}
