// Read benchmark (issue 18 §4): pages of 100 rows of /evv/read/appointment per second over HTTP, beside the same
// page read run directly on the database in this process. The ratio is the figure: what the HTTP layer, auth,
// scope, rate limit, access log and serialization cost on top of the query. Both ways of paging are measured:
// offset (pages 0..49 of 5,000 rows, in turn) and keyset (afterKey, the same pages). Runs on PGlite, and on
// PostgreSQL too when DATABASE_URL is set. Bounded: a fixed number of requests per measurement.
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { readerFor } from '../apps/server/src/read/readers.ts';
import { organizationScope } from '../apps/server/src/scope/organizations.ts';
import type { TestEngine } from '../apps/server/test/test-database.ts';
import {
  alicePrincipal,
  openFixtureDatabase,
  clientAAppointmentRow,
  PASSWORD,
} from '../apps/server/test/fixtures.ts';
import { BASIC } from '../apps/server/test/harness.ts';
import type { DatabaseHandle } from '../apps/server/src/db/connection.ts';
import { cpuSpent, readCpu } from './support/cpu-time.ts';
import { median } from './support/statistics.ts';
import { startPageClient } from './support/page-client.ts';

const APPOINTMENTS = 5000;
const REQUESTS = 160;
const ROUNDS = 5;
/**
 * Rounds run and not counted first, for each way of paging: V8 compiles the HTTP path's many functions over its
 * first few hundred requests (a third of a millisecond of each of them in background compiler threads), and a
 * server serving thousands of reads a minute runs compiled code.
 */
const SETTLING_ROUNDS = 2;
const PAGE = 100;
const WARM_UP = 20;

interface PageBody {
  limit: number;
  offset?: number;
  afterKey?: number;
}

