import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { isServedTable, readReplySchema, readTables } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import type { TestServer } from './harness.ts';
import { startReadServer } from './read-fixture.ts';
import { testEngine } from './test-database.ts';

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  ({ server, alice, bob } = await startReadServer());
});
afterAll(() => server.close());

const read = (table: string, body: unknown = {}, token = alice) =>
  server.post(`/evv/read/${table}`, body, token);

async function addAppointment(staffId: number, clientId: number, organizationId: number, startHour: number) {
  const f = server.fixture;
  const [clientProgram] = await server.database.db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, clientId));
  const start = new Date(Date.UTC(2026, 0, 5, startHour));
  const [row] = await server.database.db
    .insert(t.appointments)
    .values({
      accountId: f.accountId,
      staffId,
      clientId,
      organizationId,
      programId: f.programId,
      clientProgramId: clientProgram!.id,
      activityId: f.activityId,
      serviceLocationId: f.serviceLocationId,
      appointmentDate: '2026-01-05',
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      status: 'None',
    })
    .returning();
  return row!;
}

describe('every table of spec 1 §7 and spec 2 §7', () => {
  it('answers with resources, hasMoreRecords and a syncTime', async () => {
    for (const table of readTables) {
      const { status, body } = await read(table);
      expect({ table, status }).toEqual({ table, status: 200 });
      expect(Array.isArray(body.resources)).toBe(true);
      expect(typeof body.hasMoreRecords).toBe('boolean');
    }
  });

  it('refuses an unknown table, or a path in its name, with 404 and errors[]', async () => {
    for (const table of [
      'nosuchtable',
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E',
      'users',
      'refresh_tokens',
      'constructor',
      '__proto__',
    ]) {
      const { status, body } = await read(table);
      expect({ table, status }).toEqual({ table, status: 404 });
      expect(body.errors[0].message).toBeTruthy();
    }
  });
});

describe('paging (spec 1 §7)', () => {
  it('pages with limit and offset, saying whether more records follow', async () => {
    const f = server.fixture;
    for (let hour = 8; hour < 13; hour++)
      await addAppointment(f.staff.alice.staffId, f.clients.clientA.clientId, f.orgs.orgA.id, hour);
    const first = await read('appointment', { limit: 2, offset: 0 });
    const second = await read('appointment', { limit: 2, offset: 2 });
    const last = await read('appointment', { limit: 2, offset: 4 });
    expect(first.body.resources).toHaveLength(2);
    expect(first.body.hasMoreRecords).toBe(true);
    expect(first.body.totalRecords).toBe(5);
    expect(second.body.hasMoreRecords).toBe(true);
    expect(second.body.totalRecords).toBeUndefined();
    expect(last.body.resources).toHaveLength(1);
    expect(last.body.hasMoreRecords).toBe(false);
    const ids = [...first.body.resources, ...second.body.resources, ...last.body.resources].map(
      (a: any) => a.appointmentId,
    );
    expect(new Set(ids).size).toBe(5);
  });

  it('skips no row when a row of an earlier page is deleted while the device pages', async () => {
    const all = (await read('appointment', { limit: 1000 })).body.resources.map((a: any) => a.appointmentId);
    const first = await read('appointment', { limit: 2, offset: 0 });
    const deleted = first.body.resources[0].appointmentId;
    await server.database.db
      .update(t.appointments)
      .set({ deletedAt: new Date() })
      .where(eq(t.appointments.id, deleted));
    const seen = first.body.resources.map((a: any) => a.appointmentId);
    for (let offset = 2; ; offset += 2) {
      const page = await read('appointment', { limit: 2, offset });
      seen.push(...page.body.resources.map((a: any) => a.appointmentId));
      if (!page.body.hasMoreRecords) break;
    }
    expect(new Set(seen)).toEqual(new Set(all));
  });

  it('reads staff in pages of 1000 by default, and caps a page at 1000', async () => {
    expect((await read('staff')).body.resources.length).toBeGreaterThan(0);
    expect((await read('staff', { limit: 1001 })).status).toBe(400);
  });

  it('reads the staff of another organization who also work in one of the caller’s (spec 1 §6)', async () => {
    const { staff, orgs } = server.fixture;
    const staffIds = async () =>
      ((await read('staff', { limit: 1000 })).body.resources as { staffId: number }[]).map((r) => r.staffId);
    expect(await staffIds()).not.toContain(staff.bob.staffId);
    await server.database.db
      .insert(t.staffOrganizations)
      .values({ staffId: staff.bob.staffId, organizationId: orgs.orgA.id });
    expect(await staffIds()).toContain(staff.bob.staffId);
    await server.database.db
      .delete(t.staffOrganizations)
      .where(eq(t.staffOrganizations.staffId, staff.bob.staffId));
  });
});

