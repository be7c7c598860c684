import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import type { TestServer } from './harness.ts';
import {
  acceptedDocument,
  newNote,
  page,
  staffSignature,
  coSignature,
  NOW,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

let server: TestServer;
let alice: string;
let carol: string;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice, carol },
  } = await startDocumentsServer(['alice', 'carol']));
});
afterAll(() => server.close());

const write = (resources: unknown[], token = alice, deviceId?: string) =>
  writeDocuments(server, resources, token, deviceId);
const accepted = (resource: Record<string, unknown>, token = alice, deviceId?: string) =>
  acceptedDocument(server, resource, token, deviceId);

describe('/evv/write/document (spec 2 §7)', () => {
  it('creates a document, answers resources[0].id with version 1 and the status core computes', async () => {
    const note = newNote(server, templates.note);
    const result = await accepted(note);
    expect(result).toMatchObject({ tempId: note.id, version: 1, documentStatus: 'Incomplete' });
    expect(result.id).toBeGreaterThan(0);
    const row = await storedDocument(server, result.id);
    expect(row).toMatchObject({
      documentName: 'Progress Note',
      documentCode: 'PN',
      serviceDocumentVersion: 1,
      staffId: server.fixture.staff.alice.staffId,
      fullySigned: false,
    });
  });

  it('keeps the time the device started a document within the offline window, else its own (issue 30)', async () => {
    const twoHoursAgo = new Date(NOW.getTime() - 2 * 60 * 60 * 1000).toISOString();
    const started = await accepted({ ...newNote(server, templates.note), startedDate: twoHoursAgo });
    expect((await storedDocument(server, started.id))!.startedAt.toISOString()).toBe(twoHoursAgo);
    const later = { ...newNote(server, templates.note), id: started.id, baseVersion: 1 };
    await accepted({ ...later, startedDate: NOW.toISOString() });
    expect((await storedDocument(server, started.id))!.startedAt.toISOString()).toBe(twoHoursAgo);
    for (const claim of ['2026-03-11T16:00:00.000Z', '2025-01-01T00:00:00.000Z', undefined]) {
      const note = await accepted({ ...newNote(server, templates.note), startedDate: claim });
      // The server's clock, set to NOW, runs on during the test.
      const at = (await storedDocument(server, note.id))!.startedAt.getTime();
      expect(at - NOW.getTime()).toBeGreaterThanOrEqual(0);
      expect(at - NOW.getTime()).toBeLessThan(60_000);
    }
  });

  it('stores a document once however often its temporary id is sent', async () => {
    const note = newNote(server, templates.note);
    const first = await accepted(note);
    const again = await accepted(note);
    expect(again).toMatchObject({ id: first.id, version: 1 });
    const rows = await server.database.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.staffId, server.fixture.staff.alice.staffId));
    expect(rows.filter((row) => row.id === first.id)).toHaveLength(1);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('carries on from the first send when a temporary id comes back with more work', async () => {
    const note = newNote(server, templates.note);
    const first = await accepted(note);
    const more = await accepted({ ...note, moduleData: [page(11, true), page(12, true)] });
    expect(more).toMatchObject({ id: first.id, version: 2, documentStatus: 'Unsigned' });
  });

  it('raises the version on each accepted write and answers a resend after a lost reply as stored', async () => {
    const created = await accepted(newNote(server, templates.note));
    const edit = {
      ...newNote(server, templates.note),
      id: created.id,
      baseVersion: 1,
      moduleData: [page(11, true), page(12, true)],
    };
    expect(await accepted(edit)).toMatchObject({ id: created.id, version: 2, documentStatus: 'Unsigned' });
    expect(await accepted(edit)).toMatchObject({ id: created.id, version: 2, documentStatus: 'Unsigned' });
  });

  it('refuses a write based on an older version with its own code, and sends the server copy', async () => {
    const created = await accepted(newNote(server, templates.note));
    const base = { ...newNote(server, templates.note), id: created.id, baseVersion: 1 };
    await accepted({ ...base, moduleData: [page(11, true, 'from the tablet'), page(12, false)] });
    const { status, body } = await write(
      [{ ...base, moduleData: [page(11, true, 'from the phone'), page(12, false)] }],
      alice,
      'phone-0002',
    );
    expect(status).toBe(200);
    const [refused] = body.resources;
    expect(refused.errors).toMatchObject([
      { code: 'document_version_conflict', message: formatMessage('documentWrite.versionConflict') },
    ]);
    expect(refused.current).toMatchObject({ id: created.id, version: 2 });
    expect(refused.current.moduleData[0].fieldData[0].value).toBe('from the tablet');
    expect((await storedDocument(server, created.id))!.version).toBe(2);
  });

  it('marks a document Signed and fully signed when its author signs, and then refuses every change', async () => {
    const aliceId = server.fixture.staff.alice.staffId;
    const signed = await accepted(
      newNote(server, templates.note, {
        moduleData: [page(11, true), page(12, true)],
        signature: staffSignature(aliceId),
        fullySigned: true,
      }),
    );
    expect(signed).toMatchObject({ version: 1, documentStatus: 'Signed' });
    expect((await storedDocument(server, signed.id))!.fullySigned).toBe(true);
    const change = { ...newNote(server, templates.note), id: signed.id, baseVersion: 1 };
    const { body } = await write([change]);
    expect(body.resources[0].errors).toMatchObject([
      { code: 'document_final', message: 'This document is signed and can no longer be changed.' },
    ]);
    expect(body.resources[0].current).toMatchObject({ id: signed.id, fullySigned: true });
    const removal = await write([{ ...change, deleted: true }]);
    expect(removal.body.resources[0].errors[0].code).toBe('document_final');
  });

  it('lets the next staff member named sign after the author, and only then is it fully signed', async () => {
    const { alice: a, carol: c } = server.fixture.staff;
    const first = await accepted(
      newNote(server, templates.note, {
        moduleData: [page(11, true), page(12, true)],
        signature: staffSignature(a.staffId, c.staffId),
      }),
    );
    expect(first.documentStatus).toBe('Signed');
    expect((await storedDocument(server, first.id))!.fullySigned).toBe(false);
    const second = await accepted(
      {
        ...newNote(server, templates.note),
        id: first.id,
        baseVersion: 1,
        moduleData: [page(11, true), page(12, true)],
        signature: coSignature(a.staffId, c.staffId, 'F'.repeat(64)),
      },
      carol,
    );
    expect(second).toMatchObject({ version: 2, documentStatus: 'Signed' });
    expect((await storedDocument(server, first.id))!.fullySigned).toBe(true);
  });

  it('refuses a next staff signer outside the caller’s organizations', async () => {
    const { alice: a, bob: b } = server.fixture.staff;
    const { body } = await write([
      newNote(server, templates.note, {
        moduleData: [page(11, true), page(12, true)],
        signature: staffSignature(a.staffId, b.staffId),
      }),
    ]);
    expect(body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.nextStaffNotFound'));
  });

  it('refuses signing before every page is confirmed, and fullySigned before it is', async () => {
    const aliceId = server.fixture.staff.alice.staffId;
    const early = await write([newNote(server, templates.note, { signature: staffSignature(aliceId) })]);
    expect(early.body.resources[0].errors).toMatchObject([
      { code: 'document_rejected', message: formatMessage('documentWrite.notValidated') },
    ]);
    const claimed = await write([newNote(server, templates.note, { fullySigned: true })]);
    expect(claimed.body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.notFullySigned'));
  });

  it('deletes the author’s Incomplete or Unsigned document to a tombstone, once', async () => {
    const created = await accepted(newNote(server, templates.note));
    const removal = { ...newNote(server, templates.note), id: created.id, baseVersion: 1, deleted: true };
    expect(await accepted(removal)).toMatchObject({ id: created.id, version: 2 });
    expect((await storedDocument(server, created.id))!.deletedAt).not.toBeNull();
    expect(await accepted(removal)).toMatchObject({ id: created.id, version: 2 });
    const byCarol = await write([{ ...removal, baseVersion: 2 }], carol);
    expect(byCarol.body.resources[0].errors[0].code).toBe('document_not_found');
  });

  it('deletes a document by its temporary id, unless it changed on the server since its first send', async () => {
    const note = newNote(server, templates.note);
    const first = await accepted(note);
    expect(await accepted({ ...note, deleted: true })).toMatchObject({ id: first.id, version: 2 });
    const other = newNote(server, templates.note);
    const second = await accepted(other);
    await accepted({ ...other, id: second.id, baseVersion: 1, moduleData: [page(11, true), page(12, true)] });
    const { body } = await write([{ ...other, deleted: true }]);
    expect(body.resources[0].errors[0].code).toBe('document_version_conflict');
  });

  it('answers a deletion of a document the server never stored as done', async () => {
    const never = { ...newNote(server, templates.note), deleted: true };
    expect(await accepted(never)).toMatchObject({ id: never.id, version: 0, documentStatus: null });
  });

  it('collects external signatures on a document waiting for them, and then it is fully signed', async () => {
    const f = server.fixture;
    const [row] = await server.database.db
      .insert(t.documents)
      .values({
        accountId: f.accountId,
        serviceDocumentId: templates.consent,
        clientId: f.clients.clientA.clientId,
        staffId: f.staff.alice.staffId,
        organizationId: f.orgs.orgA.id,
        serviceDate: '2026-03-02',
        documentName: 'Consent for Treatment',
        documentCode: 'CFT',
        documentStatus: 'External Signature Needed',
        pdfUrl: '/documents/CFT-1.pdf',
      })
      .returning();
    const slot = { signedDate: null, docSignaturePadId: null };
    const resource = {
      ...newNote(server, templates.consent),
      id: row!.id,
      baseVersion: 1,
      serviceDate: '2026-03-02',
      moduleData: [],
      fullySigned: true,
      signature: {
        externalSignatures: [
          {
            ...slot,
            name: 'Client, Ann (Self)',
            // A real 1×1 PNG: the write takes only images it can draw (issue 30).
            signature:
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            unableToCollectYN: 'N',
            role: 'client' as const,
            unableReason: null,
          },
          {
            ...slot,
            name: null,
            signature: null,
            unableToCollectYN: 'Y',
            role: 'client' as const,
            unableReason: 'Guardian not present',
          },
        ],
        signedBy: null,
        signedDate: null,
        nextStaffId: null,
      },
    };
    // The pads the device keeps as they are drawn (issue 16) are a draft: only the write that says fullySigned
    // signs the document (spec 2 §7).
    expect(await accepted({ ...resource, fullySigned: false })).toMatchObject({
      version: 2,
      documentStatus: 'External Signature Needed',
    });
    expect((await storedDocument(server, row!.id))!.fullySigned).toBe(false);
    expect(await accepted({ ...resource, baseVersion: 2 })).toMatchObject({
      version: 3,
      documentStatus: 'Signed',
    });
    const stored = await storedDocument(server, row!.id);
    expect(stored).toMatchObject({ fullySigned: true, pdfUrl: '/documents/CFT-1.pdf' });
  });
});
