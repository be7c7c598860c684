import { ADDRESS_DISTANCE, EARTH_RADIUS_MILES, FEET_PER_MILE, NEW_JERSEY_EVV_STATE } from '../constants.ts';

/** A location that may be unknown: a GPS reading or the coordinates of a visit address. */
export interface GeoPoint {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

/** A point whose coordinates are both known. */
export interface KnownGeoPoint {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles; NaN when a coordinate is not a finite number. */
export function distanceMiles(a: KnownGeoPoint, b: KnownGeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** spec 1 §5: 0.25 miles, or 300 feet when the organization's EVV state is New Jersey. */
export function addressDistanceThresholdMiles(evvState: string | null | undefined): number {
  return evvState?.trim().toUpperCase() === NEW_JERSEY_EVV_STATE
    ? ADDRESS_DISTANCE.newJerseyThresholdFeet / FEET_PER_MILE
    : ADDRESS_DISTANCE.thresholdMiles;
}

function isKnown(point: GeoPoint | null | undefined): point is KnownGeoPoint {
  return point != null && typeof point.latitude === 'number' && typeof point.longitude === 'number';
}

export interface AddressDiscrepancyInput {
  /** The visit's start (or end) GPS reading. */
  reading: GeoPoint | null | undefined;
  /** The visit address it is compared with. */
  address: GeoPoint | null | undefined;
  /** The organization's EVV state (two letters). */
  evvState: string | null | undefined;
}

/**
 * spec 1 §5 address discrepancy. Missing coordinates on either side count as a discrepancy; a distance
 * that cannot be computed (non-finite coordinates) counts as 1 mile. A distance exactly at the threshold
 * is not a discrepancy: only "farther than" the threshold is.
 */
export function hasAddressDiscrepancy({ reading, address, evvState }: AddressDiscrepancyInput): boolean {
  if (!isKnown(reading) || !isKnown(address)) return true;
  const measured = distanceMiles(reading, address);
  const miles = Number.isFinite(measured) ? measured : ADDRESS_DISTANCE.unknownDistanceMiles;
  return miles > addressDistanceThresholdMiles(evvState);
}

/** The coordinates of a visit address as the appointment carries them (addressLatitude/addressLongitude). */
export function visitAddressPoint(
  address: { addressLatitude: number | null; addressLongitude: number | null } | null | undefined,
): GeoPoint | null {
  return address ? { latitude: address.addressLatitude, longitude: address.addressLongitude } : null;
}
