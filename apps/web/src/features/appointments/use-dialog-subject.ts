import { useLiveResult } from '../../ui/data/use-live-result.ts';
import { PROGRAM_TIME_ZONE, caseloadClientIds, type Caseload, type Organization } from '@carevisit/core';
import type { ClientData, LocalAppointment, Session } from '../../data/index.ts';
import { appointmentsOf } from '../../ui/data/appointments.ts';
import type { AppointmentTarget } from '../../ui/navigation/app-links.ts';

export type DialogSubject =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | {
      kind: 'ready';
      /** The saved appointment, kept current as sync changes it; null for a new one. */
      appointment: LocalAppointment | null;
      /** The appointment's organization, or the current one for a new appointment; null until synced. */
      organization: Organization | null;
    };

/** What the dialog opens on, from the local database. */
export function useDialogSubject(session: Session, target: AppointmentTarget): DialogSubject {
  const { store, profile } = session;
  const appointmentId = target.kind === 'existing' ? target.appointmentId : null;
  const subject = useLiveResult(async (): Promise<DialogSubject> => {
    // Reads list what is stored; the time zone of the repository only matters for writes.
    const appointment =
      appointmentId === null
        ? null
        : ((await appointmentsOf(session, PROGRAM_TIME_ZONE).get(appointmentId)) ?? null);
    if (appointmentId !== null && appointment === null) return { kind: 'notFound' };
    const organizationId = appointment?.organizationId ?? profile.currentOrganizationId;
    const organization = (await store.get<Organization>('organization', organizationId))?.data ?? null;
    return { kind: 'ready', appointment, organization };
  }, [session, store, appointmentId, profile.currentOrganizationId]);
  return subject ?? { kind: 'loading' };
}

/**
 * The user's caseload clients that have arrived on the device (spec 2 §3 Caseload entry: belongs); none are read
 * while `wanted` is false.
 */
export function useCaseloadClients(session: Session, wanted: boolean): ClientData[] | undefined {
  const { store, staffId } = session;
  return useLiveResult(async () => {
    if (!wanted) return [];
    const entries = await store.table('caseload').where('staffId').equals(staffId).toArray();
    const { opened } = await store.openReadable<Caseload>('caseload', entries);
    const ids = caseloadClientIds(opened.map(({ data }) => data));
    const rows = (await store.table('client').bulkGet(ids)).filter((row) => row !== undefined);
    return (await store.openReadable<ClientData>('client', rows)).opened.map(({ data }) => data);
  }, [store, staffId, wanted]);
}
