import type { ReadRequest } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import type { Clock } from '../clock.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordStore } from '../record-store.ts';
import { mergeClientPart } from './client-merge.ts';
import { syncInfoKey, type ReadSource } from './read-sources.ts';
import { upsertRows } from './upsert-rows.ts';

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

/**
 * One server table into its local table: page by limit and offset until hasMoreRecords is false, saving each
 * page as it comes. The next lastSync is the syncTime of the FIRST page: the server's watermark from before
 * any of this read ran, so a row committed meanwhile is read again next time rather than missed.
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
  let firstSyncTime: string | undefined;
  let total: number | undefined;
  let offset = 0;
  for (;;) {
    const request: ReadRequest = { limit: source.pageSize, offset };
    if (since !== undefined) request.lastSync = since;
    if (options.clientId !== undefined) request.clientId = options.clientId;
    const page = await ctx.api.read<Record<string, unknown>>(source.server, request);
    firstSyncTime ??= page.syncTime;
    total ??= page.totalRecords;
    if (source.clientPart) await mergeClientPart(ctx.store, source.clientPart, page.resources);
    else await upsertRows(ctx.store, table, page.resources);
    offset += page.resources.length;
    onPage(offset, total);
    if (!page.hasMoreRecords || page.resources.length === 0) break;
  }
  if (typeof firstSyncTime === 'string') {
    await db.syncInfo.put({ tableName: key, lastSync: firstSyncTime, lastSyncMillis: ctx.now() });
  }
  return offset;
}
