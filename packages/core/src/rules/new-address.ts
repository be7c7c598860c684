import { ADDRESS_LIMITS } from '../constants.ts';
import type { Message } from '../messages/format.ts';
import type { PostalAddress } from './contact-links.ts';
import { isUsStateAbbreviation } from './us-states.ts';

export type NewAddressField = 'street1' | 'street2' | 'aptSuite' | 'city' | 'state' | 'zip';

export type NewAddressValues = Pick<PostalAddress, NewAddressField>;

export type NewAddressErrors = Partial<Record<NewAddressField, Message>>;

const REQUIRED: Message = { key: 'address.required' };
const ZIP_PATTERN = new RegExp(`^\\d{${ADDRESS_LIMITS.zip}}$`);

const tooLong = (max: number): Message => ({ key: 'address.tooLong', params: { max } });

/** Values are checked as they would be saved: with surrounding spaces trimmed. */
function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** spec 1 §5: New address validation; an empty result means the address can be saved. */
export function validateNewAddress(values: NewAddressValues): NewAddressErrors {
  const errors: NewAddressErrors = {};
  const street1 = clean(values.street1);
  const street2 = clean(values.street2);
  const aptSuite = clean(values.aptSuite);
  const city = clean(values.city);
  const state = clean(values.state);
  const zip = clean(values.zip);

  // spec 1 §5: street1 required, max 100
  if (street1 === '') errors.street1 = REQUIRED;
  else if (street1.length > ADDRESS_LIMITS.street1) errors.street1 = tooLong(ADDRESS_LIMITS.street1);
  // spec 1 §5: street2 max 100; apartment/suite max 10
  if (street2.length > ADDRESS_LIMITS.street2) errors.street2 = tooLong(ADDRESS_LIMITS.street2);
  if (aptSuite.length > ADDRESS_LIMITS.aptSuite) errors.aptSuite = tooLong(ADDRESS_LIMITS.aptSuite);
  // spec 1 §5: city required, max 60
  if (city === '') errors.city = REQUIRED;
  else if (city.length > ADDRESS_LIMITS.city) errors.city = tooLong(ADDRESS_LIMITS.city);
  // spec 1 §5: state required (one of the fixed list, spec 1 §3)
  if (state === '') errors.state = REQUIRED;
  else if (!isUsStateAbbreviation(state)) errors.state = { key: 'address.invalidState' };
  // spec 1 §5: zip required, digits only, exactly 5
  if (zip === '') errors.zip = REQUIRED;
  else if (!ZIP_PATTERN.test(zip)) errors.zip = { key: 'address.invalidZip' };

  return errors;
}

export function isNewAddressValid(values: NewAddressValues): boolean {
  return Object.keys(validateNewAddress(values)).length === 0;
}

/** A geocoder result (GET /evv/search/{query}.json), as far as acceptance needs it. */
export interface GeocodeResult {
  type: string;
  address: { streetNumber?: string | null; postalCode?: string | null };
}

const POINT_ADDRESS = 'Point Address';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * spec 1 §5: a Point Address result is accepted when its street number appears in street1 and its postal
 * code matches zip. The number must stand alone, not inside a longer number ('12' is not in '123 Main'),
 * and only the 5-digit part of a postal code is compared ('62701-1234' matches '62701').
 */
export function pointAddressAccepted(result: GeocodeResult, street1: string, zip: string): boolean {
  if (result.type !== POINT_ADDRESS) return false;
  const streetNumber = (result.address.streetNumber ?? '').trim();
  const postalCode = (result.address.postalCode ?? '').trim().slice(0, ADDRESS_LIMITS.zip);
  if (streetNumber === '' || postalCode === '') return false;
  const standalone = new RegExp(`(?<!\\d)${escapeRegExp(streetNumber)}(?!\\d)`, 'i');
  return standalone.test(street1) && postalCode === zip.trim();
}
