import { useMemo } from 'react';
import type { LocalAppointment } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useWindowAppointments } from '../../ui/data/use-window-appointments.ts';

/** The user's appointments with this client in the schedule window, by start: the face sheet's days and tasks. */
export function useClientAppointments(
  clientId: number,
  now: Date,
  timeZone: string,
): LocalAppointment[] | undefined {
  const { session } = useActiveSession();
  const appointments = useWindowAppointments(session, now, timeZone);
  return useMemo(
    () => appointments?.filter((appointment) => appointment.clientId === clientId),
    [appointments, clientId],
  );
}
