import { useMemo } from 'react';
import { incompleteTasks, type Task, type VisitComplete } from '@carevisit/core';
import type { ClientData, LocalAppointment, Session, VisitData } from '../../data/index.ts';
import { useRecords } from '../data/use-records.ts';

export type AppointmentTaskItem = Task<LocalAppointment>;

/**
 * spec 2 §4: the appointment-based Incomplete Tasks (Open Session, Appointment: No Status) of these
 * appointments, given the user's visits on the device. Unsorted: the list sorts by the user's choice.
 */
export function useIncompleteTasks(
  session: Session,
  appointments: readonly LocalAppointment[] | undefined,
  clients: ReadonlyMap<number, ClientData> | undefined,
  now: Date,
): AppointmentTaskItem[] | undefined {
  const visits = useRecords<VisitData>(session.store, 'visit', { index: 'staffId', equals: session.staffId });
  return useMemo(() => {
    if (!appointments || !visits) return undefined;
    const completeOf = new Map<number, VisitComplete>(
      visits.map((visit) => [visit.appointmentId, visit.complete]),
    );
    return incompleteTasks({
      appointments,
      visitCompleteOf: (appointment) => completeOf.get(appointment.appointmentId) ?? null,
      clientOf: (appointment) => {
        const client = clients?.get(appointment.clientId);
        return { lastName: client?.lastName ?? '', firstName: client?.firstName ?? '' };
      },
      now,
    });
  }, [appointments, visits, clients, now]);
}
