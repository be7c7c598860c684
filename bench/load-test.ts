// Load test (issue 18 §6): DEVICES simulated devices, each signing in, running a first sync and writing
// visits (bench/load/device.ts), against two server processes on PostgreSQL behind a small round-robin load
// balancer (bench/load/balancer.ts), all started here on loopback and stopped at the end. Bounded in time
// (LOAD_MAX_SECONDS, then every request still open is aborted) and in traffic (a fixed script per device).
// Prints devices, requests, errors, p50/p95/p99 and req/s, then checks in the database that no visit was
// lost or doubled. Needs DATABASE_URL (a PostgreSQL server; a fresh database is made and dropped).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:load
//   LOAD_DEVICES=100 LOAD_VISITS=2 LOAD_RAMP_SECONDS=20 LOAD_MAX_SECONDS=300 (defaults: 500, 2, 60, 600)
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import * as t from '../apps/server/src/db/schema/index.ts';
import type { Database } from '../apps/server/src/db/connection.ts';
import { openLoadDatabase } from './load/database.ts';
import { runDevice, type VisitAnswers } from './load/device.ts';
import { PASSWORD, seedDevices } from './load/seed.ts';
import { summarize, type Sample } from './load/stats.ts';

const DEVICES = Number(process.env.LOAD_DEVICES ?? 500);
const VISITS = Number(process.env.LOAD_VISITS ?? 2);
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 60);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 600);
const SERVER_PORTS = [18_081, 18_082];
const BALANCER_PORT = 18_080;
const root = fileURLToPath(new URL('..', import.meta.url));

const children: ChildProcess[] = [];

/** Starts a TypeScript entry point as its own process and waits until it says it is ready. */
function start(entry: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout.on('data', look);
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before it was ready`)));
  });
}

/** Device i connects from 127.1.x.y: the balancer and servers see one address per device, on loopback. */
const deviceAddress = (i: number) => `127.1.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const database = await openLoadDatabase(process.env.DATABASE_URL);
  try {
    const now = new Date();
    const { fixture, users } = await seedDevices(database.db, DEVICES, VISITS, now);
    const serverEnv = {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    };
    for (const port of SERVER_PORTS) {
      await start('apps/server/src/main.ts', [], { ...serverEnv, PORT: String(port) }, /is running at/);
    }
    await start('bench/load/balancer.ts', [BALANCER_PORT, ...SERVER_PORTS].map(String), {}, /ready/);

    const samples: Sample[] = [];
    const abort = new AbortController();
    // Every open request listens for the time limit.
    setMaxListeners(DEVICES + 10, abort.signal);
    const deadline = setTimeout(() => abort.abort(), MAX_SECONDS * 1000);
    const began = performance.now();
    const answers = await Promise.all(
      users.map(async (user, i) => {
        await new Promise((resolve) => setTimeout(resolve, (RAMP_SECONDS * 1000 * i) / DEVICES));
        if (abort.signal.aborted) return new Map() as VisitAnswers;
        return runDevice(
          user,
          {
            balancer: BALANCER_PORT,
            address: deviceAddress(i),
            password: PASSWORD,
            organizationId: fixture.orgs.orgA.id,
            signal: abort.signal,
            timeoutMs: 120_000,
          },
          samples,
        );
      }),
    );
    clearTimeout(deadline);
    const seconds = (performance.now() - began) / 1000;

    console.log(
      `\nload test: ${DEVICES} devices (${VISITS} visits each, ramp ${RAMP_SECONDS} s), 2 server processes ` +
        `on PostgreSQL behind a round-robin balancer, loopback${abort.signal.aborted ? '; STOPPED at the time limit' : ''}`,
    );
    console.log(summarize(samples, seconds));
    const problems = await checkVisits(database.db, users, answers);
    console.log(problems.length === 0 ? 'records: none lost, none doubled' : problems.join('\n'));
    const errors = samples.filter((s) => s.error !== null).length;
    if (errors > 0 || problems.length > 0 || abort.signal.aborted) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await database.close();
  }
}

/**
 * Afterwards, in the database: every appointment a device was told has a visit has exactly one, the one it
 * was told (every send and resend), and no appointment has more than one visit or receipt per temporary id.
 */
async function checkVisits(db: Database, users: { appointmentIds: number[] }[], answers: VisitAnswers[]) {
  const appointmentIds = users.flatMap((u) => u.appointmentIds);
  const visits = await db
    .select({ id: t.visits.id, appointmentId: t.visits.appointmentId })
    .from(t.visits)
    .where(inArray(t.visits.appointmentId, appointmentIds));
  const stored = new Map<number, number[]>();
  for (const v of visits) stored.set(v.appointmentId, [...(stored.get(v.appointmentId) ?? []), v.id]);
  const problems: string[] = [];
  for (const [appointmentId, ids] of stored) {
    if (ids.length > 1) problems.push(`doubled: appointment ${appointmentId} has ${ids.length} visits`);
  }
  let told = 0;
  for (const deviceAnswers of answers) {
    for (const [appointmentId, ids] of deviceAnswers) {
      told++;
      const kept = stored.get(appointmentId) ?? [];
      if (kept.length === 0)
        problems.push(`lost: appointment ${appointmentId}'s visit ${ids[0]} is not stored`);
      else if (ids.some((id) => id !== kept[0]))
        problems.push(
          `answered differently: appointment ${appointmentId}: told ${ids.join(', ')}, stored ${kept[0]}`,
        );
    }
  }
  const expected = users.length * VISITS;
  console.log(`visits: ${visits.length} stored for ${expected} appointments; ${told} answered to devices`);
  if (told !== expected) problems.push(`only ${told} of ${expected} visit writes were answered`);
  if (visits.length !== told) problems.push(`${visits.length} visits stored but ${told} answered`);
  return problems;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
