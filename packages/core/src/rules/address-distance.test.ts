import { describe, expect, it } from 'vitest';
import {
  addressDistanceThresholdMiles,
  distanceMiles,
  hasAddressDiscrepancy,
  visitAddressPoint,
} from './address-distance.ts';

// Trenton City Hall, New Jersey, and points due north of it (0.001° of latitude ≈ 0.069 miles).
const trenton = { latitude: 40.2206, longitude: -74.7597 };
const north = (degrees: number) => ({ latitude: trenton.latitude + degrees, longitude: trenton.longitude });

describe('distanceMiles', () => {
  it('is 0 for the same point', () => {
    expect(distanceMiles(trenton, trenton)).toBe(0);
  });

  it('matches the known New York to Los Angeles great-circle distance', () => {
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
    expect(distanceMiles(newYork, losAngeles)).toBeCloseTo(2445.6, 0);
  });

  it('measures short distances in both directions alike', () => {
    expect(distanceMiles(trenton, north(0.0029))).toBeCloseTo(0.2004, 4);
    expect(distanceMiles(north(0.0029), trenton)).toBeCloseTo(0.2004, 4);
    expect(distanceMiles(trenton, north(0.0044))).toBeCloseTo(0.304, 3);
  });

  it('measures east-west distances with the latitude taken into account', () => {
    const east = { latitude: trenton.latitude, longitude: trenton.longitude + 0.0047 };
    expect(distanceMiles(trenton, east)).toBeCloseTo(0.248, 3);
  });

  it('is NaN when a coordinate is not a finite number', () => {
    expect(distanceMiles(trenton, { latitude: Number.NaN, longitude: 0 })).toBeNaN();
  });
});

describe('addressDistanceThresholdMiles', () => {
  it('is 0.25 miles outside New Jersey and without a state', () => {
    expect(addressDistanceThresholdMiles('PA')).toBe(0.25);
    expect(addressDistanceThresholdMiles(null)).toBe(0.25);
    expect(addressDistanceThresholdMiles(undefined)).toBe(0.25);
  });

  it('is 300 feet (about 0.0568 miles) in New Jersey, whatever the case', () => {
    expect(addressDistanceThresholdMiles('NJ')).toBeCloseTo(300 / 5280, 10);
    expect(addressDistanceThresholdMiles('NJ')).toBeCloseTo(0.0568, 4);
    expect(addressDistanceThresholdMiles('nj')).toBeCloseTo(300 / 5280, 10);
  });
});

describe('hasAddressDiscrepancy', () => {
  it('accepts a reading about 0.2 miles away and flags one about 0.3 miles away', () => {
    expect(hasAddressDiscrepancy({ reading: north(0.0029), address: trenton, evvState: 'PA' })).toBe(false);
    expect(hasAddressDiscrepancy({ reading: north(0.0044), address: trenton, evvState: 'PA' })).toBe(true);
  });

  it('flags only beyond 0.25 miles (0.249 accepted, 0.256 flagged)', () => {
    expect(hasAddressDiscrepancy({ reading: north(0.0036), address: trenton, evvState: null })).toBe(false);
    expect(hasAddressDiscrepancy({ reading: north(0.0037), address: trenton, evvState: null })).toBe(true);
  });

  it('uses 300 feet in New Jersey: 250 feet accepted, 350 feet flagged', () => {
    expect(hasAddressDiscrepancy({ reading: north(0.0007), address: trenton, evvState: 'NJ' })).toBe(false);
    expect(hasAddressDiscrepancy({ reading: north(0.00096), address: trenton, evvState: 'NJ' })).toBe(true);
  });

  it('flags 302 feet but not 299 feet in New Jersey', () => {
    expect(hasAddressDiscrepancy({ reading: north(0.00082), address: trenton, evvState: 'NJ' })).toBe(false);
    expect(hasAddressDiscrepancy({ reading: north(0.00083), address: trenton, evvState: 'NJ' })).toBe(true);
  });

  it('does not apply the New Jersey threshold elsewhere: 350 feet is fine in Pennsylvania', () => {
    expect(hasAddressDiscrepancy({ reading: north(0.00096), address: trenton, evvState: 'PA' })).toBe(false);
  });

  it('counts missing coordinates on either side as a discrepancy', () => {
    expect(hasAddressDiscrepancy({ reading: null, address: trenton, evvState: 'PA' })).toBe(true);
    expect(hasAddressDiscrepancy({ reading: trenton, address: undefined, evvState: 'PA' })).toBe(true);
    expect(
      hasAddressDiscrepancy({
        reading: { latitude: null, longitude: -74.7 },
        address: trenton,
        evvState: 'PA',
      }),
    ).toBe(true);
    expect(
      hasAddressDiscrepancy({
        reading: trenton,
        address: { latitude: 40.2, longitude: null },
        evvState: 'PA',
      }),
    ).toBe(true);
  });

  it('treats a distance that cannot be computed as 1 mile', () => {
    const broken = { latitude: Number.NaN, longitude: -74.7597 };
    expect(hasAddressDiscrepancy({ reading: broken, address: trenton, evvState: 'PA' })).toBe(true);
  });

  it('accepts the exact address', () => {
    expect(hasAddressDiscrepancy({ reading: trenton, address: trenton, evvState: 'NJ' })).toBe(false);
  });
});

describe('visitAddressPoint', () => {
  it('reads the coordinates of a visit address', () => {
    expect(visitAddressPoint({ addressLatitude: 40.2, addressLongitude: -74.7 })).toEqual({
      latitude: 40.2,
      longitude: -74.7,
    });
    expect(visitAddressPoint(null)).toBeNull();
  });

  it('feeds hasAddressDiscrepancy, missing coordinates included', () => {
    const address = visitAddressPoint({ addressLatitude: null, addressLongitude: null });
    expect(hasAddressDiscrepancy({ reading: trenton, address, evvState: 'PA' })).toBe(true);
  });
});
