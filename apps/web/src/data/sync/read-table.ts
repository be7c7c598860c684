import type { ReadRequest } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import type { Clock } from '../clock.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordStore } from '../record-store.ts';
import { mergeClientPart } from './client-merge.ts';
import { syncInfoKey, type ReadSource } from './read-sources.ts';
import { upsertRows } from './upsert-rows.ts';

/** Rows gathered before one local write: a transaction per page costs more than the rows it holds. */
export const WRITE_BATCH_ROWS = 2_000;

export interface ReadOptions {
  /** Read everything, not only what changed since the stored syncTime (spec 1 §4 "unless told to ignore it"). */
  ignoreLastSync?: boolean;
  /** A clinical read for one client (spec 2 §7). */
  clientId?: number;
}

export interface ReadContext {
  api: ApiClient;
  store: RecordStore;
  now: Clock;
}

type Resource = Record<string, unknown>;

/**
 * One server table into its local table: page by limit and offset until hasMoreRecords is false. The next page
 * is asked for while the last one is stored, and rows are written in batches of WRITE_BATCH_ROWS, one write in
 * flight at a time; when a page fails, what was read before it is still stored. The next lastSync is the
 * syncTime of the FIRST page: the server's watermark from before any of this read ran, so a row committed
 * meanwhile is read again next time rather than missed; it is kept only once every page is stored.
 */
export async function readSource(
  ctx: ReadContext,
  table: EncryptedTableName,
  source: ReadSource,
  options: ReadOptions,
  onPage: (loadedSoFar: number, total: number | undefined) => void,
): Promise<number> {
  const db = ctx.store.db;
  const key = syncInfoKey(source.server, options.clientId);
  const since = options.ignoreLastSync ? undefined : (await db.syncInfo.get(key))?.lastSync;
  const pageAt = (offset: number) => {
    const request: ReadRequest = { limit: source.pageSize, offset };
    if (since !== undefined) request.lastSync = since;
    if (options.clientId !== undefined) request.clientId = options.clientId;
    const page = ctx.api.read(source.server, request);
    // Awaited on the next turn of the loop; a failure while a write runs must not go unhandled meanwhile.
    page.catch(() => undefined);
    return page;
  };
  const write = (resources: Resource[]) =>
    source.clientPart
      ? mergeClientPart(ctx.store, source.clientPart, resources)
      : upsertRows(ctx.store, table, resources);

  let batch: Resource[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    const rows = batch;
    batch = [];
    writing = rows.length ? write(rows) : Promise.resolve();
    writing.catch(() => undefined);
  };

  let firstSyncTime: string | undefined;
  let total: number | undefined;
  let offset = 0;
  let next = pageAt(0);
  try {
    for (;;) {
      const page = await next;
      firstSyncTime ??= page.syncTime;
      total ??= page.totalRecords;
      offset += page.resources.length;
      const more = page.hasMoreRecords && page.resources.length > 0;
      if (more) next = pageAt(offset);
      for (const resource of page.resources) batch.push(resource);
      onPage(offset, total);
      if (batch.length >= WRITE_BATCH_ROWS) await flush();
      if (!more) break;
    }
  } finally {
    await flush();
    await writing;
  }
  if (typeof firstSyncTime === 'string') {
    await db.syncInfo.put({ tableName: key, lastSync: firstSyncTime, lastSyncMillis: ctx.now() });
  }
  return offset;
}
