import {
  visitTimeEdits,
  type Activity,
  type ClientAddress,
  type ClientProgram,
  type Descriptor,
  type HomeAddress,
  type Organization,
  type Staff,
  type VisitEvidence,
} from '@carevisit/core';
import type { AppointmentData } from '../appointment-data.ts';
import type { ClientData } from '../client-data.ts';
import type { RecordStore } from '../record-store.ts';
import type { VisitData } from '../visit-data.ts';
import { coreVisitOf } from './core-visit.ts';
import { localData } from './local-record.ts';
import { storedCorrectionsByVisit } from './visit-corrections.ts';

const homeAddressOf = (address: ClientAddress): HomeAddress => ({
  addressLatitude: address.latitude,
  addressLongitude: address.longitude,
  street1: address.street1,
  city: address.city,
  state: address.state,
  zip: address.zip,
});

/** The agency's EVV Reason Codes, to name each change's reason. */
async function evvReasonCodes(store: RecordStore): Promise<VisitEvidence['reasonCodes']> {
  const rows = await store.table('descriptor').where('type').equals('EVV Reason Codes').toArray();
  const { opened } = await store.openReadable<Descriptor>('descriptor', rows);
  return opened.map(({ data }) => ({ descriptorId: data.descriptorId, name: data.name }));
}

/**
 * Everything a verified visit's Cures Act record is made from, read from the local database: the same evidence
 * the server builds when it sends the visit (apps/server/src/evv-export/visit-evidence.ts), so the device's
 * readiness check answers as the server's will, offline (issue 32 item 3), with a supervisor's corrections the
 * server stored (read as `visitcorrection`). The visit addresses are the appointment's own; the home is the
 * client's PHYS address. Null when a piece is not on the device (or the appointment has no client program yet):
 * the record cannot be built here.
 */
export async function localVisitEvidence(
  store: RecordStore,
  evvVisitId: number,
): Promise<VisitEvidence | null> {
  const visitData = await localData<VisitData>(store, 'visit', evvVisitId);
  const visit = visitData && coreVisitOf(visitData);
  if (!visit) return null;
  const appointment = await localData<AppointmentData>(store, 'appointment', visit.appointmentId);
  if (!appointment || appointment.clientProgramId === null) return null;
  const [activity, client, staff, organization, clientProgram, reasonCodes, corrections] = await Promise.all([
    localData<Activity>(store, 'activity', visit.activityId),
    localData<ClientData>(store, 'client', visit.clientId),
    localData<Staff>(store, 'staff', visit.staffId),
    localData<Organization>(store, 'organization', visit.organizationId),
    localData<ClientProgram>(store, 'clientProgram', appointment.clientProgramId),
    evvReasonCodes(store),
    storedCorrectionsByVisit(store, [evvVisitId]),
  ]);
  if (!activity || !staff || !organization || !clientProgram) return null;
  if (client?.firstName === undefined || client.lastName === undefined) return null;
  const home = client.addresses.find((address) => address.type === 'PHYS' && address.deletedDate === null);
  return {
    visit,
    appointment: {
      appointmentId: appointment.appointmentId,
      appointmentDate: appointment.appointmentDate,
      startVisitAddress: appointment.startVisitAddress,
      endVisitAddress: appointment.endVisitAddress,
    },
    activity: { activityId: activity.activityId, code: activity.code, description: activity.description },
    client: { clientId: client.clientId, firstName: client.firstName, lastName: client.lastName },
    staff: { staffId: staff.staffId, firstName: staff.firstName, lastName: staff.lastName },
    organization: {
      organizationId: organization.organizationId,
      evvState: organization.evvState,
      timeZone: organization.timeZone,
    },
    homeAddress: home ? homeAddressOf(home) : null,
    edits: visitTimeEdits(visit, corrections.get(evvVisitId)),
    reasonCodes,
    billing: {
      providerMedicaidId: organization.medicaidProviderId,
      payerId: clientProgram.payer,
      payerProgram: clientProgram.payerProgram,
      clientMedicaidId: clientProgram.medicaidId,
      procedureCode: activity.procedureCode,
      modifiers: activity.procedureModifiers,
      evvApplies: activity.evvApplies,
      employeeIdentifierPresent: staff.hasEmployeeIdentifier,
      employeeQualifier: staff.employeeIdQualifier,
    },
  };
}
