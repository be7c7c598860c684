import { and, eq } from 'drizzle-orm';
import {
  visitTimeEdits,
  type EmployeeIdQualifier,
  type HomeAddress,
  type VisitAddress,
  type VisitEvidence,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import * as t from '../db/schema/index.ts';
import { visitResource } from '../read/tables/schedule.ts';
import { loadVisitCorrections } from './visit-corrections.ts';

type AddressRow = typeof t.clientAddresses.$inferSelect;

const visitAddress = (row: AddressRow): VisitAddress => ({
  visitAddressId: row.id,
  street1: row.street1,
  street2: row.street2,
  aptSuite: row.aptSuite,
  city: row.city,
  state: row.state,
  zip: row.zip,
  addressLatitude: row.latitude,
  addressLongitude: row.longitude,
});

const homeAddressOf = (row: AddressRow): HomeAddress => ({
  addressLatitude: row.latitude,
  addressLongitude: row.longitude,
  street1: row.street1,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

/**
 * Everything a verified visit's Cures Act record is made from, read from the database when the record is sent
 * (issue 32 item 5): never stored beside the outbox row, so the record is always today's, a supervisor's later
 * corrections included (the calls stay as captured). The employee identifier is not here: only whether one is on
 * file (the sender opens it). Null when the visit is not there.
 */
export async function loadVisitEvidence(db: Database, visitId: number): Promise<VisitEvidence | null> {
  const [row] = await db
    .select({
      visit: t.visits,
      appointment: t.appointments,
      activity: t.activities,
      client: t.clients,
      staff: t.staff,
      organization: t.organizations,
      clientProgram: t.clientPrograms,
    })
    .from(t.visits)
    .innerJoin(t.appointments, eq(t.appointments.id, t.visits.appointmentId))
    .innerJoin(t.activities, eq(t.activities.id, t.visits.activityId))
    .innerJoin(t.clients, eq(t.clients.id, t.visits.clientId))
    .innerJoin(t.staff, eq(t.staff.id, t.visits.staffId))
    .innerJoin(t.organizations, eq(t.organizations.id, t.visits.organizationId))
    .innerJoin(t.clientPrograms, eq(t.clientPrograms.id, t.appointments.clientProgramId))
    .where(eq(t.visits.id, visitId));
  if (!row) return null;
  const { visit, appointment, activity, client, staff, organization, clientProgram } = row;
  // The client's addresses: the appointment's visit addresses are among them, and the home (PHYS) one.
  const addresses = await db
    .select()
    .from(t.clientAddresses)
    .where(eq(t.clientAddresses.clientId, client.id));
  const byId = (id: number | null) => {
    const found = addresses.find((address) => address.id === id);
    return found ? visitAddress(found) : null;
  };
  const home = addresses.find((address) => address.type === 'PHYS' && address.deletedAt === null);
  const reasonCodes = await db
    .select({ descriptorId: t.descriptors.id, name: t.descriptors.name })
    .from(t.descriptors)
    .where(and(eq(t.descriptors.accountId, visit.accountId), eq(t.descriptors.type, 'EVV Reason Codes')));
  const coreVisit = {
    ...visitResource(visit),
    changedDate: visit.changedAt.toISOString(),
    deletedDate: null,
  };
  return {
    visit: coreVisit,
    appointment: {
      appointmentId: appointment.id,
      appointmentDate: appointment.appointmentDate,
      startVisitAddress: byId(appointment.startVisitAddressId),
      endVisitAddress: byId(appointment.endVisitAddressId),
    },
    activity: { activityId: activity.id, code: activity.code, description: activity.description },
    client: { clientId: client.id, firstName: client.firstName, lastName: client.lastName },
    staff: { staffId: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    organization: {
      organizationId: organization.id,
      evvState: organization.evvState,
      timeZone: organization.timeZone,
    },
    homeAddress: home ? homeAddressOf(home) : null,
    // The edits at verification, then a supervisor's corrections: the latest sets the times sent.
    edits: visitTimeEdits(coreVisit, await loadVisitCorrections(db, visit.id)),
    reasonCodes,
    billing: {
      providerMedicaidId: organization.medicaidProviderId,
      payerId: clientProgram.payer,
      payerProgram: clientProgram.payerProgram,
      clientMedicaidId: clientProgram.medicaidId,
      procedureCode: activity.procedureCode,
      modifiers: activity.procedureModifiers,
      evvApplies: activity.evvApplies,
      employeeIdentifierPresent: staff.employeeIdentifierSealed !== null,
      employeeQualifier: staff.employeeIdQualifier as EmployeeIdQualifier | null,
    },
  };
}
