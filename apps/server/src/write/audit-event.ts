import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditEventWrite } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { auditEvents, clientPrograms } from '../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { liveProgramInScope } from '../scope/client-scope.ts';

type AuditEventWrite = z.infer<typeof auditEventWrite>;

/**
 * POST /evv/write/auditevent (spec 1 §7, spec 2 §7). Events are stored append-only, once per device event id;
 * the staff member is always the caller. An event naming an organization or client outside scope is refused.
 */
export async function writeAuditEvents(
  ctx: { db: Database; principal: Principal; scopeIds: number[] },
  events: AuditEventWrite[],
) {
  const clientIds = [...new Set(events.flatMap((e) => (e.clientId ? [e.clientId] : [])))];
  const visible = new Set(
    clientIds.length
      ? (
          await ctx.db
            .select({ id: clientPrograms.clientId })
            .from(clientPrograms)
            .where(and(inArray(clientPrograms.clientId, clientIds), liveProgramInScope(ctx.scopeIds)))
        ).map((row) => row.id)
      : [],
  );
  const results = [];
  for (const event of events) {
    if (!ctx.scopeIds.includes(event.organizationId) || (event.clientId && !visible.has(event.clientId))) {
      results.push({
        deviceEventId: event.deviceEventId,
        errors: [refusalEntry({ key: 'server.notFound' })],
      });
      continue;
    }
    await ctx.db
      .insert(auditEvents)
      .values({
        accountId: ctx.principal.accountId,
        staffId: ctx.principal.staffId,
        organizationId: event.organizationId,
        clientId: event.clientId,
        eventDateTime: new Date(event.eventDateTime),
        actionType: event.actionType,
        pageName: event.pageName,
        deviceEventId: event.deviceEventId,
      })
      .onConflictDoNothing();
    results.push({ deviceEventId: event.deviceEventId, errors: [] });
  }
  return results;
}
