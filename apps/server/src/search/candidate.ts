import type { AddressSearchResult, addressResultTypes } from '@carevisit/core';
import { keyOf, wordsOf } from './address-text.ts';

export type AddressResultType = (typeof addressResultTypes)[number];
export type Position = AddressSearchResult['position'];

/** A place the gazetteer could answer with, and the words it is found by. */
export interface Candidate {
  result: AddressSearchResult & { type: AddressResultType };
  /** The words naming the place itself (house number and street; town and ZIP): a match must hit one. */
  primary: string[];
  /** Words that only narrow it down: the town, state and ZIP of a street, the state of a town. */
  context: string[];
  /** The same key means the same place: only the first, most exact, result of it is shown. */
  key: string;
  /** A house makes the result for its whole street redundant. */
  streetKey?: string;
}

export interface StreetParts {
  streetNumber?: string | undefined;
  streetName: string;
  city: string;
  state: string;
  zip: string;
}

/** An address of a client the caller may see: only where it is, never who lives there. */
export interface KnownAddress {
  street1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

const TYPE_CODES: Record<AddressResultType, string> = {
  'Point Address': 'PAD',
  'Address Range': 'ADDR',
  Street: 'STR',
  Geography: 'GEO',
};

/** Ids are made from the address itself, so they are stable and say nothing about clients or table rows. */
const idOf = (type: AddressResultType, key: string) => `${TYPE_CODES[type]}:${key}`;

export function streetCandidate(
  type: Exclude<AddressResultType, 'Geography'>,
  parts: StreetParts,
  position: Position,
): Candidate {
  const town = `${parts.city}, ${parts.state} ${parts.zip}`;
  const street = `${parts.streetName}, ${town}`;
  const freeformAddress = parts.streetNumber ? `${parts.streetNumber} ${street}` : street;
  const key = keyOf(freeformAddress);
  return {
    result: {
      id: idOf(type, key),
      type,
      address: {
        streetNumber: parts.streetNumber,
        streetName: parts.streetName,
        municipality: parts.city,
        countrySubdivision: parts.state,
        postalCode: parts.zip,
        countryCode: 'US',
        freeformAddress,
      },
      position,
    },
    primary: wordsOf(`${parts.streetNumber ?? ''} ${parts.streetName}`),
    context: wordsOf(town),
    key,
    streetKey: keyOf(street),
  };
}

export function geographyCandidate(
  town: { city: string; state: string; zip: string },
  position: Position,
): Candidate {
  const freeformAddress = `${town.city}, ${town.state} ${town.zip}`;
  const key = keyOf(freeformAddress);
  return {
    result: {
      id: idOf('Geography', key),
      type: 'Geography',
      address: {
        municipality: town.city,
        countrySubdivision: town.state,
        postalCode: town.zip,
        countryCode: 'US',
        freeformAddress,
      },
      position,
    },
    primary: [...wordsOf(town.city), ...wordsOf(town.zip)],
    context: wordsOf(town.state),
    key,
  };
}

/** A stored house is exact: a Point Address at its own coordinates. Apartment and notes stay out. */
export function knownAddressCandidate(address: KnownAddress): Candidate {
  const street1 = address.street1.trim();
  const [, streetNumber, streetName] = /^(\d\S*)\s+(.+)$/.exec(street1) ?? [];
  return streetCandidate(
    'Point Address',
    {
      streetNumber,
      streetName: streetName ?? street1,
      city: address.city.trim(),
      state: address.state.trim(),
      zip: address.zip.trim(),
    },
    { lat: address.latitude, lon: address.longitude },
  );
}
