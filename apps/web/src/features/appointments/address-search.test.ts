import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSearchResult } from '@carevisit/core';
import { ApiClient, RequestRejectedError } from '../../data/index.ts';
import {
  acceptedCoordinates,
  coordinatesOnSave,
  failureKind,
  fieldsOfSuggestion,
  geocodeAddress,
  geocodeText,
  newVisitAddress,
  searchAddresses,
} from './address-search.ts';
import { AddressSearchScheduler } from './address-search-scheduler.ts';

const house: AddressSearchResult = {
  id: 'PAD:12-haddon-ave',
  type: 'Point Address',
  address: {
    streetNumber: '12',
    streetName: 'Haddon Ave',
    municipality: 'Collingswood',
    countrySubdivision: 'NJ',
    postalCode: '08108',
    freeformAddress: '12 Haddon Ave, Collingswood, NJ 08108',
  },
  position: { lat: 39.918, lon: -75.071 },
};
const street: AddressSearchResult = {
  ...house,
  id: 'STR:haddon-ave',
  type: 'Street',
  address: {
    ...house.address,
    streetNumber: undefined,
    freeformAddress: 'Haddon Ave, Collingswood, NJ 08108',
  },
};

function apiAnswering(body: unknown) {
  const urls: string[] = [];
  const api = new ApiClient({
    baseUrl: 'http://evv.test',
    clientId: 'web',
    clientSecret: 'secret',
    tokens: { accessToken: 'a', refreshToken: 'r', expiresAtMillis: 8e15 },
    fetch: (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    },
  });
  return { api, urls };
}

describe('address search calls (spec 1 §7)', () => {
  it('searches while typing with typeahead, US only, at most 5', async () => {
    const { api, urls } = apiAnswering({ results: [house, street] });
    await expect(searchAddresses(api, ' 12 Haddon ')).resolves.toEqual([house, street]);
    expect(urls).toEqual([
      'http://evv.test/evv/search/12%20Haddon.json?countrySet=US&typeahead=true&view=Unified&limit=5',
    ]);
  });

  it('geocodes the whole address on the same path without typeahead', async () => {
    const { api, urls } = apiAnswering({ results: [house] });
    const fields = {
      street1: '12 Haddon Ave',
      street2: '',
      aptSuite: '2B',
      city: 'Collingswood',
      state: 'NJ',
      zip: '08108',
    };
    expect(geocodeText(fields)).toBe('12 Haddon Ave, Collingswood, NJ 08108');
    await geocodeAddress(api, fields);
    expect(urls[0]).toBe(
      'http://evv.test/evv/search/12%20Haddon%20Ave%2C%20Collingswood%2C%20NJ%2008108.json?countrySet=US&view=Unified&limit=5',
    );
    expect(urls[0]).not.toContain('typeahead');
  });

  it('treats a reply outside the contract as a failure', async () => {
    const { api } = apiAnswering({ results: [{ nope: true }] });
    await expect(searchAddresses(api, '12 Haddon')).rejects.toThrow();
  });
});

describe('fieldsOfSuggestion', () => {
  it('fills street 1, city, state and zip from a suggestion', () => {
    expect(fieldsOfSuggestion(house)).toEqual({
      street1: '12 Haddon Ave',
      city: 'Collingswood',
      state: 'NJ',
      zip: '08108',
    });
  });

  it('fills only what a street or town result knows', () => {
    expect(fieldsOfSuggestion(street)).toEqual({
      street1: 'Haddon Ave',
      city: 'Collingswood',
      state: 'NJ',
      zip: '08108',
    });
    const town = {
      ...house,
      type: 'Geography',
      address: { municipality: 'Haddonfield', freeformAddress: 'Haddonfield' },
    };
    expect(fieldsOfSuggestion(town)).toEqual({ city: 'Haddonfield' });
  });
});

