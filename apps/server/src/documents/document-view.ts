import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Principal } from '../auth/principal.ts';
import { auditEvents, documents } from '../db/schema/index.ts';
import { organizationScope } from '../scope/organizations.ts';
import { documentScope } from './document-scope.ts';

type DocumentRow = typeof documents.$inferSelect;

/** A document the caller may read (spec 2 §6), not deleted; undefined for any other, another organization's too. */
export async function readableDocument(
  ctx: AppContext,
  principal: Principal,
  documentId: number,
): Promise<DocumentRow | undefined> {
  const scopeIds = await organizationScope(ctx.db, principal);
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        isNull(documents.deletedAt),
        documentScope({ db: ctx.db, principal, scopeIds }),
      ),
    );
  return row;
}

/** A document sent out of the app (its PDF, its FHIR export) is a 'view' audit event of the page that sent it. */
export async function auditDocumentView(
  ctx: AppContext,
  principal: Principal,
  row: DocumentRow,
  pageName: string,
): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    accountId: principal.accountId,
    staffId: principal.staffId,
    organizationId: row.organizationId,
    clientId: row.clientId,
    eventDateTime: ctx.now(),
    actionType: 'view',
    pageName,
    deviceEventId: `server-${randomUUID()}`,
  });
}
