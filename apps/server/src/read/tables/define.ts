import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { clientPrograms } from '../../db/schema/index.ts';
import type { ReadContext, TableReader } from '../table-reader.ts';

type SyncedTable = PgTable & { changedAt: PgColumn; deletedAt: PgColumn };

/** A reader keyed by the table's `id` column, which goes on the wire as keyName. */
export function defineReader<T extends SyncedTable & { id: PgColumn }>(
  source: T,
  options: Omit<
    TableReader,
    'source' | 'key' | 'keyProperty' | 'changedAt' | 'deletedAt' | 'holdsClientData'
  > & {
    holdsClientData?: boolean;
  },
): TableReader {
  return {
    source,
    key: source.id,
    keyProperty: 'id',
    changedAt: source.changedAt,
    deletedAt: source.deletedAt,
    holdsClientData: false,
    ...options,
  };
}

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

export const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : null);
