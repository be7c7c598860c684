import { and, eq, inArray } from 'drizzle-orm';
import { staffSignaturesOf } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import {
  clients,
  organizations,
  serviceDocumentVersions,
  staff,
  type documents,
} from '../db/schema/index.ts';
import type { TemplateVersion } from './template-versions.ts';

type DocumentRow = typeof documents.$inferSelect;
type StaffRow = typeof staff.$inferSelect;

/** What a stored document is read with when it leaves the server (its PDF, its FHIR export). */
export interface DocumentContext {
  /** The template version the document was started on; undefined if it is gone. */
  readonly version: TemplateVersion | undefined;
  readonly client: typeof clients.$inferSelect | undefined;
  readonly organization: { readonly name: string; readonly timeZone: string } | undefined;
  /** The author, every staff signer and the staff member asked to sign next, by id. */
  readonly staff: ReadonlyMap<number, StaffRow>;
}

/** A document's template version, client, organization and staff, each read once. */
export async function documentContext(db: Database, row: DocumentRow): Promise<DocumentContext> {
  const [version] = await db
    .select()
    .from(serviceDocumentVersions)
    .where(
      and(
        eq(serviceDocumentVersions.serviceDocumentId, row.serviceDocumentId),
        eq(serviceDocumentVersions.version, row.serviceDocumentVersion),
      ),
    );
  const [client] = await db.select().from(clients).where(eq(clients.id, row.clientId));
  const [organization] = await db
    .select({ name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  const staffIds = [
    row.staffId,
    ...staffSignaturesOf(row).map((signer) => signer.staffId),
    ...(row.signature?.nextStaffId ? [row.signature.nextStaffId] : []),
  ];
  const people = await db.select().from(staff).where(inArray(staff.id, staffIds));
  return { version, client, organization, staff: new Map(people.map((person) => [person.id, person])) };
}
