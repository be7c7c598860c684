import { useState } from 'react';
import {
  activityQualifierChoices,
  centralDate,
  overlapOtherOfDevice,
  reasonCodeChoices,
  reasonCodeEvents,
  type Activity,
  type Descriptor,
  type Organization,
  type OverlapOther,
  type ReasonCodeEvent,
} from '@carevisit/core';
import type { ClientData, LocalAppointment, Session } from '../../../data/index.ts';
import { useClientsById } from '../../../ui/data/use-clients.ts';
import { useRecord } from '../../../ui/data/use-record.ts';
import { useRecords } from '../../../ui/data/use-records.ts';
import { useStaffAppointments } from '../../../ui/data/use-staff-appointments.ts';

export interface VerificationReferences {
  /** Display only, and the Edit Times reason flag: absent while its record has not reached the device. */
  activity: Activity | undefined;
  client: ClientData | undefined;
  reasonCodes: Record<ReasonCodeEvent, Descriptor[]>;
  qualifiers: Descriptor[];
  /** The user's appointments around the visit, for the Edit Times conflict check. */
  otherAppointments: OverlapOther[];
}

const DAY_MS = 86_400_000;
// Edit Times reaches back at most a day before the visit began, and a visit is under 24 hours: two days either
// side hold every appointment an edited visit can meet.
const REACH_MS = 2 * DAY_MS;

/**
 * What the verification dialogs read from the local database (architecture: screens read live queries).
 * Undefined until the lists they cannot work without have loaded.
 */
export function useVerificationReferences(
  session: Session,
  appointment: LocalAppointment,
  organization: Organization,
  visitStart: Date,
  now: Date,
): VerificationReferences | undefined {
  const { store } = session;
  const activity = useRecord<Activity>(store, 'activity', appointment.activityId);
  const client = useClientsById(session, [appointment.clientId])?.get(appointment.clientId);
  const reasonCodes = useRecords<Descriptor>(store, 'descriptor', {
    index: 'type',
    equals: 'EVV Reason Codes',
  });
  const qualifiers = useRecords<Descriptor>(store, 'descriptor', {
    index: 'type',
    equals: 'Activity Qualifiers',
  });
  const [range] = useState(() => ({
    fromMillis: visitStart.getTime() - REACH_MS,
    toMillis: now.getTime() + REACH_MS,
  }));
  const appointments = useStaffAppointments(session, range);
  if (!reasonCodes || !qualifiers || !appointments) return undefined;

  // spec 1 §7: reason codes are fetched by state and organization; descriptors end on US Central dates.
  const today = centralDate(now);
  const { organizationId, evvState } = organization;
  const codesOf = (event: ReasonCodeEvent) =>
    reasonCodeChoices(reasonCodes, { event, evvState, organizationId, today });
  return {
    activity,
    client,
    reasonCodes: Object.fromEntries(reasonCodeEvents.map((event) => [event, codesOf(event)])) as Record<
      ReasonCodeEvent,
      Descriptor[]
    >,
    qualifiers: activityQualifierChoices(qualifiers, {
      organizationId,
      today,
      checked: appointment.activityDetailDescriptorList.map(({ descriptorId }) => descriptorId),
    }),
    otherAppointments: appointments.map(overlapOtherOfDevice),
  };
}
