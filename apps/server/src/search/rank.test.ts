import { describe, expect, it } from 'vitest';
import { parseQuery } from './address-text.ts';
import { knownAddressCandidate, type KnownAddress } from './candidate.ts';
import { rankCandidates } from './rank.ts';
import { rangeCandidates, townCandidates } from './town-candidates.ts';
import { SERVED_TOWNS } from './towns.ts';

const KNOWN: KnownAddress[] = [
  {
    street1: '123 Haddon Ave',
    city: 'Collingswood',
    state: 'NJ',
    zip: '08108',
    latitude: 39.9171,
    longitude: -75.07,
  },
  {
    street1: '900 Haddon Ave',
    city: 'Collingswood',
    state: 'NJ',
    zip: '08108',
    latitude: 39.915,
    longitude: -75.06,
  },
  { street1: '1 Main St', city: 'Camden', state: 'NJ', zip: '08102', latitude: 39.9259, longitude: -75.1196 },
];
const streetsAndTowns = townCandidates(SERVED_TOWNS);

/** What the gazetteer answers, without the database: the known addresses above stand for the agency's. */
function search(text: string, typeahead: boolean, limit = 5) {
  const query = parseQuery(text, typeahead);
  const ranges = query.houseNumber === undefined ? [] : rangeCandidates(SERVED_TOWNS, query.houseNumber);
  return rankCandidates([...KNOWN.map(knownAddressCandidate), ...ranges, ...streetsAndTowns], query, limit);
}
const summary = (text: string, typeahead: boolean, limit?: number) =>
  search(text, typeahead, limit).map((r) => `${r.type}: ${r.address.freeformAddress}`);

const TYPE_ORDER = ['Point Address', 'Address Range', 'Street', 'Geography'];

describe('typeahead (the last word may be unfinished)', () => {
  it("suggests a known house for '123 Hadd', at its stored coordinates", () => {
    const [first] = search('123 Hadd', true);
    expect(first).toEqual({
      id: 'PAD:123-haddon-ave-collingswood-nj-08108',
      type: 'Point Address',
      address: {
        streetNumber: '123',
        streetName: 'Haddon Ave',
        municipality: 'Collingswood',
        countrySubdivision: 'NJ',
        postalCode: '08108',
        countryCode: 'US',
        freeformAddress: '123 Haddon Ave, Collingswood, NJ 08108',
      },
      position: { lat: 39.9171, lon: -75.07 },
    });
  });

  it('ranks houses, then interpolated houses, streets and towns', () => {
    expect(summary('900 Hadd', true)).toEqual([
      'Point Address: 900 Haddon Ave, Collingswood, NJ 08108',
      'Address Range: 900 Haddonfield Berlin Rd, Voorhees, NJ 08043',
      'Address Range: 900 Haddonfield Rd, Cherry Hill, NJ 08002',
      'Geography: Haddonfield, NJ 08033',
    ]);
    expect(summary('Haddo', true)).toEqual([
      'Point Address: 123 Haddon Ave, Collingswood, NJ 08108',
      'Point Address: 900 Haddon Ave, Collingswood, NJ 08108',
      'Street: Haddonfield Berlin Rd, Voorhees, NJ 08043',
      'Street: Haddonfield Rd, Cherry Hill, NJ 08002',
      'Geography: Haddonfield, NJ 08033',
    ]);
    for (const text of ['Main', 'Church Rd', '1 Main', 'Cherry', '08096', 'W M']) {
      const ranks = search(text, true).map((r) => TYPE_ORDER.indexOf(r.type));
      expect(ranks).toEqual([...ranks].sort());
    }
  });

  it('finds a town by its name or ZIP, not every street in it', () => {
    expect(summary('Collingsw', true)).toEqual(['Geography: Collingswood, NJ 08108']);
    expect(summary('08108', true)).toEqual(['Geography: Collingswood, NJ 08108']);
    expect(summary('cherry hill', true)).toEqual([
      'Geography: Cherry Hill, NJ 08002',
      'Geography: Cherry Hill, NJ 08034',
    ]);
  });

  it('never gives more than the limit', () => {
    expect(search('Main', true)).toHaveLength(5);
    expect(search('Main', true, 2)).toHaveLength(2);
  });
});

describe('a house number on a known street', () => {
  it('within the street’s numbers is an Address Range near the town centre, instead of the street', () => {
    const results = search('712 Haddon Ave', true);
    expect(results.map((r) => `${r.type}: ${r.address.freeformAddress}`)).toEqual([
      'Address Range: 712 Haddon Ave, Collingswood, NJ 08108',
    ]);
    const collingswood = SERVED_TOWNS.find((town) => town.city === 'Collingswood')!;
    expect(Math.abs(results[0]!.position.lat - collingswood.latitude)).toBeLessThan(0.01);
    expect(Math.abs(results[0]!.position.lon - collingswood.longitude)).toBeLessThan(0.01);
    expect(search('712 Haddon Ave', true)).toEqual(results);
  });

  it('outside them is only the street', () => {
    expect(summary('5 Haddon Ave', true)).toEqual(['Street: Haddon Ave, Collingswood, NJ 08108']);
  });
});

describe('geocoding on save (no typeahead)', () => {
  it('matches the whole address, however it is written, best first', () => {
    for (const text of [
      '712 Haddon Ave, Collingswood, NJ 08108',
      '  712 ,HADDON   avenue,, collingswood  nj ',
    ]) {
      expect(summary(text, false)).toEqual(['Address Range: 712 Haddon Ave, Collingswood, NJ 08108']);
    }
    expect(summary('123 Main St, Moorestown, NJ 08057', false)).toEqual([
      'Address Range: 123 Main St, Moorestown, NJ 08057',
    ]);
    expect(summary('Main St', false, 5)[0]).toBe('Point Address: 1 Main St, Camden, NJ 08102');
    expect(summary('Main St, Medford', false)).toEqual(['Street: Main St, Medford, NJ 08055']);
  });

  it('does not complete words and finds nothing for a wrong ZIP', () => {
    expect(search('123 Hadd', false)).toEqual([]);
    expect(search('712 Haddon Ave, Collingswood, NJ 08107', false)).toEqual([]);
  });
});