async function benchEngine(engine: TestEngine) {
  const { database, fixture: f } = await openFixtureDatabase(engine);
  const [clientProgram] = await database.db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  const base = Date.UTC(2026, 0, 1, 8);
  const rows = Array.from({ length: APPOINTMENTS }, (_, i) => {
    const startAt = new Date(base + i * 3_600_000);
    const endAt = new Date(base + i * 3_600_000 + 1_800_000);
    return clientAAppointmentRow(f, clientProgram!.id, f.staff.alice.staffId, startAt, endAt);
  });
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(t.appointments).values(rows.slice(i, i + 500));
  // Statistics, as autovacuum keeps them on a live database: without them the planner takes the fresh tables
  // for empty and sorts all of the caregiver's rows for every page.
  await database.db.execute(sql`analyze`);

  const app = await buildApp({ config: { ...readConfig({}), rateLimitPerMinute: 1_000_000 }, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${url}/evv/authorization/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      account: 'acme',
      username: 'alice',
      password: PASSWORD,
    }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const pageCount = APPOINTMENTS / PAGE;
  // The key before page n: keys are the ids, in insertion order; page 0 has none.
  const keys = (await database.db.select({ id: t.appointments.id }).from(t.appointments)).map((r) => r.id);
  keys.sort((a, b) => a - b);
  const offsetPage = (i: number): PageBody => ({ limit: PAGE, offset: (i % pageCount) * PAGE });
  const keysetPage = (i: number): PageBody => {
    const n = i % pageCount;
    return n === 0 ? { limit: PAGE } : { limit: PAGE, afterKey: keys[n * PAGE - 1]! };
  };

  const principal = alicePrincipal(f);
  const scopeIds = await organizationScope(database.db, principal);
  const reader = readerFor('appointment')!;
  const direct = (pageOf: (i: number) => PageBody) =>
    measure(database, async (i) => {
      const page = await reader.read({ db: database.db, principal, scopeIds }, { offset: 0, ...pageOf(i) });
      if (page.resources.length !== PAGE) throw new Error('short page');
    });
  // The client runs in its own process, as a device does: this process's CPU is the server's alone.
  const client = startPageClient(database);
  const http = async (pageOf: (i: number) => PageBody): Promise<Rate> => {
    const run = await client.run({
      url,
      path: '/evv/read/appointment',
      token,
      bodies: Array.from({ length: WARM_UP + REQUESTS }, (_, i) => pageOf(i)),
      warmUp: WARM_UP,
      rows: PAGE,
    });
    return {
      wall: run.requests / run.seconds,
      cpu: run.serverCpu === null ? null : run.requests / run.serverCpu,
      clientCpuMs: (run.clientCpu * 1000) / run.requests,
    };
  };
  for (const [paging, pageOf] of [
    ['offset', offsetPage],
    ['keyset', keysetPage],
  ] as const) {
    const rounds: { d: Rate; h: Rate }[] = [];
    // Each round measures both, in turns of which goes first: a moment when the machine is busier weighs on both.
    for (let round = -SETTLING_ROUNDS; round < ROUNDS; round++) {
      const measured =
        round % 2 === 0
          ? await direct(pageOf).then(async (d) => ({ d, h: await http(pageOf) }))
          : await http(pageOf).then(async (h) => ({ d: await direct(pageOf), h }));
      if (round >= 0) rounds.push(measured);
    }
    const of = (pick: (r: { d: Rate; h: Rate }) => number | null | undefined) =>
      median(rounds.map(pick).filter((value): value is number => typeof value === 'number'));
    const cpuRatios = rounds.flatMap(({ d, h }) => (d.cpu && h.cpu ? [h.cpu / d.cpu] : []));
    const cpuRatio = cpuRatios.length
      ? `${median(cpuRatios).toFixed(2)}, ${Math.min(...cpuRatios).toFixed(2)}–${Math.max(...cpuRatios).toFixed(2)}`
      : 'n/a';
    console.log(
      `${database.engine.padEnd(8)} ${paging}  direct ${figure(of((r) => r.d.wall))} pages/s ` +
        `${figure(of((r) => r.d.cpu))} /CPU-s   HTTP ${figure(of((r) => r.h.wall))} pages/s ` +
        `${figure(of((r) => r.h.cpu))} /CPU-s   ratio ${of((r) => r.h.wall / r.d.wall).toFixed(2)} ` +
        `(CPU ${cpuRatio})   client ${of((r) => r.h.clientCpuMs).toFixed(2)} CPU-ms/page`,
    );
  }
  client.close();
  await app.close();
  await database.close();
}

interface Rate {
  /** Pages per second of wall-clock time. */
  wall: number;
  /** Pages per CPU-second of this process and the database's (null where those are out of sight). */
  cpu: number | null;
  /** HTTP: the client process's CPU milliseconds per page, not counted in `cpu`. */
  clientCpuMs?: number;
}

/** Rates over REQUESTS sequential calls, after a short warm-up. */
async function measure(database: DatabaseHandle, call: (i: number) => Promise<void>): Promise<Rate> {
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const cpuBefore = await readCpu(database);
  const start = performance.now();
  for (let i = WARM_UP; i < WARM_UP + REQUESTS; i++) await call(i);
  const wall = REQUESTS / ((performance.now() - start) / 1000);
  const cpu = cpuSpent(cpuBefore, await readCpu(database));
  return { wall, cpu: cpu === null ? null : REQUESTS / cpu };
}

/** A rate, or n/a where it is out of sight (null, or the median of no rounds, when /proc does not show the database). */
const figure = (value: number | null) =>
  (value === null || Number.isNaN(value) ? 'n/a' : value.toFixed(0)).padStart(5);

console.log(
  `read benchmark: ${APPOINTMENTS} appointments, pages of ${PAGE}; ${ROUNDS} rounds of ${REQUESTS} sequential ` +
    `requests each way after ${SETTLING_ROUNDS} uncounted, medians (CPU ratio: median, lowest–highest round); ` +
    `/CPU-s: pages per CPU-second of this process (HTTP: the server; its client runs in a process of its own) and the database's`,
);
console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
await benchEngine('pglite');
if (process.env.DATABASE_URL) await benchEngine('postgres');
