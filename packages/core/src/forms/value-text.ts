import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../constants.ts';
import { formatMessage } from '../messages/format.ts';
import type { AddressValue, FieldOption, FieldValue, FormField, PhoneValue } from './definition.ts';
import { FIELD_TYPE_TRAITS, isFieldType } from './field-types.ts';
import { isAddress, isPhone } from './values.ts';

/** How the date inputs store each type (wall-clock text, no zone) and how the app writes it (spec 2 §9). */
const DATE_SHAPES: Readonly<Record<string, { stored: string; shown: string }>> = {
  Date: { stored: 'yyyy-MM-dd', shown: DATE_FORMAT },
  Time: { stored: 'HH:mm', shown: TIME_FORMAT },
  DateTime: { stored: "yyyy-MM-dd'T'HH:mm", shown: DATE_TIME_FORMAT },
};

// Read and written in UTC: a wall-clock value must not move with the zone of whoever prints it.
const UTC = { in: tz('UTC') };

/** A stored date, time or date and time as the app writes it; anything unreadable as it was stored. */
function dateText(type: string, value: string): string {
  const shape = DATE_SHAPES[type];
  if (!shape) return value;
  // The stored pattern is as long as its text, bar the quotes around the T; seconds, if any, are dropped.
  const stored = value.slice(0, shape.stored.replaceAll("'", '').length);
  const when = parse(stored, shape.stored, 0, UTC);
  return isValid(when) ? format(when, shape.shown, UTC) : value;
}

/** spec 2 §3 address parts in their order: street lines, city, then state with the zip and zip + 4. */
function addressText(address: AddressValue): string {
  const zip = [address.zip, address.zipPlusFour].filter(Boolean).join('-');
  const stateAndZip = [address.state, zip].filter(Boolean).join(' ');
  return [address.street1, address.street2, address.aptSuite, address.city, stateAndZip]
    .filter(Boolean)
    .join(', ');
}

/** spec 2 §3 phone parts in their order: country code, number, and the extension by its label. */
function phoneText(phone: PhoneValue): string {
  const ext = phone.ext ? `${formatMessage('forms.phone.ext')} ${phone.ext}` : '';
  return [phone.countryCode, phone.phoneNumber, ext].filter(Boolean).join(' ');
}

/**
 * A field's value as words, for a record of the document (its PDF): a choice by its option's text (a key no
 * option has stays as it is), check boxes' texts joined, a date, time or date and time as the app writes them,
 * an address or phone by its parts in order. `options` are the field's, as core's fieldOptions gives them.
 */
export function fieldValueText(
  field: Pick<FormField, 'type'>,
  value: FieldValue,
  options: readonly FieldOption[],
): string {
  const optionText = (key: string) => options.find((option) => option.key === key)?.text ?? key;
  if (value === null) return '';
  if (isAddress(value)) return addressText(value);
  if (isPhone(value)) return phoneText(value);
  if (typeof value !== 'string') return value.map(optionText).join(', ');
  const kind = isFieldType(field.type) ? FIELD_TYPE_TRAITS[field.type].kind : 'text';
  if (kind === 'date') return dateText(field.type, value);
  if (kind === 'choice' || kind === 'multi') return optionText(value);
  return value;
}
