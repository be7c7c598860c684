import { describe, expect, it } from 'vitest';
import { addressDistanceLimit, visitAddressDiscrepancy } from './visit-address-discrepancy.ts';

// Trenton City Hall, New Jersey, and points due north of it (0.001° of latitude ≈ 0.069 miles).
const trenton = { latitude: 40.2206, longitude: -74.7597 };
const north = (degrees: number) => ({ latitude: trenton.latitude + degrees, longitude: trenton.longitude });
const address = (point: { latitude: number; longitude: number }) => ({
  addressLatitude: point.latitude,
  addressLongitude: point.longitude,
});
const unknown = { latitude: null, longitude: null };

const base = {
  startReading: trenton,
  endReading: trenton,
  startVisitAddress: address(trenton),
  endVisitAddress: address(trenton),
  homeAddress: null,
  evvState: 'PA',
};

describe('visitAddressDiscrepancy', () => {
  it('finds none when both readings are at their addresses', () => {
    const check = visitAddressDiscrepancy(base);
    expect(check.discrepancy).toBe(false);
    expect(check.start).toEqual({ discrepancy: false, miles: 0 });
    expect(check.thresholdMiles).toBe(0.25);
  });

  it('compares the stop reading with the end address and reports its distance', () => {
    const check = visitAddressDiscrepancy({ ...base, endReading: north(0.0044) });
    expect(check.discrepancy).toBe(true);
    expect(check.start.discrepancy).toBe(false);
    expect(check.end.discrepancy).toBe(true);
    expect(check.end.miles).toBeCloseTo(0.304, 3);
  });

  it('uses the start address for the stop when no end address is set apart', () => {
    const check = visitAddressDiscrepancy({
      ...base,
      endVisitAddress: null,
      startVisitAddress: address(north(0.01)),
      startReading: north(0.01),
      endReading: north(0.01),
    });
    expect(check.discrepancy).toBe(false);
  });

  it("falls back to the client's home without visit addresses", () => {
    const withoutAddresses = { ...base, startVisitAddress: null, endVisitAddress: null };
    expect(visitAddressDiscrepancy({ ...withoutAddresses, homeAddress: trenton }).discrepancy).toBe(false);
    expect(visitAddressDiscrepancy({ ...withoutAddresses, homeAddress: north(0.01) }).discrepancy).toBe(true);
  });

  it('counts missing coordinates as a discrepancy, without a distance', () => {
    const noReading = visitAddressDiscrepancy({ ...base, startReading: unknown });
    expect(noReading.discrepancy).toBe(true);
    expect(noReading.start).toEqual({ discrepancy: true, miles: null });
    const noAddress = visitAddressDiscrepancy({
      ...base,
      startVisitAddress: { addressLatitude: null, addressLongitude: null },
      homeAddress: trenton,
    });
    expect(noAddress.start.discrepancy).toBe(true);
    const nothing = visitAddressDiscrepancy({ ...base, startVisitAddress: null, endVisitAddress: null });
    expect(nothing.discrepancy).toBe(true);
  });

  it('holds New Jersey to 300 feet', () => {
    // about 0.069 miles: inside 0.25 miles, outside 300 feet
    const reading = north(0.001);
    expect(visitAddressDiscrepancy({ ...base, startReading: reading }).discrepancy).toBe(false);
    const nj = visitAddressDiscrepancy({ ...base, startReading: reading, evvState: 'NJ' });
    expect(nj.discrepancy).toBe(true);
    expect(nj.thresholdMiles).toBeCloseTo(300 / 5280, 6);
  });
});

describe('addressDistanceLimit', () => {
  it('names 300 feet for New Jersey and 0.25 miles elsewhere', () => {
    expect(addressDistanceLimit('NJ')).toEqual({ feet: 300 });
    expect(addressDistanceLimit('PA')).toEqual({ miles: 0.25 });
    expect(addressDistanceLimit(null)).toEqual({ miles: 0.25 });
  });
});
