import { and, asc, count, gte, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import type { Principal } from '../auth/principal.ts';

export interface ReadContext {
  db: Database;
  principal: Principal;
  /** spec 1 §6 organization scope of the caller. */
  scopeIds: number[];
}

type Row = Record<string, unknown>;

/** One readable table: where its rows come from, who may see which, and how a row looks on the wire. */
export interface TableReader {
  source: PgTable;
  /** Unique, stable order for paging; also the id a tombstone carries. */
  key: PgColumn;
  /** The key's property on a selected row, and its name on the wire. */
  keyProperty: string;
  keyName: string;
  changedAt: PgColumn;
  deletedAt: PgColumn;
  scope(ctx: ReadContext): SQL | undefined;
  /** The column a clinical read's clientId filters on. */
  clientColumn?: PgColumn;
  /** For rows that reach their client through another table: the condition a read's clientId adds. */
  ofClient?(ctx: ReadContext, clientId: number): SQL;
  /** The body parameter that asks for one row by its key (evvdocuments documentId, impactconfig referenceId). */
  keyParameter?: 'documentId' | 'referenceId';
  defaultPageSize?: number;
  /** Whether a read is logged in the server's access log (client data). */
  holdsClientData: boolean;
  toResource(row: Row): Record<string, unknown>;
  /** What a tombstone names when the key alone does not identify the row on the device. */
  tombstone?(row: Row): Record<string, unknown>;
  /** Adds what lives in other tables to a page of live resources, in one query per page. */
  enrich?(ctx: ReadContext, resources: Record<string, unknown>[]): Promise<void>;
}

export interface PageRequest {
  lastSync?: Date | undefined;
  limit: number;
  offset: number;
  clientId?: number | undefined;
  /** Only the row with this key (the reader's keyParameter). */
  key?: number | undefined;
}

/**
 * A page of one table: every row (a full read) or every row changed since lastSync, deleted ones as
 * tombstones. Ordered by key, and no row ever leaves the selection while a device pages through it (a deletion
 * turns a row into a tombstone in place), so offset paging never skips a row; a row that joins mid-read only
 * pushes later rows forward, which a device sees twice and upserts.
 */
export async function readPage(ctx: ReadContext, reader: TableReader, page: PageRequest) {
  const conditions = [reader.scope(ctx)];
  if (page.lastSync) conditions.push(gte(reader.changedAt, page.lastSync));
  if (page.clientId !== undefined && reader.clientColumn)
    conditions.push(eq(reader.clientColumn, page.clientId));
  if (page.clientId !== undefined && reader.ofClient) conditions.push(reader.ofClient(ctx, page.clientId));
  if (page.key !== undefined) conditions.push(eq(reader.key, page.key));
  const where = and(...conditions);
  const rows = (await ctx.db
    .select()
    .from(reader.source)
    .where(where)
    .orderBy(asc(reader.key))
    .limit(page.limit + 1)
    .offset(page.offset)) as Row[];
  const hasMoreRecords = rows.length > page.limit;
  const resources = rows.slice(0, page.limit).map((row) => toWire(reader, row));
  await reader.enrich?.(ctx, resources);
  // The first page of a longer read says how many rows to expect, so a device can show "120 of 600".
  if (page.offset === 0 && hasMoreRecords) {
    const [total] = await ctx.db.select({ value: count() }).from(reader.source).where(where);
    return { resources, hasMoreRecords, totalRecords: Number(total?.value ?? 0) };
  }
  return { resources, hasMoreRecords };
}

function toWire(reader: TableReader, row: Row): Record<string, unknown> {
  const changedDate = (row.changedAt as Date).toISOString();
  const deletedAt = row.deletedAt as Date | null;
  if (deletedAt) {
    // A tombstone says only which row went, not what it held.
    const key = reader.tombstone ? reader.tombstone(row) : { [reader.keyName]: row[reader.keyProperty] };
    return { ...key, changedDate, deletedDate: deletedAt.toISOString() };
  }
  return { ...reader.toResource(row), changedDate, deletedDate: null };
}
