import type { ReadRequest } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import type { Clock } from '../clock.ts';
import type { SyncInfo } from '../clear-tables.ts';
import type { RecordStore } from '../record-store.ts';
import type { EncryptedTableName } from '../local-tables.ts';
import { mergeClientParts, type ClientParts } from './client-merge.ts';
import { syncInfoKey, type ReadSource } from './read-sources.ts';
import { RowWriter } from './upsert-rows.ts';

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

/** Where the pages of a read go: taken page by page, then closed once (also when a page fails). */
interface PageSink {
  add(resources: readonly Resource[]): Promise<void>;
  close(): Promise<void>;
}

/** A read done: how many rows came, and the mark to keep once they are stored. */
interface ReadDone {
  loaded: number;
  mark: SyncInfo | null;
}

/**
 * One server table into a sink: page by limit and offset until hasMoreRecords is false. The next page is asked
 * for while the last one goes into the sink; when a page fails, the sink is closed all the same, so what was
 * read before it is still stored. The mark is the syncTime of the FIRST page: the server's watermark from
 * before any of this read ran, so a row committed meanwhile is read again next time rather than missed; the
 * caller keeps it (saveMarks) only once every page is stored.
 */
async function readSource(
  ctx: ReadContext,
  source: ReadSource,
  options: ReadOptions,
  sink: PageSink,
  onPage: (loadedSoFar: number, total: number | undefined) => void,
): Promise<ReadDone> {
  const key = syncInfoKey(source.server, options.clientId);
  const since = options.ignoreLastSync ? undefined : (await ctx.store.db.syncInfo.get(key))?.lastSync;
  const pageAt = (offset: number) => {
    const request: ReadRequest = { limit: source.pageSize, offset };
    if (since !== undefined) request.lastSync = since;
    if (options.clientId !== undefined) request.clientId = options.clientId;
    const page = ctx.api.read(source.server, request);
    // Awaited on the next turn of the loop; a failure while a page is stored must not go unhandled meanwhile.
    page.catch(() => undefined);
    return page;
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
      await sink.add(page.resources);
      onPage(offset, total);
      if (!more) break;
    }
  } finally {
    await sink.close();
  }
  const mark =
    typeof firstSyncTime === 'string'
      ? { tableName: key, lastSync: firstSyncTime, lastSyncMillis: ctx.now() }
      : null;
  return { loaded: offset, mark };
}

/**
 * Every read of one local table: rows of their own go through a RowWriter; the parts of client records are
 * gathered and merged once at the end, so a client is sealed once per sync, not once per part. Whatever was
 * read is stored even when a later page fails, and the marks of the reads that finished are kept.
 */
export async function readTable(
  ctx: ReadContext,
  table: EncryptedTableName,
  sources: readonly ReadSource[],
  options: ReadOptions,
  guard: (run: () => Promise<ReadDone>) => Promise<ReadDone>,
  onPage: (source: ReadSource, loadedSoFar: number, total: number | undefined) => void,
): Promise<void> {
  const parts: ClientParts = [];
  const reads: ReadDone[] = [];
  try {
    for (const source of sources) {
      const { clientPart } = source;
      const sink: PageSink = clientPart ? gather(parts, clientPart) : new RowWriter(ctx.store, table);
      const report = (count: number, total: number | undefined) => onPage(source, count, total);
      reads.push(await guard(() => readSource(ctx, source, options, sink, report)));
    }
  } finally {
    await mergeClientParts(ctx.store, parts);
    await saveMarks(ctx.store, reads);
  }
}

function gather(parts: ClientParts, part: ClientParts[number][0]): PageSink {
  const resources: Resource[] = [];
  parts.push([part, resources]);
  return {
    add: (page) => {
      for (const resource of page) resources.push(resource);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** Keeps the marks of reads whose rows are all stored: the next sync asks only for what changed since. */
async function saveMarks(store: RecordStore, reads: readonly ReadDone[]): Promise<void> {
  const marks = reads.flatMap((read) => (read.mark ? [read.mark] : []));
  if (marks.length) await store.db.syncInfo.bulkPut(marks);
}
