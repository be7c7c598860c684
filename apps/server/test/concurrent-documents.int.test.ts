import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import { captureLog, type TestServer } from './harness.ts';
import { newNote, page, startDocumentsServer, type DocumentTemplates } from './documents-fixture.ts';

// Issue 18 §1: one document per temporary id, when a device's sends of one new document (a retry racing the
// original, or two sync runs) arrive at the same moment; on PostgreSQL they truly run side by side. Every
// send gets the answer a resend one at a time gets, never a 500, and no log line holds the form's values.

const FORM_VALUE = 'calm-and-well-rested';

const { lines: logLines, stream: logStream } = captureLog();

let server: TestServer;
let alice: string;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice },
  } = await startDocumentsServer(['alice'], { logLevel: 'trace' }, { logStream }));
});
afterAll(() => server.close());
afterEach(() => {
  expect(logLines.length).toBeGreaterThan(0);
  const forbidden = [FORM_VALUE, 'Client', 'Tester', 'insert into', 'select ', 'params'];
  expect(
    logLines.filter((line) => forbidden.some((text) => line.toLowerCase().includes(text.toLowerCase()))),
  ).toEqual([]);
  logLines.length = 0;
});

const send = (resource: unknown, deviceId: string) =>
  server.post('/evv/write/document', { deviceId, resources: [resource] }, alice);

const documentsOf = (ids: number[]) =>
  server.database.db
    .select({ id: t.documents.id })
    .from(t.documents)
    .where(eq(t.documents.staffId, server.fixture.staff.alice.staffId))
    .then((rows) => rows.filter((row) => ids.includes(row.id)));

describe('twenty sends of one new document at the same moment (issue 18 §1)', () => {
  it('store one document and answer every send with it', async () => {
    const note = newNote(server, templates.note, {
      moduleData: [page(11, true, FORM_VALUE), page(12, false)],
    });
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(note, 'tablet-race')));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(replies.flatMap((r) => r.body.resources[0].errors)).toEqual([]);
    const ids = new Set(replies.map((r) => r.body.resources[0].id as number));
    expect(ids.size).toBe(1);
    expect(replies.map((r) => r.body.resources[0].version)).toEqual(replies.map(() => 1));
    const [id] = [...ids];
    const receipts = await server.database.db
      .select()
      .from(t.writeReceipts)
      .where(and(eq(t.writeReceipts.tableName, 'document'), eq(t.writeReceipts.tempId, note.id)));
    expect(receipts.map((r) => r.serverId)).toEqual([id]);
    expect(await documentsOf([id!])).toHaveLength(1);
  });

  it('store one document per device when two devices use the same temporary id', async () => {
    const note = newNote(server, templates.note);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(note, i % 2 ? 'tablet-odd' : 'tablet-even')),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const ids = new Set(replies.map((r) => r.body.resources[0].id as number));
    expect(ids.size).toBe(2);
    expect(await documentsOf([...ids])).toHaveLength(2);
  });
});
