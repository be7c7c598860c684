import type { Appointment } from '../entities/appointment.ts';
import { documentRequired, type CrosswalkRow } from './document-choices.ts';
import type { TaskDocument } from './tasks.ts';

/** What the face sheet's session rules need of an appointment. */
export type SessionAppointment = Pick<Appointment, 'appointmentId' | 'status' | 'activityId'>;

const inSession = (appointment: SessionAppointment) => appointment.status === 'In Session';

/**
 * spec 2 §2: the face sheet's tab set jumps to tab 1 (Documents) when crosswalked documents exist: the client's
 * session (an appointment In Session) is for an activity with document types crosswalked to it.
 */
export function sessionHasCrosswalkedDocuments(
  appointments: readonly SessionAppointment[],
  crosswalks: readonly CrosswalkRow[],
): boolean {
  return appointments.some(
    (appointment) => inSession(appointment) && documentRequired(crosswalks, appointment.activityId),
  );
}

/**
 * spec 2 §4 Resume Documentation: the document a session has that is incomplete or unsigned (its appointment's
 * first linked document), to offer resuming it; null when there is none.
 */
export function sessionDocumentToResume<D extends TaskDocument>(
  appointments: readonly SessionAppointment[],
  documentsOf: (appointmentId: number) => readonly D[],
): D | null {
  for (const appointment of appointments.filter(inSession)) {
    const first = documentsOf(appointment.appointmentId)[0];
    if (first && (first.documentStatus === 'Incomplete' || first.documentStatus === 'Unsigned')) return first;
  }
  return null;
}
