import type { VisitAddress } from '../entities/appointment.ts';
import type { ClientAddress } from '../entities/client.ts';
import { physicalAddress, type PostalAddress } from './contact-links.ts';
import { stillToDo, type DashboardAppointment } from './dashboard.ts';

/** What finding where a client's visit takes place needs of an appointment. */
type DestinationAppointment = DashboardAppointment & { startVisitAddress: VisitAddress | null };

/** A visit address as a postal address, for a one-line address and a map link. */
function postalOf(address: VisitAddress): PostalAddress {
  return {
    street1: address.street1,
    street2: address.street2,
    aptSuite: address.aptSuite,
    city: address.city,
    state: address.state,
    zip: address.zip,
    latitude: address.addressLatitude,
    longitude: address.addressLongitude,
  };
}

/**
 * Where a visit takes place, for its map link (issue 36: links led to the home while the visit was elsewhere): the
 * appointment's start visit address, which the visit's address check measures against (spec 1 §5), or the client's
 * physical address when the appointment names none. Null when neither is known.
 */
export function visitDestination(
  appointment: Pick<DestinationAppointment, 'startVisitAddress'>,
  clientAddresses: readonly ClientAddress[],
): PostalAddress | null {
  return appointment.startVisitAddress
    ? postalOf(appointment.startVisitAddress)
    : physicalAddress(clientAddresses);
}

/**
 * Where a client is to be visited next, for the map links of the client (caseload, face sheet): the address of
 * their first appointment still to do (the dashboard's rule), else their physical address.
 */
export function clientDestination(
  clientAddresses: readonly ClientAddress[],
  clientAppointments: readonly DestinationAppointment[],
  now: Date,
): PostalAddress | null {
  const [next] = stillToDo(clientAppointments, now).sort(
    (a, b) => Date.parse(a.startDateInstance) - Date.parse(b.startDateInstance),
  );
  return next ? visitDestination(next, clientAddresses) : physicalAddress(clientAddresses);
}
