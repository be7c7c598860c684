// Read benchmark (issue: server): requests per second for /evv/read/appointment pages of 100 rows over HTTP,
// beside the same page query run directly on the database in this process. The ratio is the figure: what the
// HTTP layer, auth, scope and serialization cost on top of the query. Runs on PGlite, and on PostgreSQL too
// when DATABASE_URL is set. Bounded: a fixed number of requests per measurement.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { readerFor } from '../apps/server/src/read/readers.ts';
import { organizationScope } from '../apps/server/src/scope/organizations.ts';
import { openTestDatabase } from '../apps/server/test/test-database.ts';
import { buildFixture, PASSWORD } from '../apps/server/test/fixtures.ts';
import { BASIC } from '../apps/server/test/harness.ts';

const APPOINTMENTS = 5000;
const REQUESTS = 400;
const PAGE = 100;

async function benchEngine(engine: 'pglite' | 'postgres') {
  process.env.TEST_ENGINE = engine;
  const database = await openTestDatabase();
  const f = await buildFixture(database.db);
  const [clientProgram] = await database.db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  const base = Date.UTC(2026, 0, 1, 8);
  const rows = Array.from({ length: APPOINTMENTS }, (_, i) => ({
    accountId: f.accountId,
    staffId: f.staff.alice.staffId,
    clientId: f.clients.clientA.clientId,
    organizationId: f.orgs.orgA.id,
    programId: f.programId,
    clientProgramId: clientProgram!.id,
    activityId: f.activityId,
    serviceLocationId: f.serviceLocationId,
    appointmentDate: '2026-01-01',
    startAt: new Date(base + i * 3_600_000),
    endAt: new Date(base + i * 3_600_000 + 1_800_000),
    status: 'None',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(t.appointments).values(rows.slice(i, i + 500));

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
  const offsetOf = (i: number) => (i * PAGE) % APPOINTMENTS;

  const principal = {
    userId: f.staff.alice.userId,
    staffId: f.staff.alice.staffId,
    accountId: f.accountId,
    currentOrganizationId: f.orgs.orgA.id,
    username: 'alice',
  };
  const scopeIds = await organizationScope(database.db, principal);
  const reader = readerFor('appointment')!;
  const direct = await measure(async (i) => {
    const page = await reader.read(
      { db: database.db, principal, scopeIds },
      {
        limit: PAGE,
        offset: offsetOf(i),
      },
    );
    if (page.resources.length !== PAGE) throw new Error('short page');
  });
  const http = await measure(async (i) => {
    const response = await fetch(`${url}/evv/read/appointment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: PAGE, offset: offsetOf(i) }),
    });
    const body = (await response.json()) as { resources: unknown[] };
    if (body.resources.length !== PAGE) throw new Error('short page');
  });
  await app.close();
  await database.close();
  console.log(
    `${engine.padEnd(9)} direct query ${direct.toFixed(0).padStart(6)} pages/s   HTTP ${http.toFixed(0).padStart(6)} req/s   ratio HTTP/direct ${(http / direct).toFixed(2)}`,
  );
}

/** Pages per second over REQUESTS sequential calls, after a short warm-up. */
async function measure(call: (i: number) => Promise<void>): Promise<number> {
  for (let i = 0; i < 20; i++) await call(i);
  const start = performance.now();
  for (let i = 0; i < REQUESTS; i++) await call(i);
  return REQUESTS / ((performance.now() - start) / 1000);
}

console.log(
  `read benchmark: ${APPOINTMENTS} appointments, pages of ${PAGE}, ${REQUESTS} sequential requests each`,
);
await benchEngine('pglite');
if (process.env.DATABASE_URL) await benchEngine('postgres');
