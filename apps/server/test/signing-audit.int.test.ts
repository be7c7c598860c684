import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { contentHash, formatMessage, type ModuleData } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import type { TestServer } from './harness.ts';
import {
  NOW,
  TODAY,
  acceptedDocument,
  cfPage,
  coSignature,
  newNote,
  page,
  staffSignature,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

// Issue 16 item 3: each signing is appended to signature_audit with who, when, meaning and the SHA-256 of the
// content as signed; the content of a signed document cannot change; the table refuses updates and deletes.

// A 1×1 white PNG, as a pad sends it (base64, no data: prefix).
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

let server: TestServer;
let alice: string;
let carol: string;
let templates: DocumentTemplates;
let padNote: number;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice, carol },
  } = await startDocumentsServer(['alice', 'carol']));
  padNote = await createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId: 9,
    description: 'Progress Note With Client Signature',
    code: 'PNC',
    modules: [cfPage(11, 1), cfPage(12, 2)],
    signatureConfiguration: {
      numberOfExternalSignatures: 1,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 0,
      multipleSignature: false,
    },
  });
});
afterAll(() => server.close());

const DEVICE = 'tablet-0042';
const write = (resources: unknown[], token = alice) => writeDocuments(server, resources, token, DEVICE);
const accepted = async (resource: Record<string, unknown>, token = alice) =>
  (await acceptedDocument(server, resource, token, DEVICE)) as {
    id: number;
    version: number;
    documentStatus: string;
  };

const auditOf = (documentId: number) =>
  server.database.db
    .select()
    .from(t.signatureAudit)
    .where(eq(t.signatureAudit.documentId, documentId))
    .orderBy(asc(t.signatureAudit.id));

const clientPad = (name: string) => ({
  name,
  signature: PNG,
  signedDate: `${TODAY}T15:20:00.000Z`,
  unableToCollectYN: 'N',
  role: 'client' as const,
  unableReason: null,
  docSignaturePadId: null,
});

const confirmed = [page(11, true, 'calm'), page(12, true, 'walked')];
/** The device started its notes at 15:00, so the times it gives its signatures after that are kept (issue 31). */
const STARTED = `${TODAY}T15:00:00.000Z`;

