import type { ClientAddress, ClientPhone } from '../entities/client.ts';

// spec 1 §7: maps deep links and tel: links exist for addresses and phones (spec 1 §3 client phones and
// addresses; the caseload's call and map icons, spec 2 §2).

export type PhoneNumber = Pick<ClientPhone, 'numberIntl' | 'areaCode' | 'number' | 'extension'>;

/** The address fields a one-line address and a map link use; ClientAddress and new addresses both fit. */
export interface PostalAddress {
  street1: string | null;
  street2?: string | null;
  aptSuite?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  zipPlusFour?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** The phone flagged primary, else the first one; null when there are none. */
export function primaryPhone<T extends Pick<ClientPhone, 'primary'>>(phones: readonly T[]): T | null {
  return phones.find((phone) => phone.primary) ?? phones[0] ?? null;
}

/**
 * A tel: link (RFC 3966). The international number keeps its leading '+' so it dials from anywhere;
 * without one, area code and number are dialled as a local number. An extension follows as ';ext='.
 */
export function telHref(phone: PhoneNumber): string {
  const international = digitsOf(phone.numberIntl);
  const number = international
    ? `${phone.numberIntl.trim().startsWith('+') ? '+' : ''}${international}`
    : digitsOf(`${phone.areaCode}${phone.number}`);
  const extension = digitsOf(phone.extension);
  return `tel:${number}${extension ? `;ext=${extension}` : ''}`;
}

/** '(856) 555-0100 x12'; a number that is not 7 digits is shown as stored, and numberIntl when both are empty. */
export function formatPhone(phone: PhoneNumber): string {
  const area = digitsOf(phone.areaCode);
  const local = digitsOf(phone.number);
  const number = local.length === 7 ? `${local.slice(0, 3)}-${local.slice(3)}` : phone.number.trim();
  const main =
    area || number ? [area && `(${area})`, number].filter(Boolean).join(' ') : phone.numberIntl.trim();
  const extension = phone.extension?.trim();
  return extension ? `${main} x${extension}` : main;
}

/** The physical (PHYS) address, else the first one; null when there are none. */
export function physicalAddress<T extends Pick<ClientAddress, 'type'>>(addresses: readonly T[]): T | null {
  return addresses.find((address) => address.type === 'PHYS') ?? addresses[0] ?? null;
}

/** '12 Main St, Apt 4, Camden, NJ 08102-1234': the parts that are filled in, in postal order. */
export function oneLineAddress(address: PostalAddress): string {
  const zip = [address.zip, address.zipPlusFour]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('-');
  const stateZip = [address.state?.trim(), zip].filter(Boolean).join(' ');
  return [address.street1, address.street2, address.aptSuite, address.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * A Google Maps search link, which map apps on phones open directly. Coordinates, when known, point at
 * the exact spot; otherwise the one-line address is searched.
 */
export function mapsHref(address: PostalAddress): string {
  const { latitude, longitude } = address;
  const query = latitude != null && longitude != null ? `${latitude},${longitude}` : oneLineAddress(address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
