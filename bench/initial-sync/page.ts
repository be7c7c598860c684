// The page side of the initial sync benchmark, driven by ../initial-sync.bench.ts in headless Chromium. The
// measure is the real path: SyncEngine.syncTables reading pages from an in-page fake server through ApiClient and
// writing through RecordStore (AES-GCM per record) into a real EvvDB in IndexedDB. Beside it, the same row
// objects go into an unencrypted Dexie database in the same page, one plain bulkPut per table.
import {
  appointment,
  client,
  clientAddress,
  clientEmail,
  clientPhone,
  clientPicture,
  visit,
} from '@carevisit/core';
import { ApiClient } from '../../apps/web/src/data/api-client.ts';
import type { RecordStore } from '../../apps/web/src/data/record-store.ts';
import type { ClientData } from '../../apps/web/src/data/client-data.ts';
import { SyncEngine } from '../../apps/web/src/data/sync/sync-engine.ts';
import { breakdown } from './breakdown.ts';
import { makeCaseload, type Caseload } from './caseload.ts';
import { dropDb, freshRawDb, freshStore, serverOf } from './fixtures.ts';
import {
  LOCAL_TABLES,
  SERVER_TABLES,
  type BenchGlobal,
  type CaseloadSize,
  type CaseloadSummary,
  type EncryptedRun,
  type LocalTable,
  type RawRun,
  type ServerTable,
} from './protocol.ts';

/** Every row is checked against the contract's schema once, so the engine reads what a server would send. */
const SCHEMAS = {
  client,
  picture: clientPicture,
  email: clientEmail,
  telephone: clientPhone,
  address: clientAddress,
  appointment,
  visit,
};

let caseload: Caseload | null = null;

function current(): Caseload {
  if (!caseload) throw new Error('prepare() first');
  return caseload;
}

function prepare(size: CaseloadSize): CaseloadSummary {
  caseload = makeCaseload(size);
  const rows = {} as Record<ServerTable, number>;
  const meanJsonBytes = {} as Record<ServerTable, number>;
  const encoder = new TextEncoder();
  for (const table of SERVER_TABLES) {
    const list: unknown[] = caseload[table];
    let bytes = 0;
    for (const row of list) {
      SCHEMAS[table].parse(row);
      bytes += encoder.encode(JSON.stringify(row)).length;
    }
    rows[table] = list.length;
    meanJsonBytes[table] = list.length ? Math.round(bytes / list.length) : 0;
  }
  return { rows, meanJsonBytes };
}

async function encrypted(run: number): Promise<EncryptedRun> {
  const rows = current();
  const api = new ApiClient(serverOf(rows).clientOptions());
  const store = await freshStore('evv', run);
  const engine = new SyncEngine({ api, store, deviceId: 'bench-device-0001' });
  // Per table: from its first 'loading' to its 'success' on the engine's own status board.
  const started = new Map<string, number>();
  const tableMs = {} as Record<LocalTable, number>;
  const stop = engine.status.subscribe((progress) => {
    const at = performance.now();
    if (!started.has(progress.table)) started.set(progress.table, at);
    if (progress.status === 'success')
      tableMs[progress.table as LocalTable] = at - started.get(progress.table)!;
  });

  const start = performance.now();
  await engine.syncTables(LOCAL_TABLES);
  const totalMs = performance.now() - start;

  stop();
  const records = {} as Record<LocalTable, number>;
  for (const table of LOCAL_TABLES) records[table] = await store.table(table).count();
  await checkClients(store, rows);
  await dropDb(store.db);
  return { totalMs, tableMs, records };
}

/** Outside the clock: the merge really happened, every client record holds all of its parts. */
async function checkClients(store: RecordStore, rows: Caseload): Promise<void> {
  const sent = rows.email.length + rows.telephone.length + rows.address.length + rows.picture.length;
  const opened = await store.openAll<ClientData>('client', await store.table('client').toArray());
  let held = 0;
  for (const { data } of opened) {
    held += data.emails.length + data.phones.length + data.addresses.length + (data.picture ? 1 : 0);
  }
  if (held !== sent) throw new Error(`client records hold ${held} parts; the server sent ${sent}`);
}

async function raw(run: number): Promise<RawRun> {
  const rows = current();
  const db = await freshRawDb('raw', run);
  const tableMs = {} as Record<ServerTable, number>;
  const start = performance.now();
  for (const table of SERVER_TABLES) {
    const at = performance.now();
    await db.table(table).bulkPut(rows[table]);
    tableMs[table] = performance.now() - at;
  }
  const totalMs = performance.now() - start;
  for (const table of SERVER_TABLES) {
    const count = await db.table(table).count();
    if (count !== rows[table].length) throw new Error(`raw ${table}: ${count} of ${rows[table].length} rows`);
  }
  await dropDb(db);
  return { totalMs, tableMs };
}

(globalThis as unknown as BenchGlobal).initialSyncBench = {
  prepare,
  encrypted,
  raw,
  breakdown: (run) => breakdown(current(), run),
};
