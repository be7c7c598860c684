// Initial sync benchmark (issue 4): a large caseload synced into the encrypted local database in headless
// Chromium, beside a raw Dexie bulkPut of the same rows, unencrypted, in the same page. The page
// (initial-sync/page.ts) is bundled with Vite, served on 127.0.0.1 (IndexedDB wants a real origin, WebCrypto a
// secure context) and driven with Playwright on the system's Chromium; never a downloaded browser. Each measure
// runs RUNS times, alternating which goes first, on fresh databases; the table shows medians. No assertions.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { openBenchPage, row } from './support/browser-bench.ts';
import { median } from './support/statistics.ts';
import {
  BREAKDOWN_STEPS,
  LOCAL_OF,
  LOCAL_TABLES,
  SERVER_TABLES,
  type BenchGlobal,
  type BreakdownRun,
  type BreakdownStep,
  type CaseloadSize,
  type CaseloadSummary,
  type EncryptedRun,
  type RawRun,
} from './initial-sync/protocol.ts';

const SIZE: CaseloadSize = { clients: 1_000, appointments: 20_000, visits: 5_000 };
const WARM_UP: CaseloadSize = { clients: 50, appointments: 1_000, visits: 250 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const here = fileURLToPath(new URL('./initial-sync/', import.meta.url));

const bench = (page: Page) => ({
  prepare: (size: CaseloadSize) =>
    page.evaluate((s) => (globalThis as unknown as BenchGlobal).initialSyncBench.prepare(s), size),
  encrypted: (run: number): Promise<EncryptedRun> =>
    page.evaluate((r) => (globalThis as unknown as BenchGlobal).initialSyncBench.encrypted(r), run),
  raw: (run: number): Promise<RawRun> =>
    page.evaluate((r) => (globalThis as unknown as BenchGlobal).initialSyncBench.raw(r), run),
  breakdown: (run: number): Promise<BreakdownRun> =>
    page.evaluate((r) => (globalThis as unknown as BenchGlobal).initialSyncBench.breakdown(r), run),
});

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(0);

interface Line {
  name: string;
  rows: number;
  records: number;
  encrypted: number;
  raw: number;
}

function report(
  browserVersion: string,
  summary: CaseloadSummary,
  encryptedRuns: EncryptedRun[],
  rawRuns: RawRun[],
  breakdownRuns: BreakdownRun[],
): void {
  console.log(
    `\ninitial sync of ${n(SIZE.clients)} clients, ${n(SIZE.appointments)} appointments, ${n(SIZE.visits)} visits;` +
      ` headless Chromium ${browserVersion}; medians of ${RUNS} runs, alternating, fresh databases`,
  );
  console.log(
    '  encrypted: SyncEngine.syncTables(client, appointment, visit), in-page fake server, pages of 100,',
  );
  console.log('             RecordStore (AES-GCM per record) into EvvDB in IndexedDB');
  console.log(
    '  raw:       the same row objects, one Dexie bulkPut per server table, unencrypted, own database\n',
  );

  const sw = [12, 8, 13];
  console.log(row(['server table', 'rows', 'mean JSON B'], sw));
  for (const table of SERVER_TABLES) {
    console.log(row([table, n(summary.rows[table]), n(summary.meanJsonBytes[table])], sw));
  }

  const lines: Line[] = LOCAL_TABLES.map((local) => {
    const parts = SERVER_TABLES.filter((table) => LOCAL_OF[table] === local);
    return {
      name: local,
      rows: parts.reduce((sum, table) => sum + summary.rows[table], 0),
      records: median(encryptedRuns.map((r) => r.records[local])),
      encrypted: median(encryptedRuns.map((r) => r.tableMs[local])),
      raw: median(rawRuns.map((r) => parts.reduce((sum, table) => sum + r.tableMs[table], 0))),
    };
  });
  lines.push({
    name: 'total',
    rows: lines.reduce((sum, line) => sum + line.rows, 0),
    records: lines.reduce((sum, line) => sum + line.records, 0),
    encrypted: median(encryptedRuns.map((r) => r.totalMs)),
    raw: median(rawRuns.map((r) => r.totalMs)),
  });
  const w = [12, 11, 8, 12, 10, 6, 10, 10];
  const head = [
    'local table',
    'server rows',
    'records',
    'encrypted ms',
    'raw ms',
    'ratio',
    'enc rows/s',
    'raw rows/s',
  ];
  console.log('\n' + row(head, w));
  for (const line of lines) {
    const ratio = `${(line.encrypted / line.raw).toFixed(1)}x`;
    const perSecond = (millis: number) => n(line.rows / (millis / 1000));
    console.log(
      row(
        [
          line.name,
          n(line.rows),
          n(line.records),
          ms(line.encrypted),
          ms(line.raw),
          ratio,
          perSecond(line.encrypted),
          perSecond(line.raw),
        ],
        w,
      ),
    );
  }
  console.log('(ratio: encrypted / raw, of the medians; rows/s: server rows per second)');

  const rows = breakdownRuns[0]!.rows;
  const steps: [string, number][] = Object.entries(BREAKDOWN_STEPS).map(([step, name]) => [
    name,
    median(breakdownRuns.map((r) => r.steps[step as BreakdownStep])),
  ]);
  const both = (tableMs: Record<'appointment' | 'visit', number>) => tableMs.appointment + tableMs.visit;
  steps.push([
    'whole encrypted sync of the two (table above)',
    median(encryptedRuns.map((r) => both(r.tableMs))),
  ]);
  steps.push(['raw rows, one bulkPut per table (table above)', median(rawRuns.map((r) => both(r.tableMs)))]);
  const bw = [50, 7, 7];
  console.log(`\nappointment + visit taken apart (${n(rows)} rows, pages of 100), each step alone, medians:`);
  console.log(row(['step', 'ms', 'µs/row'], bw));
  for (const [name, value] of steps)
    console.log(row([name, ms(value), ((value * 1000) / rows).toFixed(1)], bw));
}

const { url, browser, close } = await openBenchPage({
  root: here,
  entry: 'page.ts',
  title: 'initial sync bench',
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(url);
  await page.waitForFunction(() => 'initialSyncBench' in globalThis);
  const b = bench(page);

  // A small caseload through every measure first, so the first timed run does not pay for a cold JIT.
  await b.prepare(WARM_UP);
  await b.encrypted(0);
  await b.raw(0);
  await b.breakdown(0);

  const summary = await b.prepare(SIZE);
  const encryptedRuns: EncryptedRun[] = [];
  const rawRuns: RawRun[] = [];
  const breakdownRuns: BreakdownRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Alternating which goes first, so neither always meets the other's leftovers (compaction, GC).
    if (run % 2) {
      encryptedRuns.push(await b.encrypted(run));
      rawRuns.push(await b.raw(run));
    } else {
      rawRuns.push(await b.raw(run));
      encryptedRuns.push(await b.encrypted(run));
    }
    breakdownRuns.push(await b.breakdown(run));
    const [encrypted, raw] = [encryptedRuns.at(-1)!, rawRuns.at(-1)!];
    console.error(`run ${run}/${RUNS}: encrypted ${ms(encrypted.totalMs)} ms, raw ${ms(raw.totalMs)} ms`);
  }
  report(browser.version(), summary, encryptedRuns, rawRuns, breakdownRuns);
} finally {
  await close();
}
