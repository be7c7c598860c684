import { clientDestination, PROGRAM_TIME_ZONE, type PostalAddress } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCurrentOrganization } from '../data/use-current-organization.ts';
import { useWindowAppointments } from '../data/use-window-appointments.ts';
import { useNow } from '../use-now.ts';

/**
 * Where each client is to be visited next (core clientDestination: their next appointment's visit address, else
 * their physical address), for the map links of a client: caseload, face sheet, client snapshot.
 */
export function useClientDestination(): (client: ClientData) => PostalAddress | null {
  const { session } = useActiveSession();
  const now = useNow();
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  const appointments = useWindowAppointments(session, now, timeZone) ?? [];
  return (client) =>
    clientDestination(
      client.addresses,
      appointments.filter((appointment) => appointment.clientId === client.clientId),
      now,
    );
}