describe('incremental reads (lastSync)', () => {
  it('return rows changed since, and deleted rows as tombstones without their data', async () => {
    const f = server.fixture;
    const full = await read('allergy');
    const syncTime = full.body.syncTime as string;
    expect(full.body.resources.length).toBeGreaterThan(0);
    expect((await read('allergy', { lastSync: syncTime })).body.resources).toEqual([]);

    const [added] = await server.database.db
      .insert(t.allergies)
      .values({ clientId: f.clients.clientA.clientId, allergyName: 'Latex', allergyType: 'Environmental' })
      .returning();
    const [gone] = await server.database.db
      .update(t.allergies)
      .set({ deletedAt: new Date() })
      .where(
        and(eq(t.allergies.allergyName, 'Penicillin'), eq(t.allergies.clientId, f.clients.clientA.clientId)),
      )
      .returning();
    const changes = (await read('allergy', { lastSync: syncTime })).body.resources;
    expect(changes).toContainEqual(
      expect.objectContaining({ allergyId: added!.id, allergyName: 'Latex', deletedDate: null }),
    );
    const tombstone = changes.find((r: any) => r.allergyId === gone!.id);
    expect(tombstone.deletedDate).toBeTruthy();
    expect(tombstone.allergyName).toBeUndefined();
    // A full read carries it as a tombstone too: rows never leave a read's selection, so paging skips none.
    const fullAfter = (await read('allergy')).body.resources.find((r: any) => r.allergyId === gone!.id);
    expect(fullAfter).toEqual({
      allergyId: gone!.id,
      changedDate: expect.any(String),
      deletedDate: expect.any(String),
    });
  });

  it.skipIf(testEngine !== 'postgres')('never misses a row committed while a read runs', async () => {
    const f = server.fixture;
    const url = new URL(process.env.DATABASE_URL!);
    // The test database: the same server, the database the harness made for this file.
    const databaseName = ((await server.database.db.execute('select current_database() as name')) as any)
      .rows[0].name;
    url.pathname = `/${databaseName}`;
    const writer = new pg.Client({ connectionString: url.toString() });
    await writer.connect();
    await writer.query('begin');
    await writer.query(
      `insert into allergies (client_id, allergy_name, allergy_type) values ($1, 'Bee stings', 'Environmental')`,
      [f.clients.clientA.clientId],
    );
    // The device reads while that write is still open: it cannot see the row yet.
    const during = await read('allergy');
    expect(during.body.resources.map((r: any) => r.allergyName)).not.toContain('Bee stings');
    await writer.query('commit');
    await writer.end();
    // Its next incremental read, from the syncTime it was given, brings the row.
    const next = await read('allergy', { lastSync: during.body.syncTime });
    expect(next.body.resources.map((r: any) => r.allergyName)).toContain('Bee stings');
  });
});

