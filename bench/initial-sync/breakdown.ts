// The appointment and visit reads (plain rows, no client merge) taken apart: each step of the RowWriter on its own,
// then the writes again with one thing changed at a time, so the figures say where the time goes. Each step
// starts from the previous one's output; none of them is the real path (that is page.ts's measure).
import { cleanMeta, type StoredRecord } from '../../apps/web/src/data/record-types.ts';
import { ApiClient } from '../../apps/web/src/data/api-client.ts';
import type { RecordStore } from '../../apps/web/src/data/record-store.ts';
import { readSources } from '../../apps/web/src/data/sync/read-sources.ts';
import { WRITE_BATCH_ROWS } from '../../apps/web/src/data/sync/upsert-rows.ts';
import type { Caseload } from './caseload.ts';
import { dropDb, freshRawDb, freshStore, serverOf, type Durability } from './fixtures.ts';
import type { BreakdownRun, BreakdownStep } from './protocol.ts';

type Row = Record<string, unknown>;
const TABLES = ['appointment', 'visit'] as const;

interface Page {
  table: (typeof TABLES)[number];
  resources: Row[];
}

const clock = async (work: () => Promise<void>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

export async function breakdown(rows: Caseload, run: number): Promise<BreakdownRun> {
  const steps: Record<BreakdownStep, number> = {} as Record<BreakdownStep, number>;
  const api = new ApiClient(serverOf(rows).clientOptions());
  const pages: Page[] = [];
  steps.read = await clock(async () => {
    for (const table of TABLES) {
      for (const { server, pageSize } of readSources[table]) {
        for (let offset = 0; ;) {
          const page = await api.read(server, { limit: pageSize, offset });
          pages.push({ table, resources: page.resources });
          offset += page.resources.length;
          if (!page.hasMoreRecords || page.resources.length === 0) break;
        }
      }
    }
  });

  const store = await freshStore('breakdown-seal', run);
  const sealed: StoredRecord[][] = [];
  steps.sealSequential = await clock(async () => {
    for (const { table, resources } of pages) {
      const puts: StoredRecord[] = [];
      for (const resource of resources) puts.push(await store.seal(table, resource, cleanMeta()));
      sealed.push(puts);
    }
  });
  steps.sealConcurrent = await clock(async () => {
    for (const { table, resources } of pages) {
      await Promise.all(resources.map((resource) => store.seal(table, resource, cleanMeta())));
    }
  });
  await dropDb(store.db);

  /** The sealed rows written in transactions of `chunk` rows: as RowWriter does, or a bare bulkPut each. */
  const writeSealed = async (options: { durability?: Durability; chunk?: number; bare?: boolean } = {}) => {
    const target = await freshStore('breakdown-write', run, options.durability);
    const batches = options.chunk
      ? rechunk(pages, sealed, options.chunk)
      : pages.map((page, i) => ({ table: page.table, puts: sealed[i]! }));
    const ms = await clock(async () => {
      for (const { table, puts } of batches) {
        if (options.bare) await target.table(table).bulkPut(puts);
        else await upsertSealed(target, table, puts);
      }
    });
    await dropDb(target.db);
    return ms;
  };
  steps.writeSealed = await writeSealed({ chunk: WRITE_BATCH_ROWS });
  steps.writeSealedRelaxed = await writeSealed({ chunk: WRITE_BATCH_ROWS, durability: 'relaxed' });
  steps.writeSealedBare = await writeSealed({ chunk: WRITE_BATCH_ROWS, bare: true });
  steps.writeSealedPerPage = await writeSealed();
  steps.sealedOneBulkPut = await writeSealed({ chunk: Number.MAX_SAFE_INTEGER, bare: true });

  const raw = await freshRawDb('breakdown-raw', run);
  steps.rawPaged = await clock(async () => {
    for (const { table, resources } of pages) await raw.table(table).bulkPut(resources);
  });
  await dropDb(raw);

  return { rows: pages.reduce((sum, page) => sum + page.resources.length, 0), steps };
}

/** The sealed pages of each table joined into batches of up to `size` rows. */
function rechunk(pages: Page[], sealed: StoredRecord[][], size: number) {
  const batches: { table: Page['table']; puts: StoredRecord[] }[] = [];
  for (const table of TABLES) {
    const all = pages.flatMap((page, i) => (page.table === table ? sealed[i]! : []));
    for (let at = 0; at < all.length; at += size) batches.push({ table, puts: all.slice(at, at + size) });
  }
  return batches;
}

/** RowWriter's writes (sync/upsert-rows.ts) for rows already sealed: nothing local is dirty in a fresh database. */
async function upsertSealed(store: RecordStore, table: Page['table'], puts: StoredRecord[]): Promise<void> {
  const records = store.table(table);
  const waiting = () => records.where('syncState').anyOf(['dirty', 'pending', 'error']).primaryKeys();
  await waiting();
  await store.db.transaction('rw', records, async () => {
    await waiting();
    await records.bulkPut(puts);
  });
}
