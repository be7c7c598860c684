import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { documentPdfResponse, formatMessage } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { signaturePng } from '../src/seed/signature-png.ts';
import { createRandom } from '../src/seed/random.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fixClock, NOW } from './documents-fixture.ts';
import { parsePdf } from './pdf-text.ts';

let server: TestServer;
let alice: string;
let bob: string;
let signedId: number;
beforeAll(async () => {
  server = await startTestServer();
  fixClock(server);
  alice = await server.login('alice');
  bob = await server.login('bob');
  signedId = await insertSignedDocument(server);
});
afterAll(() => server.close());

const readPdf = (body: unknown, token = alice) => server.post('/evv/read/documentPdf', body, token);

/** A progress note of alice's for Ann, its page filled by label, signed by Ann, a guardian and alice. */
async function insertSignedDocument(s: TestServer): Promise<number> {
  const { db } = s.database;
  const f = s.fixture;
  const field = (
    id: string,
    label: string,
    order: number,
    options: { key: string; text: string }[] = [],
  ) => ({
    id,
    name: id,
    type: options.length ? 'DropDown' : 'Text Area',
    label,
    order,
    options,
  });
  const [form] = await db
    .insert(t.configurableForms)
    .values({
      accountId: f.accountId,
      name: 'Visit Note',
      fields: [
        field('mood', 'Mood Observed', 2, [{ key: 'M2', text: 'Calm and cooperative' }]),
        field('narrative', 'Session Narrative', 1),
      ],
      rules: [],
    })
    .returning();
  const templateId = await createTemplate(db, {
    accountId: f.accountId,
    setupId: 7001,
    description: 'Progress Note',
    code: 'PN',
    modules: [{ moduleId: 71, name: 'Visit Note', order: 1, moduleType: 'cf', referenceId: form!.id }],
    signatureConfiguration: {
      numberOfExternalSignatures: 2,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 1,
      multipleSignature: false,
    },
  });
  const pad = (name: string, seed: number, signedDate: string) => ({
    name,
    signature: signaturePng(createRandom(seed)),
    signedDate,
    unableToCollectYN: 'N' as const,
    unableReason: null,
    docSignaturePadId: null,
  });
  const [row] = await db
    .insert(t.documents)
    .values({
      accountId: f.accountId,
      serviceDocumentId: templateId,
      clientId: f.clients.clientA.clientId,
      staffId: f.staff.alice.staffId,
      organizationId: f.orgs.orgA.id,
      serviceDate: '2026-03-09',
      documentName: 'Progress Note',
      documentCode: 'PN',
      documentStatus: 'Signed',
      fullySigned: true,
      moduleData: [
        {
          moduleId: 71,
          moduleType: 'cf',
          fieldData: [
            { key: 'mood', value: 'M2' },
            { key: 'narrative', value: 'Reviewed the medication schedule with the client.' },
          ],
          formValidated: true,
        },
      ],
      signature: {
        externalSignatures: [
          pad('Client, Ann (Self)', 1, '2026-03-09T15:00:00.000Z'),
          pad('Gail Guardian', 2, '2026-03-09T15:02:00.000Z'),
        ],
        signedBy: f.staff.alice.staffId,
        signedDate: '2026-03-09T15:05:00.000Z',
        nextStaffId: null,
      },
    })
    .returning();
  return row!.id;
}

