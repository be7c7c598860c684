import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceDocument } from '@carevisit/core';
import { ApiClient } from '../api-client.ts';
import { SyncEngine } from '../sync/sync-engine.ts';
import { engineHarness } from '../testing/engine-harness.ts';
import { listPendingChanges } from '../pending-changes.ts';
import { appointmentInput } from '../testing/samples.ts';
import type { DocumentData } from './document-data.ts';
import { DocumentsRepository } from './documents-repository.ts';

let close: () => void = () => undefined;
afterEach(() => close());

const template: ServiceDocument = {
  id: 7,
  version: 2,
  setupId: 1,
  description: 'Progress Note',
  code: 'PN',
  modules: [{ moduleId: 70, name: 'Note', order: 1, moduleType: 'cf', referenceId: 3 }],
  signatureConfiguration: {
    numberOfExternalSignatures: 0,
    numberOfStaffSignatures: 1,
    minimumNumberOfStaffSignatures: 1,
    multipleSignature: false,
  },
  isClientProgram: false,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  ageFrom: -1,
  ageTo: 1000,
  organizationId: null,
  changedDate: '2030-01-01T00:00:00.000Z',
  deletedDate: null,
};

async function setup() {
  const h = await engineHarness();
  close = () => h.store.db.close();
  const documents = new DocumentsRepository({ store: h.store, clock: h.clock });
  const newDocument = (appointmentId: number | null) =>
    documents.create({
      template,
      clientId: 2,
      staffId: 1,
      organizationId: 1,
      appointmentId,
      clientProgramId: null,
      serviceDate: '2030-01-10',
    });
  const local = async () => {
    const rows = await h.store.table('document').toArray();
    return Promise.all(
      rows.map(async (row) => ({ row, data: await h.store.open<DocumentData>('document', row) })),
    );
  };
  const only = async () => {
    const all = await local();
    expect(all).toHaveLength(1);
    return all[0]!;
  };
  return { ...h, documents, newDocument, local, only };
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const fieldData = (value: string) => [
  { moduleId: 70, moduleType: 'cf' as const, fieldData: [{ key: 'note', value }], formValidated: true },
];

describe('documents on the device and their sync (issue 13 items 2, 3, 10)', () => {
  it('keeps a new document encrypted with the template version it was started on', async () => {
    const { newDocument, store } = await setup();
    const created = await newDocument(null);
    expect(created).toMatchObject({ version: 0, serviceDocumentVersion: 2, documentName: 'Progress Note' });
    const row = (await store.table('document').get(created.id))!;
    expect(row.syncState).toBe('dirty');
    expect(JSON.stringify(row)).not.toContain('Progress Note');
  });

  it("sends the appointment first, then the document with the appointment's server id", async () => {
    const { repository, documents, newDocument, engine, server, only } = await setup();
    const appointment = await repository.create(appointmentInput());
    const created = await newDocument(appointment.appointmentId);
    await engine.writeDirty();
    const paths = server.calls.map((call) => call.path);
    expect(paths.indexOf('/evv/write/appointment')).toBeLessThan(paths.indexOf('/evv/write/document'));
    const { row, data } = await only();
    const stored = server.rows('evvdocuments')[0]!;
    expect(data).toMatchObject({ id: stored.id, version: 1, appointmentId: stored.appointmentId });
    expect(stored.appointmentId).toBeGreaterThan(0);
    expect(row.syncState).toBe('clean');
    // The id handed out before the swap still finds the document.
    expect((await documents.get(created.id))?.id).toBe(stored.id);
  });

  it('sends a later change based on the version it started from, and the server raises it', async () => {
    const { newDocument, documents, engine, server } = await setup();
    const created = await newDocument(null);
    await engine.writeDirty();
    await documents.save(created.id, { moduleData: fieldData('better') });
    await engine.writeDirty();
    const writes = server.calls.filter((call) => call.path === '/evv/write/document');
    expect(
      writes.map((call) => (call.body as { resources: { baseVersion: number }[] }).resources[0]!.baseVersion),
    ).toEqual([0, 1]);
    expect(server.rows('evvdocuments')).toHaveLength(1);
    expect(server.rows('evvdocuments')[0]).toMatchObject({ version: 2, moduleData: fieldData('better') });
  });

  it('holds the signer’s proof only encrypted in the outbox, sends it, and drops it once acknowledged (issue 31)', async () => {
    const { newDocument, documents, engine, server, only } = await setup();
    const created = await newDocument(null);
    await documents.save(created.id, { signerProof: 'Sign#2026' });
    const waiting = await only();
    expect(waiting.data.signerProof).toBe('Sign#2026');
    expect(JSON.stringify(waiting.row)).not.toContain('Sign#2026');
    await engine.writeDirty();
    const [write] = server.calls.filter((call) => call.path === '/evv/write/document');
    expect((write!.body as { resources: { signerProof?: string }[] }).resources[0]!.signerProof).toBe(
      'Sign#2026',
    );
    const { row, data } = await only();
    expect(row.syncState).toBe('clean');
    expect(data.signerProof).toBeUndefined();
  });

  it('keeps a signer’s proof saved while an earlier draft was on its way, and sends it with the signing', async () => {
    const { newDocument, documents, store, clock, server, only } = await setup();
    const created = await newDocument(null);
    await documents.save(created.id, { moduleData: fieldData('draft') });
    // The signing is saved on the device while the draft's write is answered (the co-signature test on a tablet).
    let signing: Promise<unknown> | null = null;
    const fetchWhileSigning: typeof fetch = async (input, init) => {
      const response = await server.fetch(input, init);
      if (signing === null && urlOf(input).endsWith('/evv/write/document')) {
        signing = documents.save(created.id, { moduleData: fieldData('signed'), signerProof: 'Sign#2026' });
        await signing;
      }
      return response;
    };
    const api = new ApiClient(server.clientOptions({ now: clock, fetch: fetchWhileSigning }));
    const engine = new SyncEngine({ api, store, deviceId: 'device-test-0001', clock, random: () => 0 });
    await engine.writeDirty();
    const writes = server.calls.filter((call) => call.path === '/evv/write/document');
    const proofs = writes.map(
      (call) => (call.body as { resources: { signerProof?: string }[] }).resources[0]!.signerProof,
    );
    expect(proofs).toEqual([undefined, 'Sign#2026']);
    const { row, data } = await only();
    expect(row.syncState).toBe('clean');
    expect(data.signerProof).toBeUndefined();
  });

  it('a stale write is refused and kept; "keep mine" makes it a new document and keeps both', async () => {
    const { newDocument, documents, engine, server, local, only, store } = await setup();
    const created = await newDocument(null);
    await engine.writeDirty();
    const stored = server.rows('evvdocuments')[0]!;
    // Another device changed the document meanwhile.
    Object.assign(stored, { version: 2, moduleData: fieldData('theirs') });
    await documents.save(created.id, { moduleData: fieldData('mine') });
    expect(await engine.writeDirty()).toEqual({ stored: 0, rejected: 1 });
    const { row, data } = await only();
    expect(row.syncState).toBe('error');
    expect(data.moduleData).toEqual(fieldData('mine'));
    expect(data.serverCopy).toMatchObject({ version: 2, moduleData: fieldData('theirs') });
    // The waiting/rejected list offers the choice from the clear flag alone.
    expect(await listPendingChanges(store.db)).toMatchObject([{ table: 'document', resolvable: true }]);
    expect(JSON.stringify(row)).not.toContain('theirs');

    await documents.keepMineAsNew(stored.id as number);
    await engine.writeDirty();
    const values = server
      .rows('evvdocuments')
      .map((each) => (each.moduleData as ReturnType<typeof fieldData>)[0]!.fieldData[0]!.value);
    expect(values.sort()).toEqual(['mine', 'theirs']);
    const after = await local();
    expect(after.map(({ row }) => row.syncState)).toEqual(['clean', 'clean']);
  });

  it('"take the server\'s" replaces the local copy with the server version', async () => {
    const { newDocument, documents, engine, server, only } = await setup();
    const created = await newDocument(null);
    await engine.writeDirty();
    Object.assign(server.rows('evvdocuments')[0]!, { version: 2, moduleData: fieldData('theirs') });
    await documents.save(created.id, { moduleData: fieldData('mine') });
    await engine.writeDirty();
    await documents.takeServers(created.id);
    const { row, data } = await only();
    expect(row.syncState).toBe('clean');
    expect(data).toMatchObject({ version: 2, moduleData: fieldData('theirs'), serverCopy: null });
  });

  it('deletes a document the server never had at once, and one it has through the server', async () => {
    const { newDocument, documents, engine, server, local } = await setup();
    const unsent = await newDocument(null);
    await documents.remove(unsent.id);
    expect(await local()).toEqual([]);
    const sent = await newDocument(null);
    await engine.writeDirty();
    await documents.remove(sent.id);
    await engine.writeDirty();
    expect(await local()).toEqual([]);
    expect(server.rows('evvdocuments')[0]!.deletedDate).not.toBeNull();
    expect(server.calls.filter((call) => call.path === '/evv/write/document')).toHaveLength(2);
  });
});
