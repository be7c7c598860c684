import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client.ts';
import { RequestRejectedError, SyncPausedError, TransientError } from '../api-errors.ts';
import type { RecordStore } from '../record-store.ts';
import { freshStore, scanAllTables } from '../testing/test-db.ts';
import { keptDocumentPdf } from './document-pdf-copies.ts';
import { loadDocumentPdf } from './load-document-pdf.ts';

const CLIENT_NAME = 'Quintessa Marchbanks';
const pdfOf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`).toString('base64');
const PDF = pdfOf(`Client: ${CLIENT_NAME}`);

let store: RecordStore;
afterEach(() => store?.db.close());

/** A server that answers each documentPdf call with the next of its replies (a value, or an error thrown). */
function server(...replies: unknown[]) {
  const calls: unknown[] = [];
  return {
    calls,
    call: ((_name: 'readDocumentPdf', input: { body: unknown }) => {
      calls.push(input.body);
      const reply = replies.shift();
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    }) as ApiClient['call'],
  };
}

const reply = (documentId: number, version: number, pdf = PDF) => ({
  resources: [{ documentId, version, pdf }],
});

describe('a document PDF on the device (issue 16 item 6, spec 2 §7, §8)', () => {
  it('shows the server PDF and keeps it sealed: never in the clear on disk', async () => {
    store = await freshStore();
    const api = server(reply(41, 2));
    expect(await loadDocumentPdf({ api, store, online: true }, 41)).toEqual({
      kind: 'shown',
      pdf: PDF,
      version: 2,
      source: 'server',
    });
    expect(api.calls).toEqual([{ documentId: 41 }]);
    expect(await keptDocumentPdf(store, 41)).toMatchObject({ documentId: 41, version: 2, pdf: PDF });
    const disk = await scanAllTables(store.db);
    expect(disk).not.toContain(PDF);
    expect(disk).not.toContain(PDF.slice(0, 24));
    expect(disk).not.toContain(CLIENT_NAME);
  });

  it('offline, shows the copy once opened, without asking the server', async () => {
    store = await freshStore();
    await loadDocumentPdf({ api: server(reply(41, 2)), store, online: true }, 41);
    const api = server();
    expect(await loadDocumentPdf({ api, store, online: false }, 41)).toMatchObject({
      kind: 'shown',
      pdf: PDF,
      source: 'device',
    });
    expect(api.calls).toHaveLength(0);
  });

  it("offline, one never opened: 'Cannot find PDF' (offline)", async () => {
    store = await freshStore();
    expect(await loadDocumentPdf({ api: server(), store, online: false }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'offline' },
    });
  });

  it('a lost connection or a lost server session counts as offline; the kept copy shows if there is one', async () => {
    store = await freshStore();
    const network = new TransientError('network');
    expect(await loadDocumentPdf({ api: server(network), store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'offline' },
    });
    const paused = new SyncPausedError('signedOut');
    expect(await loadDocumentPdf({ api: server(paused), store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'offline' },
    });
    await loadDocumentPdf({ api: server(reply(41, 1)), store, online: true }, 41);
    expect(await loadDocumentPdf({ api: server(network), store, online: true }, 41)).toMatchObject({
      kind: 'shown',
      source: 'device',
    });
  });

  it('passes the exceptionMessage on while the server produces the PDF', async () => {
    store = await freshStore();
    const api = server({ exceptionMessage: 'Being produced.' });
    expect(await loadDocumentPdf({ api, store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'updating', exceptionMessage: 'Being produced.' },
    });
  });

  it('a malformed reply or a server failure gives the malformed message, or the kept copy', async () => {
    store = await freshStore();
    expect(await loadDocumentPdf({ api: server({ resources: [] }), store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'malformed' },
    });
    const broken = new TransientError('server', 502);
    expect(await loadDocumentPdf({ api: server(broken), store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'malformed' },
    });
    await loadDocumentPdf({ api: server(reply(41, 1)), store, online: true }, 41);
    expect(await loadDocumentPdf({ api: server({ nope: 1 }), store, online: true }, 41)).toMatchObject({
      kind: 'shown',
      source: 'device',
    });
  });

  it('a newer version read replaces the kept copy', async () => {
    store = await freshStore();
    await loadDocumentPdf({ api: server(reply(41, 1)), store, online: true }, 41);
    const newer = pdfOf('version 2');
    await loadDocumentPdf({ api: server(reply(41, 2, newer)), store, online: true }, 41);
    expect(await keptDocumentPdf(store, 41)).toMatchObject({ version: 2, pdf: newer });
  });

  it("a refusal shows the server's message and drops the kept copy", async () => {
    store = await freshStore();
    await loadDocumentPdf({ api: server(reply(41, 1)), store, online: true }, 41);
    const refusals = [{ key: 'server.notFound', params: {}, message: 'Not found.' }];
    const refused = new RequestRejectedError(404, refusals);
    expect(await loadDocumentPdf({ api: server(refused), store, online: true }, 41)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', refusals },
    });
    expect(await keptDocumentPdf(store, 41)).toBeUndefined();
  });

  it('never asks the server for a document it has not received yet (a temporary id)', async () => {
    store = await freshStore();
    const api = server();
    expect(await loadDocumentPdf({ api, store, online: true }, -3)).toEqual({
      kind: 'failed',
      failure: { kind: 'offline' },
    });
    expect(api.calls).toHaveLength(0);
  });
});
