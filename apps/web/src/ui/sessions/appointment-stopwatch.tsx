import { isOpenVisit } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { SessionChip } from './session-chip.tsx';
import { useAppointmentVisit } from './use-visits.ts';

/** spec 1 §4: the stopwatch on an appointment card while its visit runs; nothing otherwise. */
export function AppointmentStopwatch({ appointmentId }: { appointmentId: number }) {
  const visit = useAppointmentVisit(useActiveSession().session, appointmentId);
  if (!visit?.beginActualDateTime || !isOpenVisit(visit)) return null;
  return <SessionChip begin={visit.beginActualDateTime} end={visit.endActualDateTime} />;
}
