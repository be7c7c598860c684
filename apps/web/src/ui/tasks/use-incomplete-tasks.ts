import { useMemo } from 'react';
import {
  documentRequired,
  documentTasks,
  documentsByAppointment,
  incompleteTasks,
  type AppointmentTask,
  type DocumentCrosswalk,
  type DocumentTask,
  type TaskVisit,
} from '@carevisit/core';
import type { ClientData, DocumentData, LocalAppointment, Session, VisitData } from '../../data/index.ts';
import { useRecords } from '../data/use-records.ts';

/** A task of the user's appointments; a document task carries the document as the device keeps it. */
export type AppointmentTaskItem =
  AppointmentTask<LocalAppointment> | DocumentTask<LocalAppointment, DocumentData>;

const NO_DOCUMENTS: readonly DocumentData[] = [];

/**
 * spec 2 §4: the Incomplete Tasks of these appointments: from the appointment (Open Session, Appointment: No
 * Status, given the user's visits on the device) and from its service documents (Incomplete, Unsigned, PDF, or
 * Missing Service Document when its activity has crosswalked documents). Unsorted: the list sorts by the user's
 * choice.
 */
export function useIncompleteTasks(
  session: Session,
  appointments: readonly LocalAppointment[] | undefined,
  clients: ReadonlyMap<number, ClientData> | undefined,
  now: Date,
): AppointmentTaskItem[] | undefined {
  const visits = useRecords<VisitData>(session.store, 'visit', { index: 'staffId', equals: session.staffId });
  const documents = useRecords<DocumentData>(session.store, 'document');
  const crosswalks = useRecords<DocumentCrosswalk>(session.store, 'documentCrosswalk');
  const linked = useMemo(() => documents && documentsByAppointment(documents), [documents]);
  return useMemo(() => {
    if (!appointments || !visits || !linked || !crosswalks) return undefined;
    const visitOf = new Map<number, TaskVisit>(visits.map((visit) => [visit.appointmentId, visit]));
    const clientOf = (appointment: LocalAppointment) => {
      const client = clients?.get(appointment.clientId);
      return { lastName: client?.lastName ?? '', firstName: client?.firstName ?? '' };
    };
    return [
      ...incompleteTasks({
        appointments,
        visitOf: (appointment) => visitOf.get(appointment.appointmentId) ?? null,
        clientOf,
        now,
      }),
      ...documentTasks({
        appointments,
        documentsOf: (appointment) => linked.get(appointment.appointmentId) ?? NO_DOCUMENTS,
        requiresDocument: (appointment) => documentRequired(crosswalks, appointment.activityId),
        clientOf,
        now,
      }),
    ];
  }, [appointments, visits, linked, crosswalks, clients, now]);
}
