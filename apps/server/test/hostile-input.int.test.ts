import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FIELD_VALUE_MAX_DEPTH,
  formatMessage,
  signatureImageLimitParams,
  type VisitWriteResult,
} from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { signaturePng } from '../src/seed/signature-png.ts';
import { createRandom } from '../src/seed/random.ts';
import { captureLog, type TestServer } from './harness.ts';
import {
  newNote,
  NOW,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';
import { damagedPngs, hugeDeclaredPng } from './png-fixtures.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';
import { parsePdf } from './pdf-text.ts';

// Issue 30: no image stops the server. A write refuses a signature image that is not a PNG the server can draw
// within SIGNATURE_IMAGE_LIMITS, and stores a good one as its base64 alone; a PDF prints an image stored before
// the fix as a labelled gap; a field value nested past FIELD_VALUE_MAX_DEPTH is a 400. No image reaches a log.

const log = captureLog();
let server: TestServer;
let alice: string;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice },
  } = await startDocumentsServer(['alice'], {}, { logStream: log.stream }));
});
afterAll(() => server.close());

const drawn = signaturePng(createRandom(30));
const badImages = { 'a header declaring 16000 × 16000 pixels': hugeDeclaredPng(), ...damagedPngs() };
const notPngText = formatMessage('documentWrite.signatureNotPng');
const tooLargeText = formatMessage('documentWrite.signatureTooLarge', signatureImageLimitParams);

/** A pad as a device sends it; one stored before issue 31 asked whose signature it is has no role. */
const pad = (name: string, signature: string, role: 'client' | null = 'client') => ({
  name,
  signature,
  signedDate: '2026-03-10T15:00:00.000Z',
  unableToCollectYN: 'N' as const,
  unableReason: null,
  docSignaturePadId: null,
  role,
});
const padsOnly = (...pads: ReturnType<typeof pad>[]) => ({
  externalSignatures: pads,
  signedBy: null,
  signedDate: null,
  nextStaffId: null,
});

describe('a document write’s external signatures (issue 30)', () => {
  it.each(Object.entries(badImages))('refuses %s', async (name, image) => {
    const note = newNote(server, templates.note, { signature: padsOnly(pad('Client, Ann (Self)', image)) });
    const { status, body } = await writeDocuments(server, [note], alice);
    expect(status).toBe(200);
    const expected = name.includes('16000') ? tooLargeText : notPngText;
    expect(body.resources[0].errors).toMatchObject([{ code: 'document_rejected', message: expected }]);
  });

  it('takes a data URL and stores the base64 alone, so a resend of either form is the same document', async () => {
    const asDataUrl = padsOnly(pad('Client, Ann (Self)', `data:image/png;base64,${drawn}`));
    const note = newNote(server, templates.note, { signature: asDataUrl });
    const first = (await writeDocuments(server, [note], alice)).body.resources[0];
    expect(first.errors).toEqual([]);
    const row = await storedDocument(server, first.id);
    expect(row!.signature!.externalSignatures[0]!.signature).toBe(drawn);
    const resent = {
      ...note,
      id: first.id,
      baseVersion: 1,
      signature: padsOnly(pad('Client, Ann (Self)', drawn)),
    };
    expect((await writeDocuments(server, [resent], alice)).body.resources[0]).toMatchObject({ version: 1 });
  });
});

describe('a visit write’s client signature (issue 30)', () => {
  let nextTempId = -3000;
  let hour = 8;
  /** A visit started on an appointment of its own earlier today, with the client's signature `image`. */
  async function visitWithSignature(image: string) {
    const start = new Date(Date.UTC(2026, 2, 10, hour++));
    const appointment = newAppointment(
      server.fixture,
      nextTempId--,
      start,
      new Date(start.getTime() + 3_000_000),
    );
    const booked = await server.post(
      '/evv/write/appointment',
      { deviceId: 'device-30', resources: [appointment] },
      alice,
    );
    expect(booked.body.resources[0].errors).toEqual([]);
    const visit = visitStart(server.fixture, nextTempId--, booked.body.resources[0].activityLogId, start);
    const verify = visitVerify(visit, 'Kept', new Date(start.getTime() + 1_800_000));
    const written = await server.post(
      '/evv/write/visit',
      { deviceId: 'device-30', resources: [{ ...verify, clientSig: image }] },
      alice,
    );
    expect(written.status).toBe(200);
    return written.body.resources[0] as VisitWriteResult;
  }

  it.each(Object.entries(badImages))('refuses %s', async (name, image) => {
    const expected = name.includes('16000')
      ? formatMessage('server.signatureTooLarge', signatureImageLimitParams)
      : formatMessage('server.signatureNotPng');
    expect((await visitWithSignature(image)).errors).toMatchObject([
      { code: 'visit_rejected', message: expected },
    ]);
  });

  it('stores a data URL’s base64 alone', async () => {
    const { evvVisitId, errors } = await visitWithSignature(`data:image/png;base64,${drawn}`);
    expect(errors).toEqual([]);
    const [visit] = await server.database.db.select().from(t.visits).where(eq(t.visits.id, evvVisitId));
    expect(visit!.signature).toBe(drawn);
  });
});