describe('/evv/read/documentPdf (spec 2 §7)', () => {
  it('renders a signed document with the client, values by label, and each signer’s name, time, meaning and image', async () => {
    const { status, body } = await readPdf({ documentId: signedId });
    expect(status).toBe(200);
    expect(documentPdfResponse.safeParse(body).error).toBeUndefined();
    const { text, pageCount, images } = await parsePdf(body.resources[0].pdf);
    // One form page and its signatures flow onto one sheet (issue 31 item 6: a page is a heading, not a break).
    expect(pageCount).toBe(1);
    expect(text).toContain('Client: Client, Ann');
    expect(text).toContain('Service Date: 03/09/2026');
    expect(text).toContain('Session Narrative: Reviewed the medication schedule with the client.');
    expect(text).toContain('Mood Observed: Calm and cooperative');
    expect(text.indexOf('Session Narrative')).toBeLessThan(text.indexOf('Mood Observed'));
    expect(text).toContain('Client, Ann (Self)Client, 03/09/2026 11:00 AM EDT');
    expect(text).toContain('Gail GuardianGuardian, 03/09/2026 11:02 AM EDT');
    expect(text).toContain('Tester, aliceStaff, 03/09/2026 11:05 AM EDT');
    expect(images).toBe(2);
  });

  it('sends the same PDF again from the database, and renders it anew with force or a new version', async () => {
    const { db } = server.database;
    const first = (await readPdf({ documentId: signedId })).body.resources[0];
    await db.update(t.documentPdfs).set({ pdf: 'Y2FjaGVk' }).where(eq(t.documentPdfs.documentId, signedId));
    expect((await readPdf({ documentId: signedId })).body.resources[0].pdf).toBe('Y2FjaGVk');
    const forced = (await readPdf({ documentId: signedId, force: true })).body.resources[0];
    expect(forced).toEqual(first);

    await db.update(t.documents).set({ version: 2 }).where(eq(t.documents.id, signedId));
    const second = (await readPdf({ documentId: signedId })).body.resources[0];
    expect(second.version).toBe(2);
    const kept = await db.select().from(t.documentPdfs).where(eq(t.documentPdfs.documentId, signedId));
    expect(kept.map((row) => row.version)).toEqual([2]);
  });

  it('answers with an exceptionMessage while another request renders it, and takes over a claim left too long', async () => {
    const { db } = server.database;
    await db.delete(t.documentPdfs).where(eq(t.documentPdfs.documentId, signedId));
    const [doc] = await db.select().from(t.documents).where(eq(t.documents.id, signedId));
    const key = { documentId: signedId, version: doc!.version };
    await db.insert(t.documentPdfs).values({ ...key, pdf: null, claimedAt: NOW });
    const busy = await readPdf({ documentId: signedId });
    expect(busy.body).toEqual({ exceptionMessage: formatMessage('documentPdf.producing') });

    await db
      .update(t.documentPdfs)
      .set({ claimedAt: new Date(NOW.getTime() - 61_000) })
      .where(and(eq(t.documentPdfs.documentId, signedId), eq(t.documentPdfs.version, key.version)));
    const taken = await readPdf({ documentId: signedId });
    expect(taken.body.resources[0].pdf.length).toBeGreaterThan(1000);
  });

  it('renders a version once when several requests ask at the same time', async () => {
    const { db } = server.database;
    await db.delete(t.documentPdfs).where(eq(t.documentPdfs.documentId, signedId));
    const replies = await Promise.all([1, 2, 3, 4].map(() => readPdf({ documentId: signedId })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const pdfs = replies.flatMap((reply) => (reply.body.resources ? [reply.body.resources[0].pdf] : []));
    const waiting = replies.filter((reply) => reply.body.exceptionMessage);
    expect(pdfs.length + waiting.length).toBe(4);
    expect(pdfs.length).toBeGreaterThan(0);
    expect(new Set(pdfs).size).toBe(1);
    const rows = await db.select().from(t.documentPdfs).where(eq(t.documentPdfs.documentId, signedId));
    expect(rows).toHaveLength(1);
  });

  it('writes a view audit event for each PDF sent', async () => {
    const { db } = server.database;
    const views = () =>
      db
        .select()
        .from(t.auditEvents)
        .where(and(eq(t.auditEvents.actionType, 'view'), eq(t.auditEvents.pageName, 'documentPdf')));
    const before = (await views()).length;
    await readPdf({ documentId: signedId });
    const after = await views();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      staffId: server.fixture.staff.alice.staffId,
      clientId: server.fixture.clients.clientA.clientId,
    });
  });

  it('answers another organization’s document, an unknown one and bad input without a PDF', async () => {
    const hidden = await readPdf({ documentId: signedId }, bob);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ errors: [{ message: formatMessage('server.notFound') }] });
    expect((await readPdf({ documentId: 999_999 })).status).toBe(404);
    const bad = await readPdf({ documentId: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.length).toBeGreaterThan(0);
    expect((await readPdf({ documentId: signedId, extra: 1 })).status).toBe(400);
  });
});
