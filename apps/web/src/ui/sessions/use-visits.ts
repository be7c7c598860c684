import { useLiveResult } from '../data/use-live-result.ts';
import type { LocalVisit, Session } from '../../data/index.ts';
import { visitsOf } from './visits.ts';

/** The signed-in user's open sessions, by begin time, kept current as they start, stop and sync. */
export function useActiveVisits(session: Session): LocalVisit[] | undefined {
  const repository = visitsOf(session);
  return useLiveResult(() => repository.activeVisits(session.staffId), [repository, session.staffId]);
}

/** An appointment's visit (the open one if any), kept current; null once known to have none. */
export function useAppointmentVisit(session: Session, appointmentId: number): LocalVisit | null | undefined {
  const repository = visitsOf(session);
  return useLiveResult(
    async () => (await repository.visitOfAppointment(appointmentId)) ?? null,
    [repository, appointmentId],
  );
}