describe('the PDF of a document holding images stored before the fix (issue 30)', () => {
  it('prints each image it cannot draw as a labelled gap, and the rest of the document', async () => {
    const stored = [
      pad('Client, Ann (Self)', drawn, null),
      pad('Gail Guardian', `data:image/png;base64,${drawn}`, null),
      ...Object.values(badImages).map((image, i) => pad(`Witness ${i + 1}`, image, null)),
    ];
    const f = server.fixture;
    const [row] = await server.database.db
      .insert(t.documents)
      .values({
        accountId: f.accountId,
        serviceDocumentId: templates.consent,
        clientId: f.clients.clientA.clientId,
        staffId: f.staff.alice.staffId,
        organizationId: f.orgs.orgA.id,
        serviceDate: '2026-03-09',
        documentName: 'Consent for Treatment',
        documentCode: 'CFT',
        documentStatus: 'Signed',
        fullySigned: true,
        moduleData: [],
        signature: padsOnly(...stored),
        changedAt: NOW,
      })
      .returning();
    const { status, body } = await server.post(
      '/evv/read/documentPdf',
      { documentId: row!.id, force: true },
      alice,
    );
    expect(status).toBe(200);
    const { text, images } = await parsePdf(body.resources[0].pdf);
    expect(images).toBe(2);
    const gap = formatMessage('documentPdf.signatureImageUnavailable');
    expect(text.split(gap)).toHaveLength(Object.keys(badImages).length + 1);
    expect(text).toContain(`Witness ${Object.keys(badImages).length}Guardian`);
  });
});

describe('a field value nested past the limit (issue 30)', () => {
  it('is a 400 naming the value, however deep', async () => {
    for (const depth of [FIELD_VALUE_MAX_DEPTH + 1, 10_000, 1_000_000]) {
      const note = newNote(server, templates.note, {
        moduleData: [
          { moduleId: 11, moduleType: 'cf', fieldData: [{ key: '1101', value: 0 }], formValidated: true },
        ],
      });
      // Written out by hand: JSON.stringify itself cannot write a value nested this deep.
      const body = JSON.stringify({ deviceId: 'tablet-0030', resources: [note] }).replace(
        '"value":0',
        `"value":${'['.repeat(depth)}"x"${']'.repeat(depth)}`,
      );
      const { status, body: reply } = await server.post('/evv/write/document', body, alice);
      expect(status).toBe(400);
      expect(reply.errors).toMatchObject([
        {
          field: 'resources.0.moduleData.0.fieldData.0.value',
          message: `resources.0.moduleData.0.fieldData.0.value: ${formatMessage('documentWrite.valueTooDeep', { max: FIELD_VALUE_MAX_DEPTH })}`,
        },
      ]);
    }
  });

  it('takes a value nested to the limit', async () => {
    const value = JSON.parse(`${'['.repeat(FIELD_VALUE_MAX_DEPTH)}"x"${']'.repeat(FIELD_VALUE_MAX_DEPTH)}`);
    const note = newNote(server, templates.note, {
      moduleData: [
        { moduleId: 11, moduleType: 'cf', fieldData: [{ key: '1101', value }], formValidated: true },
      ],
    });
    expect((await writeDocuments(server, [note], alice)).body.resources[0].errors).toEqual([]);
  });
});

describe('the log', () => {
  it('holds no image and no value of these requests', () => {
    const fragments = [drawn, ...Object.values(badImages)].map((image) => image.slice(8, 40));
    expect(log.lines.filter((line) => fragments.some((fragment) => line.includes(fragment)))).toEqual([]);
    expect(log.lines.filter((line) => line.includes('[[[['))).toEqual([]);
  });
});
