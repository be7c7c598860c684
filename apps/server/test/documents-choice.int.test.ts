import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { cfPage, fixClock, newNote, TODAY } from './documents-fixture.ts';

// The fixture's clients are born 1950-05-06: 75 on TODAY (2026-03-10).
let server: TestServer;
let alice: string;
let appointmentId: number;
let otherActivityAppointmentId: number;
const templates = { walked: 0, notWalked: 0, elders: 0, children: 0, programWalked: 0 };

const template = (setupId: number, description: string, ages: { ageFrom?: number; ageTo?: number } = {}) =>
  createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId,
    description,
    code: `T${setupId}`,
    modules: [cfPage(setupId * 10 + 1, 1)],
    signatureConfiguration: {
      numberOfExternalSignatures: 0,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 1,
      multipleSignature: false,
    },
    ...ages,
  });

async function appointmentOf(activityId: number) {
  const f = server.fixture;
  const db = server.database.db;
  const [clientProgram] = await db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  const start = new Date(`${TODAY}T14:00:00Z`);
  const [row] = await db
    .insert(t.appointments)
    .values({
      accountId: f.accountId,
      staffId: f.staff.alice.staffId,
      clientId: f.clients.clientA.clientId,
      organizationId: f.orgs.orgA.id,
      programId: f.programId,
      clientProgramId: clientProgram!.id,
      activityId,
      serviceLocationId: f.serviceLocationId,
      appointmentDate: TODAY,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      status: 'Kept',
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  fixClock(server);
  alice = await server.login('alice');
  const f = server.fixture;
  const db = server.database.db;
  templates.walked = await template(71, 'Crosswalked Note');
  templates.notWalked = await template(72, 'Other Activity Note');
  templates.elders = await template(73, 'Elder Note', { ageFrom: 65, ageTo: 120 });
  templates.children = await template(74, 'Child Note', { ageFrom: 0, ageTo: 17 });
  templates.programWalked = await template(75, 'Other Program Note');
  const [otherActivity] = await db
    .insert(t.activities)
    .values({ accountId: f.accountId, description: 'Counseling', code: 'CN' })
    .returning();
  const [otherProgram] = await db
    .insert(t.programs)
    .values({ accountId: f.accountId, name: 'Day Program', code: 'DP', beginDate: '2020-01-01' })
    .returning();
  const walk = (serviceDocumentId: number, activityId: number, programId: number | null = null) => ({
    accountId: f.accountId,
    serviceDocumentId,
    activityId,
    programId,
    organizationId: null,
  });
  await db
    .insert(t.documentCrosswalks)
    .values([
      walk(templates.walked, f.activityId),
      walk(templates.notWalked, otherActivity!.id),
      walk(templates.elders, f.activityId),
      walk(templates.children, f.activityId),
      walk(templates.programWalked, f.activityId, otherProgram!.id),
    ]);
  appointmentId = await appointmentOf(f.activityId);
  otherActivityAppointmentId = await appointmentOf(otherActivity!.id);
});
afterAll(() => server.close());

async function errorsOf(serviceDocumentId: number, overrides: Record<string, unknown>) {
  const note = newNote(server, serviceDocumentId, {
    moduleData: [],
    clientProgramId: null,
    ...overrides,
  });
  const { status, body } = await server.post(
    '/evv/write/document',
    { deviceId: 'tablet-0001', resources: [note] },
    alice,
  );
  expect(status).toBe(200);
  return body.resources[0].errors as { code: string; message: string }[];
}

describe('/evv/write/document creates only a document the chooser offers (spec 2 §6, core documentChoices)', () => {
  it('accepts a template crosswalked to the appointment’s activity whose age range holds the client', async () => {
    expect(await errorsOf(templates.walked, { appointmentId })).toEqual([]);
    expect(await errorsOf(templates.elders, { appointmentId })).toEqual([]);
  });

  it('refuses a template not crosswalked to the activity, or only in another program', async () => {
    const notCrosswalked = [
      { code: 'document_rejected', message: formatMessage('documentWrite.templateNotCrosswalked') },
    ];
    expect(await errorsOf(templates.notWalked, { appointmentId })).toMatchObject(notCrosswalked);
    expect(await errorsOf(templates.walked, { appointmentId: otherActivityAppointmentId })).toMatchObject(
      notCrosswalked,
    );
    expect(await errorsOf(templates.programWalked, { appointmentId })).toMatchObject(notCrosswalked);
  });

  it('refuses a template whose age range leaves out the client on the service date', async () => {
    expect(await errorsOf(templates.children, { appointmentId })).toMatchObject([
      {
        code: 'document_rejected',
        message: formatMessage('documentWrite.templateAgeNotAllowed', { from: 0, to: 17 }),
      },
    ]);
    // Without an appointment no crosswalk limits the choice, but the age still does.
    expect(await errorsOf(templates.children, { appointmentId: null })).toHaveLength(1);
    expect(await errorsOf(templates.notWalked, { appointmentId: null })).toEqual([]);
  });

  it('stores nothing for a refused document', async () => {
    const rows = await server.database.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.serviceDocumentId, templates.children));
    expect(rows).toEqual([]);
  });
});