describe('acceptedCoordinates (spec 1 §5: a Point Address matching street number and zip)', () => {
  it('keeps the coordinates of a matching Point Address', () => {
    expect(acceptedCoordinates([street, house], { street1: '12 Haddon Ave', zip: '08108' })).toEqual({
      latitude: 39.918,
      longitude: -75.071,
    });
  });

  it('keeps none when the number or the zip differ, or only streets were found', () => {
    expect(acceptedCoordinates([house], { street1: '14 Haddon Ave', zip: '08108' })).toBeNull();
    expect(acceptedCoordinates([house], { street1: '12 Haddon Ave', zip: '08107' })).toBeNull();
    expect(acceptedCoordinates([street], { street1: 'Haddon Ave', zip: '08108' })).toBeNull();
  });
});

describe('coordinatesOnSave and newVisitAddress', () => {
  const fields = {
    street1: ' 12 Haddon Ave ',
    street2: '',
    aptSuite: ' 2B ',
    city: 'Collingswood',
    state: 'NJ',
    zip: '08108',
  };

  it("keeps the geocoder's accepted Point Address", async () => {
    const { api, urls } = apiAnswering({ results: [house] });
    await expect(coordinatesOnSave(api, fields, null, true)).resolves.toEqual({
      latitude: 39.918,
      longitude: -75.071,
    });
    expect(urls).toHaveLength(1);
  });

  it('does not geocode offline; a chosen suggestion is held to the same rule', async () => {
    const { api, urls } = apiAnswering({ results: [] });
    await expect(coordinatesOnSave(api, fields, house, false)).resolves.toEqual({
      latitude: 39.918,
      longitude: -75.071,
    });
    await expect(coordinatesOnSave(api, { ...fields, zip: '08107' }, house, false)).resolves.toBeNull();
    expect(urls).toEqual([]);
  });

  it('logs a failed geocode without the address, and saves without coordinates', async () => {
    const api = new ApiClient({
      baseUrl: 'http://evv.test',
      clientId: 'web',
      clientSecret: 'secret',
      tokens: { accessToken: 'a', refreshToken: 'r', expiresAtMillis: 8e15 },
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(coordinatesOnSave(api, fields, null, true)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Address geocoding failed: TransientError');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Haddon');
    warn.mockRestore();
    expect(failureKind(new RequestRejectedError(404, [{ message: 'Not found.' }]))).toBe(
      'RequestRejectedError 404',
    );
  });

  it('writes the new address out trimmed, empty parts as null, without an id', () => {
    expect(newVisitAddress(fields, null)).toEqual({
      visitAddressId: null,
      street1: '12 Haddon Ave',
      street2: null,
      aptSuite: '2B',
      city: 'Collingswood',
      state: 'NJ',
      zip: '08108',
      addressLatitude: null,
      addressLongitude: null,
    });
  });
});

describe('AddressSearchScheduler (spec 1 §5: 4 characters, 500 ms, 750 ms after a choice)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const scheduler = () => {
    const searched: string[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => Date.now(),
    };
    return { searched, search: new AddressSearchScheduler((query) => searched.push(query), timers) };
  };

  it('waits for 4 characters and a 500 ms pause, and searches only the last text', () => {
    const { searched, search } = scheduler();
    expect(search.typed('12 ', true)).toBe(false);
    search.typed('12 H', true);
    vi.advanceTimersByTime(499);
    search.typed('12 Ha', true);
    vi.advanceTimersByTime(499);
    expect(searched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(searched).toEqual(['12 Ha']);
  });

  it('does not search for 750 ms after a suggestion is chosen', () => {
    const { searched, search } = scheduler();
    search.typed('12 Hadd', true);
    search.selected();
    expect(search.typed('12 Haddon Ave', true)).toBe(false);
    vi.advanceTimersByTime(749);
    expect(search.typed('12 Haddon Ave', true)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(search.typed('12 Haddon Av', true)).toBe(true);
    vi.advanceTimersByTime(500);
    expect(searched).toEqual(['12 Haddon Av']);
  });

  it('never searches offline', () => {
    const { searched, search } = scheduler();
    expect(search.typed('12 Haddon', false)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(searched).toEqual([]);
  });
});
