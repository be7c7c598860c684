import {
  verificationStatuses,
  visitAddressDiscrepancy,
  type Activity,
  type AppointmentStatus,
  type Organization,
  type VisitAddressCheck,
} from '@carevisit/core';
import type { ClientData, LocalAppointment, VisitData } from '../../../data/index.ts';
import type { EditTimesContext, VisitTimes } from '../../../ui/edit-times/edit-times-draft.ts';
import type { VerificationReferences } from './use-verification-references.ts';

// What the verification dialogs work out from the visit, its appointment and the references, once loaded.

/** spec 1 §4: the stop's and start's readings against the visit addresses (or the client's home). */
export function addressCheckOf(
  visit: VisitData,
  appointment: LocalAppointment,
  client: ClientData | undefined,
  evvState: string | null,
): VisitAddressCheck {
  return visitAddressDiscrepancy({
    startReading: { latitude: visit.startLatitude, longitude: visit.startLongitude },
    endReading: { latitude: visit.endLatitude, longitude: visit.endLongitude },
    startVisitAddress: appointment.startVisitAddress,
    endVisitAddress: appointment.endVisitAddress,
    homeAddress: client?.addresses.find((address) => address.type === 'PHYS'),
    evvState,
  });
}

/** The statuses the verification offers (spec 1 §4), for the visit as it ran. */
export function statusesOf(
  appointment: LocalAppointment,
  recorded: VisitTimes,
  openedAt: Date,
  organization: Organization,
  activity: Activity | undefined,
): AppointmentStatus[] {
  // The visit has run, so its start has arrived even if the appointment was booked for later.
  const scheduled = new Date(appointment.startDateInstance);
  return verificationStatuses({
    start: scheduled < recorded.start ? scheduled : recorded.start,
    now: openedAt,
    organization,
    variant: activity?.isAggregator ? 'aggregator' : 'standard',
    timeZone: organization.timeZone,
  });
}

/** What Edit Times checks a change against (spec 1 §5). */
export function editTimesContextOf(
  visit: VisitData,
  appointment: LocalAppointment,
  references: VerificationReferences,
  recorded: VisitTimes,
  timeZone: string,
  now: Date,
): EditTimesContext {
  return {
    recorded,
    now,
    timeZone,
    requireReason: references.activity?.requireEditTimesReason ?? false,
    beginActual: visit.beginActualDateTime ? new Date(visit.beginActualDateTime) : null,
    appointmentId: appointment.appointmentId,
    otherAppointments: references.otherAppointments,
  };
}
