import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import type { TestServer } from './harness.ts';
import {
  newNote,
  page,
  staffSignature,
  startDocumentsServer,
  TOMORROW,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

let server: TestServer;
let alice: string;
let templates: DocumentTemplates;
beforeAll(async () => {
  ({
    server,
    templates,
    tokens: { alice },
  } = await startDocumentsServer(['alice']));
});
afterAll(() => server.close());

const write = (resources: unknown[], token = alice) => writeDocuments(server, resources, token);

describe('/evv/write/document bad input', () => {
  it.each([
    ['a service date that is not 10 characters', { serviceDate: '2026-3-9' }, 'resources.0.serviceDate'],
    ['a negative base version', { baseVersion: -1 }, 'resources.0.baseVersion'],
    ['a missing client', { clientId: undefined }, 'resources.0.clientId'],
  ])('answers 400 with errors[] for %s', async (_name, change, field) => {
    const { status, body } = await write([{ ...newNote(server, templates.note), ...change }]);
    expect(status).toBe(400);
    expect(body.errors.map((e: { field?: string }) => e.field)).toContain(field);
  });

  it('answers 400 for ids no server row can have, in the write and in the read', async () => {
    const beyond = 2_147_483_648;
    const written = await write([
      newNote(server, templates.note, { clientId: beyond, appointmentId: beyond }),
    ]);
    expect(written.status).toBe(400);
    expect(written.body.errors.map((e: { field?: string }) => e.field)).toEqual([
      'resources.0.appointmentId',
      'resources.0.clientId',
    ]);
    const read = await server.post('/evv/read/evvdocuments', { documentId: beyond }, alice);
    expect(read.status).toBe(400);
  });

  it('answers 400 for a body without a device id, and for malformed JSON', async () => {
    expect((await server.post('/evv/write/document', { resources: [] }, alice)).status).toBe(400);
    const malformed = await server.post('/evv/write/document', '{"deviceId":', alice);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveLength(1);
  });

  it('refuses a service date in the future of the organization’s day', async () => {
    const { body } = await write([newNote(server, templates.note, { serviceDate: TOMORROW })]);
    expect(body.resources[0].errors).toMatchObject([
      { code: 'document_rejected', message: 'Service Date cannot be a future date.' },
    ]);
  });

  it('refuses a new document of a type the app may not create (spec 2 §6)', async () => {
    const { body } = await write([newNote(server, templates.consent, { moduleData: [] })]);
    expect(body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.templateNotOffered'));
  });

  it('refuses a page that is not part of the template version', async () => {
    const { body } = await write([newNote(server, templates.note, { moduleData: [page(99, true)] })]);
    expect(body.resources[0].errors[0].message).toBe(
      formatMessage('documentWrite.moduleNotInTemplate', { moduleId: 99 }),
    );
  });

  it('refuses an external signature that is not a PNG, and a signature in another staff member’s name', async () => {
    const { carol: c } = server.fixture.staff;
    const forged = await write([
      newNote(server, templates.note, {
        moduleData: [page(11, true), page(12, true)],
        signature: staffSignature(c.staffId),
      }),
    ]);
    expect(forged.body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.signerNotCaller'));
    const external = {
      name: 'Client, Ann',
      signature: '<svg/>',
      signedDate: null,
      unableToCollectYN: 'N',
      role: 'client' as const,
      unableReason: null,
      docSignaturePadId: null,
    };
    const notPng = await write([
      newNote(server, templates.note, {
        signature: { externalSignatures: [external], signedBy: null, signedDate: null, nextStaffId: null },
      }),
    ]);
    expect(notPng.body.resources[0].errors[0].message).toBe(formatMessage('documentWrite.signatureNotPng'));
  });
});
