import { describe, expect, it } from 'vitest';
import type { AppointmentStatus, VisitAddress } from '../entities/appointment.ts';
import type { ClientAddress } from '../entities/client.ts';
import { mapsHref } from './contact-links.ts';
import { clientDestination, visitDestination } from './visit-destination.ts';

const NOW = new Date('2025-06-14T14:00:00Z');

const home = {
  type: 'PHYS',
  street1: '12 Main St',
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  zipPlusFour: null,
  latitude: 39.94,
  longitude: -75.12,
} as ClientAddress;

const dayCentre: VisitAddress = {
  visitAddressId: 7,
  street1: '400 Cooper St',
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  addressLatitude: 39.948,
  addressLongitude: -75.121,
};

const appointment = (
  start: string,
  startVisitAddress: VisitAddress | null,
  status: AppointmentStatus = 'None',
) => ({
  startDateInstance: start,
  endDateInstance: new Date(Date.parse(start) + 3_600_000).toISOString(),
  status,
  startVisitAddress,
});

describe('visitDestination (issue 36: the map link leads where the visit is checked)', () => {
  it('is the appointment’s start visit address, not the client’s home', () => {
    const destination = visitDestination({ startVisitAddress: dayCentre }, [home]);
    expect(destination).toMatchObject({ street1: '400 Cooper St', latitude: 39.948, longitude: -75.121 });
    expect(mapsHref(destination!)).toContain(encodeURIComponent('39.948,-75.121'));
  });

  it('is the client’s physical address when the appointment names no visit address', () => {
    expect(visitDestination({ startVisitAddress: null }, [home])).toBe(home);
  });

  it('is null when nothing is known', () => {
    expect(visitDestination({ startVisitAddress: null }, [])).toBeNull();
  });
});

describe('clientDestination (caseload and face sheet)', () => {
  it('is the address of the client’s next appointment still to do', () => {
    const later = appointment('2025-06-15T13:00:00Z', null);
    const next = appointment('2025-06-14T16:00:00Z', dayCentre);
    expect(clientDestination([home], [later, next], NOW)).toMatchObject({ street1: '400 Cooper St' });
  });

  it('passes over done and past appointments', () => {
    const done = appointment('2025-06-14T15:00:00Z', dayCentre, 'Kept');
    const past = appointment('2025-06-13T15:00:00Z', dayCentre);
    expect(clientDestination([home], [done, past], NOW)).toBe(home);
  });

  it('is the physical address when no appointment is ahead', () => {
    expect(clientDestination([home], [], NOW)).toBe(home);
  });
});
