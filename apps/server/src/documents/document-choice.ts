import { and, eq, isNull } from 'drizzle-orm';
import { ageOn, documentChoices, type DocumentChoiceContext, type DocumentWrite } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { appointments, clients, documentCrosswalks } from '../db/schema/index.ts';
import type { DocumentCaller } from './document-references.ts';
import { DocumentRefused } from './document-refusal.ts';
import type { TemplateVersion } from './template-versions.ts';

/**
 * A new document's template must be one the chooser offers (spec 2 §6, §2): core's documentChoices, with the
 * appointment's activity and program, the document's organization and the client's age on the service date.
 * The appointment and client were checked against the caller's scope before (checkReferences). Each reason
 * has its own words, found by the same rule with one limit at a time.
 */
export async function checkTemplateChoosable(
  db: Database,
  caller: DocumentCaller,
  input: DocumentWrite,
  template: TemplateVersion,
  organizationId: number,
): Promise<void> {
  const choosable = { ...template, id: template.serviceDocumentId };
  const allowed = (context: DocumentChoiceContext, rows: Parameters<typeof documentChoices>[1] = []) =>
    documentChoices([choosable], rows, context).length > 0;
  const free: DocumentChoiceContext = { appointment: null, organizationId, clientAge: null };
  if (!allowed(free)) throw DocumentRefused.rejected({ key: 'documentWrite.templateNotOffered' });

  const appointment = await appointmentActivity(db, caller, input.appointmentId);
  const crosswalks = appointment ? await templateCrosswalks(db, caller, template.serviceDocumentId) : [];
  if (!allowed({ ...free, appointment }, crosswalks)) {
    throw DocumentRefused.rejected({ key: 'documentWrite.templateNotCrosswalked' });
  }
  const clientAge = ageOn(await birthDate(db, caller, input.clientId), input.serviceDate);
  if (!allowed({ ...free, clientAge })) {
    throw DocumentRefused.rejected({
      key: 'documentWrite.templateAgeNotAllowed',
      params: { from: template.ageFrom, to: template.ageTo },
    });
  }
}

async function appointmentActivity(db: Database, caller: DocumentCaller, appointmentId: number | null) {
  if (appointmentId === null) return null;
  const [row] = await db
    .select({ activityId: appointments.activityId, programId: appointments.programId })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.accountId, caller.principal.accountId)));
  return row ?? null;
}

/** The account's live crosswalk rows of this template; documentChoices decides which apply. */
function templateCrosswalks(db: Database, caller: DocumentCaller, serviceDocumentId: number) {
  return db
    .select({
      activityId: documentCrosswalks.activityId,
      serviceDocumentId: documentCrosswalks.serviceDocumentId,
      programId: documentCrosswalks.programId,
      organizationId: documentCrosswalks.organizationId,
    })
    .from(documentCrosswalks)
    .where(
      and(
        eq(documentCrosswalks.accountId, caller.principal.accountId),
        eq(documentCrosswalks.serviceDocumentId, serviceDocumentId),
        isNull(documentCrosswalks.deletedAt),
      ),
    );
}

async function birthDate(db: Database, caller: DocumentCaller, clientId: number) {
  const [row] = await db
    .select({ birthDate: clients.birthDate })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.accountId, caller.principal.accountId)));
  return row?.birthDate ?? null;
}
