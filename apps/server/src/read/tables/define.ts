import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { clientPrograms } from '../../db/schema/index.ts';
import type { ReadContext } from '../table-reader.ts';

/** Clients the caller may see: those with a client program in an organization of their scope. */
export function visibleClientIds(ctx: ReadContext) {
  return ctx.db
    .select({ id: clientPrograms.clientId })
    .from(clientPrograms)
    .where(and(inArray(clientPrograms.organizationId, ctx.scopeIds), isNull(clientPrograms.deletedAt)));
}

export function ofVisibleClient(column: PgColumn) {
  return (ctx: ReadContext): SQL => inArray(column, visibleClientIds(ctx));
}

export function ofAccount(column: PgColumn) {
  return (ctx: ReadContext): SQL => eq(column, ctx.principal.accountId);
}

/** Rows for any organization of the account (null), or for one of the caller's. */
export function ofAccountOrScope(accountColumn: PgColumn, organizationColumn: PgColumn) {
  return (ctx: ReadContext): SQL =>
    and(
      eq(accountColumn, ctx.principal.accountId),
      or(isNull(organizationColumn), inArray(organizationColumn, ctx.scopeIds)),
    )!;
}

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * column = any(ids) with the ids as ONE array parameter: a page's extras look up to a thousand ids, and a
 * parameter each (inArray) costs more to build, send and plan than the lookup itself (issue 18 §4).
 */
export function anyId(column: PgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}
