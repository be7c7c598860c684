import { and, count, getTableColumns, getTableName, gt, gte, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { readKeyOf, type ServedResource, type ServedTable } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { Principal } from '../auth/principal.ts';
import { queryRows } from '../db/query-rows.ts';
import { pageRowDecoder, type Lookups } from './page-rows.ts';
import { withReadLogged, type ReadLogEntry } from './access-log.ts';
import { qualified } from './json-object.ts';
import { rendered } from './rendered-sql.ts';

export interface ReadContext {
  db: Database;
  principal: Principal;
  /** spec 1 §6 organization scope of the caller. */
  scopeIds: number[];
}

interface PageRequest {
  lastSync?: Date | undefined;
  limit: number;
  offset: number;
  /** Keyset paging: only rows whose key is greater than this (the lastKey of the page before). */
  afterKey?: number | undefined;
  clientId?: number | undefined;
  /** Only the row with this key (the reader's keyParameter). */
  key?: number | undefined;
  /** Written to the access log in the page's own statement (reads of client data). */
  log?: ReadLogEntry | undefined;
}

/** A live row on the wire: the contract's resource with its sync fields. */
type WireResource<T extends ServedTable> = ServedResource<T> & {
  changedDate: string;
  deletedDate: null;
};
/** A deleted row on the wire: the properties that name it (core's read key), and when it changed and went. */
type WireTombstone = Record<string, unknown> & { changedDate: string; deletedDate: string };

interface ReadPage<T extends ServedTable> {
  resources: (WireResource<T> | WireTombstone)[];
  hasMoreRecords: boolean;
  totalRecords?: number;
  /** When there are more records: the key to send as afterKey for the next page. */
  lastKey?: number;
}

/** One readable table, as the read route uses it. */
export interface TableReader<T extends ServedTable> {
  readonly table: T;
  /** Whether a read is logged in the server's access log (client data). */
  readonly holdsClientData: boolean;
  /** The body parameter that asks for one row by its key (evvdocuments documentId, impactconfig referenceId). */
  readonly keyParameter?: 'documentId' | 'referenceId';
  readonly defaultPageSize?: number;
  read(ctx: ReadContext, page: PageRequest): Promise<ReadPage<T>>;
}

/** A table that syncs: every row knows when it last changed, and a deleted row stays as a tombstone. */
export type SyncedTable = PgTable & {
  changedAt: PgColumn;
  deletedAt: PgColumn;
  $inferSelect: { changedAt: Date; deletedAt: Date | null };
};

export interface ReaderSpec<
  T extends ServedTable,
  S extends SyncedTable,
  E,
  L extends Record<string, unknown>,
> {
  /** Unique, stable order for paging; the table's `id` unless given. */
  key?: PgColumn;
  /** Who may see which rows (spec 1 §6). */
  scope(ctx: ReadContext): SQL | undefined;
  /** The column a clinical read's clientId filters on. */
  clientColumn?: PgColumn;
  /** For rows that reach their client through another table: the condition a read's clientId adds. */
  ofClient?(ctx: ReadContext, clientId: number): SQL;
  keyParameter?: 'documentId' | 'referenceId';
  defaultPageSize?: number;
  holdsClientData?: boolean;
  /**
   * What each row needs from other tables, looked up in the page's own statement (one round trip a page), on
   * the page's rows only.
   */
  lookups?: Lookups<L>;
  /** What a page's rows need from other tables, loaded in one query each per page (lists of ids, say). */
  extras?(ctx: ReadContext, rows: readonly S['$inferSelect'][]): Promise<E>;
  /** The contract's resource of one row (sync fields aside). */
  toResource(row: S['$inferSelect'], extras: E, looked: L): ServedResource<T>;
}

/**
 * A reader of `source` answering reads of `table`: a page is every row (a full read) or every row changed since
 * lastSync, deleted ones as tombstones. Ordered by key, and no row ever leaves the selection while a device
 * pages through it (a deletion turns a row into a tombstone in place), so offset paging never skips a row; a
 * row that joins mid-read only pushes later rows forward, which a device sees twice and upserts. Keyset paging
 * (afterKey) costs one page however deep the read goes; a row that joins mid-read behind the cursor is not in
 * this read, but it changed after the first page's syncTime, so the next incremental read brings it.
 */
export function defineReader<
  T extends ServedTable,
  S extends SyncedTable,
  E = undefined,
  L extends Record<string, unknown> = Record<never, never>,
>(table: T, source: S, spec: ReaderSpec<T, S, E, L>): TableReader<T> {
  const key = keyColumn(table, source, spec.key);
  const keyNames: readonly string[] = readKeyOf(table);
  const keyProperty = propertyOf(source, key);
  const tombstoneOf = (resource: ServedResource<T>, row: S['$inferSelect']): WireTombstone => {
    const named = Object.entries(resource).filter(([property]) => keyNames.includes(property));
    return {
      ...Object.fromEntries(named),
      changedDate: row.changedAt.toISOString(),
      deletedDate: row.deletedAt!.toISOString(),
    };
  };

  const from: PgTable = source;
  // The page's rows under the table's own name, so that lookups written against the table's columns run on
  // them, after limit and offset (on the rows an offset skips, PostgreSQL would evaluate them too).
  const pageAlias = sql.identifier(getTableName(from));
  const orderByKey = qualified(key);
  // The select list of a page with lookups: its columns and each lookup's subquery, the same in every read.
  const lookupSelection = spec.lookups
    ? rendered(
        sql.join(
          [
            ...Object.values(getTableColumns(from)).map(qualified),
            ...Object.entries<SQL>(spec.lookups).map(
              ([name, lookup]) => sql`${lookup} as ${sql.identifier(name)}`,
            ),
          ],
          sql`, `,
        ),
      )
    : undefined;
  const decode = pageRowDecoder<S['$inferSelect'], L>(from, spec.lookups);

  async function read(ctx: ReadContext, page: PageRequest): Promise<ReadPage<T>> {
    const conditions = [spec.scope(ctx)];
    if (page.lastSync) conditions.push(gte(source.changedAt, page.lastSync));
    if (page.clientId !== undefined && spec.clientColumn)
      conditions.push(eq(spec.clientColumn, page.clientId));
    if (page.clientId !== undefined && spec.ofClient) conditions.push(spec.ofClient(ctx, page.clientId));
    if (page.key !== undefined) conditions.push(eq(key, page.key));
    const where = and(...conditions);
    const pageWhere = page.afterKey === undefined ? where : and(where, gt(key, page.afterKey));
    const filter = pageWhere ? sql` where ${pageWhere}` : sql``;
    const pageQuery = sql`select * from ${from}${filter} order by ${orderByKey}
      limit ${page.limit + 1} offset ${page.offset}`;
    // The page's rows with their lookups, from the page's query or from its logged rows.
    const rowsOf = (pageRows: SQL) =>
      sql`select ${lookupSelection ?? sql`*`} from ${pageRows} ${pageAlias} order by ${orderByKey}`;
    const statement = page.log
      ? withReadLogged(pageQuery, page.log, page.limit, rowsOf)
      : lookupSelection
        ? rowsOf(sql`(${pageQuery})`)
        : pageQuery;
    const rows = (await queryRows<Record<string, unknown>>(ctx.db, statement)).map(decode);
    const hasMoreRecords = rows.length > page.limit;
    const pageRows = rows.slice(0, page.limit);
    const extras = spec.extras
      ? await spec.extras(
          ctx,
          pageRows.map(({ row }) => row),
        )
      : (undefined as E);
    const resources = pageRows.map(({ row, looked }) => {
      const resource = spec.toResource(row, extras, looked);
      if (row.deletedAt) return tombstoneOf(resource, row);
      // toResource's object is this row's own: the sync fields go onto it rather than into a copy of it.
      const live: WireResource<T> = Object.assign(resource, {
        changedDate: row.changedAt.toISOString(),
        deletedDate: null,
      });
      return live;
    });
    if (!hasMoreRecords) return { resources, hasMoreRecords };
    const lastKey = Number((pageRows[pageRows.length - 1]!.row as Record<string, unknown>)[keyProperty]);
    // The first page of a longer read says how many rows to expect, so a device can show "120 of 600".
    if (page.offset === 0 && page.afterKey === undefined) {
      const [total] = await ctx.db.select({ value: count() }).from(from).where(where);
      return { resources, hasMoreRecords, totalRecords: Number(total?.value ?? 0), lastKey };
    }
    return { resources, hasMoreRecords, lastKey };
  }

  return {
    table,
    holdsClientData: spec.holdsClientData ?? false,
    ...(spec.keyParameter ? { keyParameter: spec.keyParameter } : {}),
    ...(spec.defaultPageSize ? { defaultPageSize: spec.defaultPageSize } : {}),
    read,
  };
}

/** The column a reader pages by: the one its spec names, else the table's `id`. */
function keyColumn(table: ServedTable, source: SyncedTable, named: PgColumn | undefined): PgColumn {
  const key = named ?? (source as SyncedTable & { id?: PgColumn }).id;
  if (!key) throw new TypeError(`reader ${table}: no key column`);
  return key;
}

/** The select model's property that holds a column (Drizzle names properties, not columns, in its rows). */
function propertyOf(source: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(source)).find(([, candidate]) => candidate === column);
  if (!entry) throw new TypeError(`column ${column.name} is not in its reader's table`);
  return entry[0];
}
