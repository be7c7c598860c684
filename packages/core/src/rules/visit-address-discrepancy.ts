import { ADDRESS_DISTANCE } from '../constants.ts';
import {
  addressDistanceThresholdMiles,
  distanceMiles,
  hasAddressDiscrepancy,
  visitAddressPoint,
  type GeoPoint,
} from './address-distance.ts';

/** A visit address as the appointment carries it. */
interface AddressCoordinates {
  addressLatitude: number | null;
  addressLongitude: number | null;
}

export interface VisitAddressDiscrepancyInput {
  /** The visit's start and stop GPS readings. */
  startReading: GeoPoint;
  endReading: GeoPoint;
  /** The appointment's visit addresses; either may be missing. */
  startVisitAddress: AddressCoordinates | null | undefined;
  endVisitAddress: AddressCoordinates | null | undefined;
  /** The client's physical (PHYS) address, for appointments without a visit address. */
  homeAddress: GeoPoint | null | undefined;
  evvState: string | null | undefined;
}

/** How one reading compares with its address: the distance in miles, or null when it cannot be measured. */
export interface ReadingCheck {
  discrepancy: boolean;
  miles: number | null;
}

export interface VisitAddressCheck {
  /** spec 1 §5: an address distance discrepancy requires a reason and comments. */
  discrepancy: boolean;
  start: ReadingCheck;
  end: ReadingCheck;
  thresholdMiles: number;
}

const isKnown = (point: GeoPoint | null | undefined): point is { latitude: number; longitude: number } =>
  typeof point?.latitude === 'number' && typeof point.longitude === 'number';

function checkReading(reading: GeoPoint, address: GeoPoint | null, evvState: string | null | undefined) {
  const miles = isKnown(reading) && isKnown(address) ? distanceMiles(reading, address) : Number.NaN;
  return {
    discrepancy: hasAddressDiscrepancy({ reading, address, evvState }),
    miles: Number.isFinite(miles) ? miles : null,
  };
}

/**
 * spec 1 §5 address discrepancy for a stopped visit: the start reading is compared with the start visit
 * address and the stop reading with the end visit address (the start one when the end is not set apart);
 * an appointment without visit addresses is compared with the client's home, as the server does.
 */
export function visitAddressDiscrepancy(input: VisitAddressDiscrepancyInput): VisitAddressCheck {
  const home = input.homeAddress ?? null;
  const startAddress = visitAddressPoint(input.startVisitAddress) ?? home;
  const endAddress = visitAddressPoint(input.endVisitAddress ?? input.startVisitAddress) ?? home;
  const start = checkReading(input.startReading, startAddress, input.evvState);
  const end = checkReading(input.endReading, endAddress, input.evvState);
  return {
    discrepancy: start.discrepancy || end.discrepancy,
    start,
    end,
    thresholdMiles: addressDistanceThresholdMiles(input.evvState),
  };
}

/** spec 1 §5: the distance a discrepancy is measured against, for the screen to name. */
export function addressDistanceLimit(
  evvState: string | null | undefined,
): { feet: number } | { miles: number } {
  return addressDistanceThresholdMiles(evvState) === ADDRESS_DISTANCE.thresholdMiles
    ? { miles: ADDRESS_DISTANCE.thresholdMiles }
    : { feet: ADDRESS_DISTANCE.newJerseyThresholdFeet };
}
