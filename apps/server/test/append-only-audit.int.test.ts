import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { signatures } from './documents-fixture.ts';
import { clientAAppointmentRow, openFixtureDatabase, type Fixture } from './fixtures.ts';

// Issue 31 item 5: the audit tables are append-only for every statement that removes or changes rows: UPDATE
// and DELETE (row triggers) and TRUNCATE (statement triggers, migration 0009), a TRUNCATE reaching them by
// CASCADE included. docs/security.md says what a superuser could still do. Visit corrections (issue 32 item 5,
// migration 0017) are kept the same way.

let database: DatabaseHandle;
let fixture: Fixture;
beforeAll(async () => {
  ({ database, fixture } = await openFixtureDatabase());
  const db = database.db;
  const alice = fixture.staff.alice.staffId;
  const templateId = await createTemplate(db, {
    accountId: fixture.accountId,
    setupId: 1,
    description: 'Note',
    code: 'N',
    modules: [],
    signatureConfiguration: signatures(0, 1, 1),
  });
  const [document] = await db
    .insert(t.documents)
    .values({
      accountId: fixture.accountId,
      serviceDocumentId: templateId,
      clientId: fixture.clients.clientA.clientId,
      staffId: alice,
      organizationId: fixture.orgs.orgA.id,
      serviceDate: '2026-03-10',
      documentName: 'Note',
      documentCode: 'N',
      documentStatus: 'Signed',
    })
    .returning();
  await db.insert(t.signatureAudit).values({
    accountId: fixture.accountId,
    organizationId: fixture.orgs.orgA.id,
    documentId: document!.id,
    documentVersion: 1,
    meaning: 'staff',
    signerStaffId: alice,
    signerName: 'alice Tester',
    signedAt: new Date('2026-03-10T15:00:00Z'),
    contentHash: 'A'.repeat(64),
    recordedByStaffId: alice,
    recordedAt: new Date('2026-03-10T15:00:01Z'),
  });
  await db.insert(t.auditEvents).values({
    accountId: fixture.accountId,
    staffId: alice,
    organizationId: fixture.orgs.orgA.id,
    eventDateTime: new Date('2026-03-10T15:00:00Z'),
    actionType: 'Sign',
    pageName: 'EVV Service Document Signature',
    deviceEventId: 'event-1',
  });
  // Issue 32 item 5: a supervisor's correction of a verified visit is evidence too.
  const [clientProgram] = await db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, fixture.clients.clientA.clientId));
  const carol = fixture.staff.carol.staffId;
  const start = new Date('2026-03-10T14:00:00Z');
  const end = new Date('2026-03-10T15:00:00Z');
  const [appointment] = await db
    .insert(t.appointments)
    .values({ ...clientAAppointmentRow(fixture, clientProgram!.id, carol, start, end), status: 'Kept' })
    .returning();
  const [visit] = await db
    .insert(t.visits)
    .values({
      accountId: fixture.accountId,
      appointmentId: appointment!.id,
      staffId: carol,
      clientId: fixture.clients.clientA.clientId,
      organizationId: fixture.orgs.orgA.id,
      activityId: fixture.activityId,
      appointmentStatus: 'Kept',
      visitStatus: 'verify',
      complete: 1,
      beginActualDateTime: start,
      endActualDateTime: end,
    })
    .returning();
  await db.insert(t.visitCorrections).values({
    organizationId: fixture.orgs.orgA.id,
    visitId: visit!.id,
    madeByStaffId: alice,
    madeAt: new Date('2026-03-11T09:00:00Z'),
    startAt: new Date('2026-03-10T14:05:00Z'),
    endAt: end,
    reasonCodeId: fixture.reasonCodeId,
    memo: 'Arrived five minutes late',
  });
});
afterAll(() => database.close());

const APPEND_ONLY = ['signature_audit', 'audit_events', 'visit_corrections'] as const;

const rowCount = async (table: (typeof APPEND_ONLY)[number]) =>
  Number(
    (await queryRows<{ n: number }>(database.db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]!
      .n,
  );

/** What the database answers a statement: the message of its refusal (drizzle wraps it as the cause), or null. */
const refusalOf = (statement: SQL) =>
  database.db.execute(statement).then(
    () => null,
    (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
  );

describe('the audit tables are append-only (issue 31 item 5)', () => {
  it.each(APPEND_ONLY)('%s refuses UPDATE, DELETE and TRUNCATE, and keeps its rows', async (table) => {
    const name = sql.identifier(table);
    expect(await refusalOf(sql`update ${name} set organization_id = organization_id`)).toBe(
      `${table} is append-only`,
    );
    expect(await refusalOf(sql`delete from ${name}`)).toBe(`${table} is append-only`);
    expect(await refusalOf(sql`truncate ${name}`)).toBe(`${table} is append-only`);
    expect(await rowCount(table)).toBe(1);
  });

  it('refuses a TRUNCATE of the tables they refer to, which would CASCADE to them', async () => {
    expect(await refusalOf(sql`truncate documents, staff cascade`)).toMatch(/ is append-only$/);
    for (const table of APPEND_ONLY) expect(await rowCount(table)).toBe(1);
  });
});
