import type { VisitAddress } from '../entities/appointment.ts';
import type { HomeAddress, VisitEvidence } from './visit-evidence.ts';

/** An address a call is compared with: the appointment's visit address, or the client's home. */
export interface ServiceAddress {
  source: 'visit-address' | 'home';
  street1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Where the service was given, as the Cures Act's location element. */
export interface VisitLocation {
  /** The address the Time In call is compared with, and the one the Time Out call is. */
  start: ServiceAddress | null;
  end: ServiceAddress | null;
  /** The caregiver's reason for a reading away from the address (spec 1 §5 address discrepancy), if given. */
  awayReason: { reasonCodeId: number; memo: string | null } | null;
}

const fromVisitAddress = (address: VisitAddress): ServiceAddress => ({
  source: 'visit-address',
  street1: address.street1,
  city: address.city,
  state: address.state,
  zip: address.zip,
  latitude: address.addressLatitude,
  longitude: address.addressLongitude,
});

const fromHome = (home: HomeAddress): ServiceAddress => ({
  source: 'home',
  street1: home.street1 ?? null,
  city: home.city ?? null,
  state: home.state ?? null,
  zip: home.zip ?? null,
  latitude: home.addressLatitude,
  longitude: home.addressLongitude,
});

/**
 * The same addresses the address-discrepancy check uses (visitAddressDiscrepancy): the start visit address for
 * Time In, the end one (else the start one) for Time Out, and the client's home where the appointment has none.
 */
export function visitLocation({ appointment, homeAddress, visit }: VisitEvidence): VisitLocation {
  const home = homeAddress ? fromHome(homeAddress) : null;
  const startAddress = appointment.startVisitAddress;
  const endAddress = appointment.endVisitAddress ?? startAddress;
  return {
    start: startAddress ? fromVisitAddress(startAddress) : home,
    end: endAddress ? fromVisitAddress(endAddress) : home,
    awayReason:
      visit.addressDistanceReason === null
        ? null
        : { reasonCodeId: visit.addressDistanceReason, memo: visit.addressDistanceComments },
  };
}