describe('organization scope (spec 1 §6)', () => {
  it('shows a staff member only the clients, appointments and visits of their organizations', async () => {
    const f = server.fixture;
    const theirs = await addAppointment(f.staff.bob.staffId, f.clients.clientB.clientId, f.orgs.orgB.id, 15);
    const aliceClients = (await read('client')).body.resources.map((c: any) => c.clientId);
    expect(aliceClients).toContain(f.clients.clientA.clientId);
    expect(aliceClients).toContain(f.clients.clientA1.clientId); // a descendant organization's client
    expect(aliceClients).not.toContain(f.clients.clientB.clientId);
    expect(
      (await read('appointment', { limit: 1000 })).body.resources.map((a: any) => a.appointmentId),
    ).not.toContain(theirs.id);
    expect((await read('allergy', { clientId: f.clients.clientB.clientId })).body.resources).toEqual([]);
    expect((await read('address', { clientId: f.clients.clientB.clientId })).body.resources).toEqual([]);
    // Bob sees his own.
    expect((await read('client', {}, bob)).body.resources.map((c: any) => c.clientId)).toEqual([
      f.clients.clientB.clientId,
    ]);
    expect((await read('appointment', {}, bob)).body.resources.map((a: any) => a.appointmentId)).toContain(
      theirs.id,
    );
  });

  it('passes a client id to clinical reads', async () => {
    const f = server.fixture;
    const own = await read('allergy', { clientId: f.clients.clientA1.clientId });
    expect(own.body.resources.every((r: any) => r.clientId === f.clients.clientA1.clientId)).toBe(true);
    expect(own.body.resources.length).toBeGreaterThan(0);
  });

  it('logs each page of client data it answers, in the same statement, with the rows the reply holds', async () => {
    const f = server.fixture;
    const db = server.database.db;
    const clientId = f.clients.clientA1.clientId;
    const logged = () =>
      db
        .select()
        .from(t.accessLog)
        .where(eq(t.accessLog.staffId, f.staff.alice.staffId))
        .orderBy(t.accessLog.id);
    const before = (await logged()).length;
    const page = await read('client', { limit: 1 });
    const allergies = await read('allergy', { clientId });
    // A page without rows is not logged; nor is a table without client data.
    const none = await read('appointment', { lastSync: '2099-01-01T00:00:00.000Z' });
    await read('activity');
    expect(page.body.resources).toHaveLength(1);
    expect(page.body.hasMoreRecords).toBe(true);
    expect(allergies.body.resources.length).toBeGreaterThan(0);
    expect(none.body.resources).toEqual([]);
    const rows = (await logged()).slice(before);
    expect(
      rows.map(({ tableName, clientId: client, rowCount }) => ({ tableName, client, rowCount })),
    ).toEqual([
      { tableName: 'client', client: null, rowCount: 1 },
      { tableName: 'allergy', client: clientId, rowCount: allergies.body.resources.length },
    ]);
  });
});

describe('bad input', () => {
  it('is a 4xx with errors[], never a 500', async () => {
    const cases: [string, unknown][] = [
      ['malformed JSON', '{"limit": 5,'],
      ['wrong type', { limit: 'ten' }],
      ['negative offset', { offset: -1 }],
      ['unknown field', { limitt: 5 }],
      ['bad date', { lastSync: 'yesterday' }],
      ['array body', [1, 2, 3]],
      ['oversize', { lastSync: 'x'.repeat(100_000) }],
    ];
    for (const [name, body] of cases) {
      const { status, body: reply } = await read('client', body);
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(reply.errors.length).toBeGreaterThan(0);
    }
    const huge = await read('client', JSON.stringify({ lastSync: 'x'.repeat(5 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.errors).toHaveLength(1);
  });
});

// Last in the file, so the rows and deletions of the tests above are in the replies.
describe('the read contract (core read-resources)', () => {
  it('answers every table it names with live rows and tombstones a device accepts', async () => {
    let checkedRows = 0;
    for (const table of readTables.filter(isServedTable)) {
      for (const body of [{}, { lastSync: '2000-01-01T00:00:00.000Z' }]) {
        const reply = await read(table, body);
        const checked = readReplySchema(table).safeParse(reply.body);
        expect({ table, issues: checked.error?.issues ?? [] }).toEqual({ table, issues: [] });
        checkedRows += checked.data?.resources.length ?? 0;
      }
    }
    const appointments = await read('appointment', { lastSync: '2000-01-01T00:00:00.000Z' });
    expect(appointments.body.resources.length).toBeGreaterThan(0);
    expect(checkedRows).toBeGreaterThan(appointments.body.resources.length);
  });
});
