import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isFutureServiceDate, type DocumentWrite } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments, clientPrograms, organizations, staff } from '../db/schema/index.ts';
import type { documents } from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { liveProgramInScope } from '../scope/client-scope.ts';
import { isCurrentOrDescendant } from '../scope/organizations.ts';
import { DocumentRefused } from './document-refusal.ts';

export interface DocumentCaller {
  db: Database;
  principal: Principal;
  scopeIds: number[];
  now: Date;
}

type DocumentRow = typeof documents.$inferSelect;

/**
 * The rows a document names, each checked against the caller's scope (spec 2 §6): the organization (a new
 * document's in the current organization or under it), the client, the appointment, the client program and the
 * next staff member to sign; and the service date is not in the future in the organization's time zone (spec 2
 * §5). A stored document keeps its organization, client and author. Returns the organization the document
 * belongs to.
 */
export async function checkReferences(
  db: Database,
  caller: DocumentCaller,
  input: DocumentWrite,
  stored: DocumentRow | undefined,
): Promise<number> {
  const { principal, scopeIds } = caller;
  const organizationId = stored?.organizationId ?? input.organizationId;
  const [organization] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.accountId, principal.accountId)));
  if (!organization || !scopeIds.includes(organizationId)) {
    throw DocumentRefused.rejected({ key: 'appointment.organizationNotAllowed' });
  }
  if (!stored && !(await isCurrentOrDescendant(db, principal, organizationId))) {
    throw DocumentRefused.rejected({ key: 'documentWrite.organizationNotDescendant' });
  }
  if (!stored && input.staffId !== principal.staffId) {
    throw DocumentRefused.rejected({ key: 'documentWrite.staffNotCaller' });
  }
  if (stored ? stored.clientId !== input.clientId : !(await clientVisible(db, caller, input.clientId))) {
    throw DocumentRefused.rejected({ key: 'documentWrite.clientNotFound' });
  }
  if (isFutureServiceDate(input.serviceDate, caller.now, organization.timeZone)) {
    throw DocumentRefused.rejected({ key: 'documentWrite.futureServiceDate' });
  }
  if (input.appointmentId !== null && !(await appointmentOfClient(db, caller, input))) {
    throw DocumentRefused.rejected({ key: 'documentWrite.appointmentNotFound' });
  }
  if (input.clientProgramId !== null && !(await clientProgramOfClient(db, caller, input))) {
    throw DocumentRefused.rejected({ key: 'documentWrite.clientProgramNotFound' });
  }
  const nextStaffId = input.signature?.nextStaffId;
  if (nextStaffId && !(await staffInScope(db, caller, nextStaffId))) {
    throw DocumentRefused.rejected({ key: 'documentWrite.nextStaffNotFound' });
  }
  return organizationId;
}

async function clientVisible(db: Database, caller: DocumentCaller, clientId: number) {
  const rows = await db
    .select({ id: clientPrograms.id })
    .from(clientPrograms)
    .where(and(eq(clientPrograms.clientId, clientId), liveProgramInScope(caller.scopeIds)))
    .limit(1);
  return rows.length > 0;
}

async function appointmentOfClient(db: Database, caller: DocumentCaller, input: DocumentWrite) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, input.appointmentId!),
        eq(appointments.clientId, input.clientId),
        eq(appointments.accountId, caller.principal.accountId),
        inArray(appointments.organizationId, caller.scopeIds),
        isNull(appointments.deletedAt),
      ),
    );
  return rows.length > 0;
}

async function clientProgramOfClient(db: Database, caller: DocumentCaller, input: DocumentWrite) {
  const rows = await db
    .select({ id: clientPrograms.id })
    .from(clientPrograms)
    .where(
      and(
        eq(clientPrograms.id, input.clientProgramId!),
        eq(clientPrograms.clientId, input.clientId),
        liveProgramInScope(caller.scopeIds),
      ),
    );
  return rows.length > 0;
}

/** spec 2 §6: staff visible for assignment are those of the caller's organizations (scope). */
async function staffInScope(db: Database, caller: DocumentCaller, staffId: number) {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.accountId, caller.principal.accountId),
        inArray(staff.primaryOrganizationId, caller.scopeIds),
      ),
    );
  return rows.length > 0;
}
