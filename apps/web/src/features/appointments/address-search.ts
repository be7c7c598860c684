import {
  ADDRESS_SEARCH,
  pointAddressAccepted,
  type AddressSearchResult,
  type NewAddressField,
  type VisitAddress,
} from '@carevisit/core';
import type { ApiClient } from '../../data/index.ts';

// spec 1 §7 Address search: GET /evv/search/{query}.json with countrySet=US, typeahead=true, view=Unified,
// limit=5 while typing; the same path without typeahead geocodes the address on save.

/** The fields of the New Address dialog (spec 1 §3 Address), as typed. */
export type NewAddressFields = Record<NewAddressField, string>;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

async function search(api: ApiClient, text: string, typeahead: boolean): Promise<AddressSearchResult[]> {
  const reply = await api.call('searchAddresses', {
    params: { '*': `${encodeURIComponent(text.trim())}.json` },
    body: {
      countrySet: 'US',
      ...(typeahead ? { typeahead: 'true' as const } : {}),
      view: 'Unified',
      limit: ADDRESS_SEARCH.maxResults,
    },
  });
  return reply.results.slice(0, ADDRESS_SEARCH.maxResults);
}

/** Suggestions while typing street 1 (spec 1 §5: at most 5, US only). */
export function searchAddresses(api: ApiClient, text: string): Promise<AddressSearchResult[]> {
  return search(api, text, true);
}

/** The whole address as one line, as the geocoder reads it. */
export function geocodeText(fields: NewAddressFields): string {
  const street = [fields.street1, fields.street2]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const stateZip = [fields.state, fields.zip]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [street, fields.city.trim(), stateZip].filter(Boolean).join(', ');
}

/** Geocoding on save: the same call without typeahead. */
export function geocodeAddress(api: ApiClient, fields: NewAddressFields): Promise<AddressSearchResult[]> {
  return search(api, geocodeText(fields), false);
}

/** What choosing a suggestion fills in: street 1, city, state and zip (the coordinates are kept apart). */
export function fieldsOfSuggestion(result: AddressSearchResult): Partial<NewAddressFields> {
  const { streetNumber, streetName, municipality, countrySubdivision, postalCode } = result.address;
  const street1 = [streetNumber, streetName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const fields: Partial<NewAddressFields> = {};
  if (street1) fields.street1 = street1;
  if (municipality) fields.city = municipality;
  if (countrySubdivision) fields.state = countrySubdivision.toUpperCase();
  if (postalCode) fields.zip = postalCode.slice(0, 5);
  return fields;
}

/**
 * spec 1 §5: the coordinates of the first Point Address result whose street number is in street 1 and whose
 * postal code matches the zip; null when there is none, and the address is saved without coordinates.
 */
export function acceptedCoordinates(
  results: readonly AddressSearchResult[],
  fields: Pick<NewAddressFields, 'street1' | 'zip'>,
): Coordinates | null {
  const accepted = results.find((result) => pointAddressAccepted(result, fields.street1, fields.zip));
  return accepted ? { latitude: accepted.position.lat, longitude: accepted.position.lon } : null;
}

/** What a failure was, without what was searched: an address is client data and stays out of logs. */
export function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? `${error.name} ${status}` : error.name;
}

/**
 * spec 1 §5: on save the address is geocoded (online only) and keeps coordinates only from an accepted Point
 * Address — the geocoder's answer, or the suggestion the user chose. A failed geocode is logged and ignored.
 */
export async function coordinatesOnSave(
  api: ApiClient,
  fields: NewAddressFields,
  chosen: AddressSearchResult | null,
  online: boolean,
): Promise<Coordinates | null> {
  const candidates = chosen ? [chosen] : [];
  if (online) {
    try {
      candidates.unshift(...(await geocodeAddress(api, fields)));
    } catch (error) {
      console.warn(`Address geocoding failed: ${failureKind(error)}`);
    }
  }
  return acceptedCoordinates(candidates, fields);
}

const optional = (text: string): string | null => text.trim() || null;

/** spec 1 §3 Address (new): written out, without an id until the repository gives it a temporary one. */
export function newVisitAddress(fields: NewAddressFields, coordinates: Coordinates | null): VisitAddress {
  return {
    visitAddressId: null,
    street1: fields.street1.trim(),
    street2: optional(fields.street2),
    aptSuite: optional(fields.aptSuite),
    city: fields.city.trim(),
    state: fields.state.trim(),
    zip: fields.zip.trim(),
    addressLatitude: coordinates?.latitude ?? null,
    addressLongitude: coordinates?.longitude ?? null,
  };
}