describe('signature_audit (issue 16 item 3)', () => {
  it('records the client and the staff signing with meaning, time and the hash of the content as signed', async () => {
    const { alice: a } = server.fixture.staff;
    const signed = await accepted(
      newNote(server, padNote, {
        moduleData: confirmed,
        startedDate: STARTED,
        signature: { ...staffSignature(a.staffId), externalSignatures: [clientPad('Able, Anna (Self)')] },
        fullySigned: true,
      }),
    );
    expect(signed.documentStatus).toBe('Signed');
    const row = (await storedDocument(server, signed.id))!;
    const hash = await contentHash({
      serviceDocumentId: padNote,
      serviceDocumentVersion: 1,
      clientId: row.clientId,
      clientProgramId: null,
      serviceDate: TODAY,
      moduleData: confirmed as ModuleData[],
    });
    const audit = await auditOf(signed.id);
    expect(audit.map((entry) => [entry.meaning, entry.signerName, entry.signerStaffId])).toEqual([
      ['client', 'Able, Anna (Self)', null],
      ['staff', 'alice Tester', a.staffId],
    ]);
    for (const entry of audit) {
      expect(entry.contentHash).toBe(hash);
      expect(entry.contentHash).toMatch(/^[0-9A-F]{64}$/);
      expect(entry).toMatchObject({ documentVersion: 1, recordedByStaffId: a.staffId });
      expect(entry.recordedAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
    }
    expect(audit[0]!.signedAt.toISOString()).toBe(`${TODAY}T15:20:00.000Z`);
    expect(audit[1]!.signedAt.toISOString()).toBe(`${TODAY}T15:30:00.000Z`);
  });

  it('records an external signer as the role asked on the pad, an other role in its words (issue 31 item 4)', async () => {
    const pad = { ...clientPad('Sam Able'), role: 'other', roleOther: 'Foster carer' };
    const drawn = await accepted(
      newNote(server, padNote, {
        moduleData: confirmed,
        startedDate: STARTED,
        signature: { externalSignatures: [pad], signedBy: null, signedDate: null, nextStaffId: null },
      }),
    );
    expect((await auditOf(drawn.id)).map((entry) => [entry.meaning, entry.signerName])).toEqual([
      ['other: Foster carer', 'Sam Able'],
    ]);
    const pdf = await server.post('/evv/read/documentPdf', { documentId: drawn.id }, alice);
    expect(pdf.status).toBe(200);
  });

  it('records nothing for a write without a new signature, and nothing again for a resend', async () => {
    const { alice: a } = server.fixture.staff;
    const note = newNote(server, templates.note);
    const draft = await accepted(note);
    expect(await auditOf(draft.id)).toHaveLength(0);
    const signing = {
      ...note,
      id: draft.id,
      baseVersion: 1,
      moduleData: confirmed,
      signature: staffSignature(a.staffId),
    };
    await accepted(signing);
    await accepted(signing);
    expect((await auditOf(draft.id)).map((entry) => entry.meaning)).toEqual(['staff']);
  });

  it('refuses a change to the content of a document signed and waiting for its co-signer, but takes the co-signature', async () => {
    const { alice: a, carol: c } = server.fixture.staff;
    const note = newNote(server, templates.note, {
      moduleData: confirmed,
      startedDate: STARTED,
      signature: staffSignature(a.staffId, c.staffId),
    });
    const first = await accepted(note);
    expect((await storedDocument(server, first.id))!.fullySigned).toBe(false);

    const changed = await write([
      { ...note, id: first.id, baseVersion: 1, moduleData: [page(11, true, 'edited'), page(12, true)] },
    ]);
    expect(changed.status).toBe(200);
    expect(changed.body.resources[0].errors).toMatchObject([
      { code: 'document_signed', message: formatMessage('documentWrite.signedContent') },
    ]);
    expect(changed.body.resources[0].current).toMatchObject({ id: first.id, version: 1 });
    expect((await storedDocument(server, first.id))!.moduleData).toEqual(confirmed);

    // A co-signature that would replace the author's is refused: every signature given is kept.
    const replacing = await write(
      [{ ...note, id: first.id, baseVersion: 1, signature: staffSignature(c.staffId) }],
      carol,
    );
    expect(replacing.body.resources[0].errors).toMatchObject([
      { code: 'document_rejected', message: formatMessage('documentWrite.signatureRemoved') },
    ]);

    const hash = await contentHash({ ...note, moduleData: confirmed as ModuleData[] });
    const cosigned = coSignature(a.staffId, c.staffId, hash);
    await accepted({ ...note, id: first.id, baseVersion: 1, signature: cosigned }, carol);
    expect((await storedDocument(server, first.id))!.signature).toEqual(cosigned);
    const audit = await auditOf(first.id);
    expect(audit.map((entry) => [entry.meaning, entry.signerStaffId, entry.documentVersion])).toEqual([
      ['staff', a.staffId, 1],
      ['co-signing staff', c.staffId, 2],
    ]);
    expect(audit[0]!.contentHash).toBe(audit[1]!.contentHash);
    expect((await storedDocument(server, first.id))!.fullySigned).toBe(true);
  });

  it('refuses a staff signature while an external signature is neither captured nor marked unable', async () => {
    const { alice: a } = server.fixture.staff;
    const { body } = await write([
      newNote(server, padNote, { moduleData: confirmed, signature: staffSignature(a.staffId) }),
    ]);
    expect(body.resources[0].errors).toMatchObject([
      { code: 'document_rejected', message: formatMessage('documentWrite.externalNotCaptured') },
    ]);
    const unable = await accepted(
      newNote(server, padNote, {
        moduleData: confirmed,
        signature: {
          ...staffSignature(a.staffId),
          externalSignatures: [
            { ...clientPad(''), name: null, signature: null, unableToCollectYN: 'Y', unableReason: 'Asleep' },
          ],
        },
      }),
    );
    expect((await auditOf(unable.id)).map((entry) => entry.meaning)).toEqual(['staff']);
  });

  it('is append-only: the database refuses to update or delete a signing', async () => {
    const { alice: a } = server.fixture.staff;
    const signed = await accepted(
      newNote(server, templates.note, { moduleData: confirmed, signature: staffSignature(a.staffId) }),
    );
    const db = server.database.db;
    await expect(
      db.execute(
        sql`update signature_audit set signer_name = 'someone else' where document_id = ${signed.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from signature_audit where document_id = ${signed.id}`),
    ).rejects.toThrow();
    expect(await auditOf(signed.id)).toHaveLength(1);
  });
});
