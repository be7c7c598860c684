import {
  ADDRESS_LIMITS,
  LONG_TEXT_MAX,
  PHONE_LIMITS,
  SSN_LENGTH,
  TEXT_FIELD_MAX_DEFAULT,
} from '../constants.ts';
import type { Message } from '../messages/format.ts';
import type { AddressValue, FormField, PhoneValue } from './definition.ts';
import type { ValueKind } from './field-types.ts';

/** spec 2 §2: a field spans 12 of 12 grid columns on a handheld or in portrait, otherwise 6. */
export function fieldWidth(layout: { handheld: boolean; portrait: boolean }): 12 | 6 {
  return layout.handheld || layout.portrait ? 12 : 6;
}

export interface FieldPart<K extends string> {
  key: K;
  maxLength: number;
}

/** spec 2 §3, §9: Street 1, Street 2, APT/Suite, City, State/Province, Zip, Zip + 4. */
export const ADDRESS_PARTS: readonly FieldPart<keyof AddressValue>[] = [
  { key: 'street1', maxLength: ADDRESS_LIMITS.street1 },
  { key: 'street2', maxLength: ADDRESS_LIMITS.street2 },
  { key: 'aptSuite', maxLength: ADDRESS_LIMITS.aptSuite },
  { key: 'city', maxLength: ADDRESS_LIMITS.city },
  { key: 'state', maxLength: ADDRESS_LIMITS.stateProvince },
  { key: 'zip', maxLength: ADDRESS_LIMITS.zip },
  { key: 'zipPlusFour', maxLength: ADDRESS_LIMITS.zipPlusFour },
];

/** spec 2 §3, §9: country code, phone number, extension. */
export const PHONE_PARTS: readonly FieldPart<keyof PhoneValue>[] = [
  { key: 'countryCode', maxLength: PHONE_LIMITS.countryCode },
  { key: 'phoneNumber', maxLength: PHONE_LIMITS.phoneNumber },
  { key: 'ext', maxLength: PHONE_LIMITS.ext },
];

/**
 * spec 2 §5: the parts a compound value needs once anything is typed in it: an address its first part (Street 1)
 * and the parts its definition flags required, a phone its first two parts (country code and phone number).
 */
export function requiredPartKeys(field: FormField, kind: ValueKind): readonly string[] {
  if (kind === 'phone') return ['countryCode', 'phoneNumber'];
  if (kind !== 'address') return [];
  const flagged = new Set(field.options.filter((o) => o.required).map((o) => o.key));
  return ADDRESS_PARTS.map((p) => p.key).filter((key) => key === 'street1' || flagged.has(key));
}

/** spec 2 §3: one part of 11 characters, XXX-XX-XXXX. */
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

export const EMPTY_ADDRESS: AddressValue = {
  street1: '',
  street2: '',
  aptSuite: '',
  city: '',
  state: '',
  zip: '',
  zipPlusFour: '',
};
export const EMPTY_PHONE: PhoneValue = { countryCode: '', phoneNumber: '', ext: '' };

/**
 * Where focus goes after an entry in a part. spec 2 §5: once the part holds its full length, to the part after
 * it (none after the last). An entry that filled later parts too (a number with its extension, a zip with its
 * + 4) goes on in the last of them.
 */
export function partToFocus<K extends string>(
  parts: readonly FieldPart<K>[],
  key: K,
  before: Readonly<Record<K, string>>,
  after: Readonly<Record<K, string>>,
): K | null {
  const at = parts.findIndex((p) => p.key === key);
  if (at < 0) return null;
  const filledLater = parts
    .slice(at + 1)
    .filter((p) => after[p.key] !== before[p.key] && after[p.key] !== '');
  if (filledLater.length > 0) return filledLater.at(-1)!.key;
  if (after[key].length < parts[at]!.maxLength) return null;
  return parts[at + 1]?.key ?? null;
}

/**
 * An SSN as typed or pasted, shaped XXX-XX-XXXX: its digits with the dashes put in ('123 45 6789', '123456789').
 * Digits past the ninth are kept, so the field says it is too long instead of losing them (issue 30).
 */
export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The most characters a text-like field takes (spec 2 §5, §9). */
export function maxLengthOf(field: Pick<FormField, 'type' | 'maxlength'>): number | null {
  if (field.type === 'SSN') return SSN_LENGTH;
  if (field.type === 'Text Field') return field.maxlength ?? TEXT_FIELD_MAX_DEFAULT;
  // spec 2 §9: a Text Area whose definition sets no limit takes the general text area limit.
  if (field.type === 'Text Area') return field.maxlength ?? LONG_TEXT_MAX;
  return null;
}

/**
 * spec 2 §5: the line under a text area, 'Max:{n} characters.'; a text field and an SSN show it too, so their
 * limit is seen before it is reached (issue 30).
 */
export function lengthHint(field: Pick<FormField, 'type' | 'maxlength'>): Message | null {
  const max = maxLengthOf(field);
  return max === null ? null : { key: 'forms.maxCharacters', params: { n: max } };
}
