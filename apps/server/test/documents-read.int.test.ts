import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { documentWriteResult, evvDocument, formatMessage, serviceDocument } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { publishTemplateVersion } from '../src/documents/template-versions.ts';
import type { TestServer } from './harness.ts';
import { testEngine } from './test-database.ts';
import {
  cfPage,
  newNote,
  page,
  staffSignature,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

let server: TestServer;
let alice: string;
let carol: string;
let bob: string;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice, carol, bob },
  } = await startDocumentsServer(['alice', 'carol', 'bob']));
});
afterAll(() => server.close());

const write = (resources: unknown[], token = alice) => writeDocuments(server, resources, token);
const read = (table: string, body: unknown, token = alice) => server.post(`/evv/read/${table}`, body, token);

async function created(resource: Record<string, unknown>, token = alice) {
  const { body } = await write([resource], token);
  expect(body.resources[0].errors).toEqual([]);
  return body.resources[0] as { id: number; version: number };
}

const ids = (resources: { id: number }[]) => resources.map((r) => r.id);

describe('/evv/read/evvdocuments scope (spec 2 §6)', () => {
  it('sends the author’s drafts and every fully signed document of the organization and its descendants', async () => {
    const f = server.fixture;
    const draft = await created(newNote(server, templates.note));
    const descendant = await created(
      newNote(server, templates.note, {
        clientId: f.clients.clientA1.clientId,
        organizationId: f.orgs.orgA1.id,
      }),
    );
    const signed = await created(
      newNote(server, templates.note, {
        moduleData: [page(11, true), page(12, true)],
        signature: staffSignature(f.staff.alice.staffId),
      }),
    );
    const forAlice = await read('evvdocuments', {});
    for (const resource of forAlice.body.resources)
      expect(evvDocument.safeParse(resource).error).toBeUndefined();
    expect(ids(forAlice.body.resources)).toEqual(
      expect.arrayContaining([draft.id, descendant.id, signed.id]),
    );
    const document = forAlice.body.resources.find((r: { id: number }) => r.id === draft.id);
    expect(document).toMatchObject({ version: 1, serviceDocumentVersion: 1, documentStatus: 'Incomplete' });

    // Carol, of the same organization, sees alice's signed document but not her drafts.
    const forCarol = ids((await read('evvdocuments', {}, carol)).body.resources);
    expect(forCarol).toContain(signed.id);
    expect(forCarol).not.toContain(draft.id);
    // Bob's organization is outside: none of them.
    const forBob = ids((await read('evvdocuments', {}, bob)).body.resources);
    expect(forBob).not.toContain(signed.id);
    expect(forBob).not.toContain(draft.id);
  });

  it('reads one document by documentId, and another organization’s as if it did not exist', async () => {
    const draft = await created(newNote(server, templates.note));
    const one = await read('evvdocuments', { documentId: draft.id });
    expect(ids(one.body.resources)).toEqual([draft.id]);
    const hidden = await read('evvdocuments', { documentId: draft.id }, bob);
    expect(hidden.status).toBe(200);
    expect(hidden.body.resources).toEqual([]);
  });

  it('answers a write to another organization’s document as if it did not exist', async () => {
    const draft = await created(newNote(server, templates.note));
    const edit = { ...newNote(server, templates.note), id: draft.id, baseVersion: 1 };
    const { body } = await write([edit], bob);
    expect(body.resources[0].errors).toMatchObject([
      { code: 'document_not_found', message: formatMessage('documentWrite.notFound') },
    ]);
    expect(body.resources[0].current).toBeUndefined();
    const unknown = await write([{ ...edit, id: 999_999 }]);
    expect(unknown.body.resources[0].errors[0].code).toBe('document_not_found');
  });

  it('refuses a new document for a client, organization or template outside the caller’s scope', async () => {
    const f = server.fixture;
    const client = await write([newNote(server, templates.note, { clientId: f.clients.clientB.clientId })]);
    expect(client.body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.clientNotFound'));
    const organization = await write([newNote(server, templates.note, { organizationId: f.orgs.orgB.id })]);
    expect(organization.body.resources[0].errors[0].message).toBe(
      formatMessage('appointment.organizationNotAllowed'),
    );
    const template = await write([newNote(server, templates.paOnly, { moduleData: [] })]);
    expect(template.body.resources[0].errors[0].message).toBe(
      formatMessage('documentWrite.templateNotFound'),
    );
  });

  it('sends a deleted document once more as a tombstone on the next incremental read', async () => {
    const before = (await read('evvdocuments', {})).body.syncTime;
    const draft = await created(newNote(server, templates.note));
    await created({ ...newNote(server, templates.note), id: draft.id, baseVersion: 1, deleted: true });
    const { body } = await read('evvdocuments', { lastSync: before });
    const tombstone = body.resources.find((r: { id: number }) => r.id === draft.id);
    expect(tombstone).toEqual({
      id: draft.id,
      changedDate: expect.any(String),
      deletedDate: expect.any(String),
    });
  });
});

describe('template versions: drafts keep the template they were started on', () => {
  it('validates a draft with its own version after the agency changes the template; new documents take the new one', async () => {
    const { db } = server.database;
    const template = await created(newNote(server, templates.note)); // a draft on version 1: pages 11 and 12
    const version = await publishTemplateVersion(db, templates.note, {
      modules: [cfPage(11, 1), cfPage(12, 2), cfPage(13, 3)],
    });
    expect(version).toBe(2);
    for (const resource of (await read('svcdoc', {})).body.resources) {
      expect(serviceDocument.safeParse(resource).error).toBeUndefined();
    }

    const svcdoc = (await read('svcdoc', {})).body.resources.filter(
      (r: { id: number }) => r.id === templates.note,
    );
    expect(svcdoc.map((r: { version: number; modules: unknown[] }) => [r.version, r.modules.length])).toEqual(
      [
        [1, 2],
        [2, 3],
      ],
    );

    // The draft still validates against version 1: both of its pages confirmed make it Unsigned.
    const finished = await created({
      ...newNote(server, templates.note),
      id: template.id,
      baseVersion: 1,
      moduleData: [page(11, true), page(12, true)],
    });
    expect(finished).toMatchObject({ version: 2 });
    expect(await storedDocument(server, template.id)).toMatchObject({
      serviceDocumentVersion: 1,
      documentStatus: 'Unsigned',
    });

    // A new document on version 2 has a third page to confirm; version 1's pages alone leave it Incomplete.
    const fresh = await created(
      newNote(server, templates.note, {
        serviceDocumentVersion: 2,
        moduleData: [page(11, true), page(12, true)],
      }),
    );
    expect((await storedDocument(server, fresh.id))!.documentStatus).toBe('Incomplete');

    // A draft cannot move to another version, and a version that does not exist is refused.
    const moved = await write([
      { ...newNote(server, templates.note), id: template.id, baseVersion: 2, serviceDocumentVersion: 2 },
    ]);
    expect(moved.body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.templateChanged'));
    const missing = await write([newNote(server, templates.note, { serviceDocumentVersion: 7 })]);
    expect(missing.body.resources[0].errors[0].message).toBe(
      formatMessage('documentWrite.templateVersionNotFound', { version: 7 }),
    );
  });
});

describe('concurrent writes of one document', () => {
  const sendFive = (id: number) =>
    Array.from({ length: 5 }, (_, i) =>
      server.post(
        '/evv/write/document',
        {
          deviceId: `device-000${i}`,
          resources: [
            {
              ...newNote(server, templates.note),
              id,
              baseVersion: 1,
              moduleData: [page(11, true, `device ${i}`), page(12, false)],
            },
          ],
        },
        alice,
      ),
    );

  async function expectOneWinner(id: number, sends: Promise<{ status: number; body: any }>[]) {
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) {
      expect(documentWriteResult.safeParse(answer.body.resources[0]).error).toBeUndefined();
    }
    const codes = answers.map((a) => a.body.resources[0].errors[0]?.code ?? 'accepted');
    expect(codes.filter((c) => c === 'accepted')).toHaveLength(1);
    expect(codes.filter((c) => c === 'document_version_conflict')).toHaveLength(4);
    expect((await storedDocument(server, id))!.version).toBe(2);
  }

  it('accept exactly one write from a version and answer the others with the conflict, never a 500', async () => {
    const draft = await created(newNote(server, templates.note));
    await expectOneWinner(draft.id, sendFive(draft.id));
  });

  // Five writes held at the same point (the row locked by another transaction until all five wait) must
  // still end with one winner: a write that read the version before locking the row would overwrite.
  it.runIf(testEngine === 'postgres')('keep one winner when all five wait on the row together', async () => {
    const { db } = server.database;
    const draft = await created(newNote(server, templates.note));
    let sends: Promise<{ status: number; body: any }>[] = [];
    await db.transaction(async (tx) => {
      await tx.select().from(t.documents).where(eq(t.documents.id, draft.id)).for('update');
      sends = sendFive(draft.id);
      for (;;) {
        const [waiting] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting!.n >= 5) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await expectOneWinner(draft.id, sends);
  });
});

describe('audit of the Documents tab (spec 2 §7)', () => {
  it('accepts the EVV Client Documents view event', async () => {
    const f = server.fixture;
    const { status, body } = await server.post(
      '/evv/write/auditevent',
      {
        deviceId: 'tablet-0001',
        resources: [
          {
            eventDateTime: '2026-03-10T15:00:00.000Z',
            actionType: 'View',
            pageName: 'EVV Client Documents',
            organizationId: f.orgs.orgA.id,
            clientId: f.clients.clientA.clientId,
            staffId: f.staff.alice.staffId,
            deviceEventId: 'event-documents-0001',
          },
        ],
      },
      alice,
    );
    expect(status).toBe(200);
    expect(body.resources).toEqual([{ deviceEventId: 'event-documents-0001', errors: [] }]);
  });
});
