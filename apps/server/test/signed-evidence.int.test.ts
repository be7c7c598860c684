import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contentHash, formatMessage, type ModuleData } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import type { TestServer } from './harness.ts';
import {
  NOW,
  TODAY,
  acceptedDocument,
  cfPage,
  newNote,
  page,
  signatures,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
} from './documents-fixture.ts';
import { wholePng } from './png-fixtures.ts';

// Issue 31 item 2: what is signed is fixed. Once the author's signature is on, the pads (images, names) stay as
// signed while the document waits for its co-signer; the content hash and the signing times stored are the
// server's, whatever hash or date a device claims.

let server: TestServer;
let alice: string;
let carol: string;
let padded: number;
beforeAll(async () => {
  ({
    server,
    tokens: { alice, carol },
  } = await startDocumentsServer(['alice', 'carol']));
  // Stopped at NOW, so the times the server stamps are known exactly.
  server.clock.freeze(NOW);
  padded = await createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId: 32,
    description: 'Consent and Assessment',
    code: 'CAA',
    modules: [cfPage(11, 1), cfPage(12, 2)],
    signatureConfiguration: signatures(2, 2, 2),
  });
});
afterAll(() => server.close());

const confirmed = [page(11, true, 'calm'), page(12, true, 'walked')];
const HOUR_MS = 60 * 60 * 1000;
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();

const DRAWN = wholePng(2, 1);
const REDRAWN = wholePng(3, 1);

const pad = (name: string, image: string, signedDate = hoursBefore(1)) => ({
  name,
  signature: image,
  signedDate,
  unableToCollectYN: 'N',
  role: 'client' as const,
  unableReason: null,
  docSignaturePadId: null,
});
const pads = [pad('Able, Anna (Self)', DRAWN), pad('Gail Guardian', DRAWN)];

/** Alice's signature naming carol to sign next, with the two pads; the document was started two hours ago. */
function signing(overrides: Record<string, unknown> = {}) {
  const { alice: a, carol: c } = server.fixture.staff;
  return newNote(server, padded, {
    moduleData: confirmed,
    startedDate: hoursBefore(2),
    signature: {
      externalSignatures: pads,
      signedBy: a.staffId,
      signedDate: hoursBefore(1),
      nextStaffId: c.staffId,
      ...overrides,
    },
  });
}

async function signedByAuthor() {
  const note = signing();
  const signed = (await acceptedDocument(server, note, alice)) as { id: number };
  return { ...note, id: signed.id, baseVersion: 1 };
}

const serverHash = () =>
  contentHash({
    serviceDocumentId: padded,
    serviceDocumentVersion: 1,
    clientId: server.fixture.clients.clientA.clientId,
    clientProgramId: null,
    serviceDate: TODAY,
    moduleData: confirmed as ModuleData[],
  });

const signedRefusal = [{ code: 'document_signed', message: formatMessage('documentWrite.signedContent') }];

describe('the external pads of a document waiting for its co-signer (issue 31 item 2)', () => {
  it('refuse a swapped image, a renamed signer and a pad turned unable, by the author or the co-signer', async () => {
    const signed = await signedByAuthor();
    const stored = (await storedDocument(server, signed.id))!;
    const [client, guardian] = stored.signature!.externalSignatures;
    const changes: [string, unknown[]][] = [
      [alice, [pad('Able, Anna (Self)', REDRAWN), pads[1]]],
      [carol, [pads[0], pad('Someone Else', DRAWN)]],
      [
        alice,
        [
          pads[0],
          { ...pads[1], name: null, signature: null, unableToCollectYN: 'Y', unableReason: 'Left early' },
        ],
      ],
    ];
    for (const [token, externalSignatures] of changes) {
      const written = { ...signing({ externalSignatures }), id: signed.id, baseVersion: 1 };
      const { body } = await writeDocuments(server, [written], token);
      expect(body.resources[0].errors).toMatchObject(signedRefusal);
    }
    const after = (await storedDocument(server, signed.id))!;
    expect(after.version).toBe(1);
    expect(after.signature!.externalSignatures).toEqual([client, guardian]);
  });
});

describe('whose signature each pad is (issue 31 item 4)', () => {
  it('refuses a pad signed or marked unable that does not say as what, and stores nothing', async () => {
    const roleless = ({ role: _role, ...rest }: (typeof pads)[number]) => rest;
    const cases: [unknown[], string][] = [
      [[roleless(pads[0]!), pads[1]], formatMessage('signaturePage.roleRequired')],
      [
        [pads[0], { ...pads[1], role: 'other', roleOther: '' }],
        formatMessage('signaturePage.roleOtherRequired'),
      ],
      [
        [
          pads[0],
          {
            ...roleless(pads[1]!),
            name: null,
            signature: null,
            unableToCollectYN: 'Y',
            unableReason: 'Away',
          },
        ],
        formatMessage('signaturePage.roleRequired'),
      ],
    ];
    const count = async () => (await server.database.db.select().from(t.documents)).length;
    const before = await count();
    for (const [externalSignatures, message] of cases) {
      const { body } = await writeDocuments(server, [signing({ externalSignatures })], alice);
      expect(body.resources[0].errors).toMatchObject([expect.objectContaining({ message })]);
    }
    expect(await count()).toBe(before);
  });
});

describe('the content hash and signing times stored (issue 31 item 2)', () => {
  it('are the server’s hash, whatever hash the device sends', async () => {
    const { alice: a } = server.fixture.staff;
    const forged = 'A'.repeat(64);
    const note = signing({
      externalSignatures: pads.map((each) => ({ ...each, contentHash: forged })),
      staffSignatures: [
        { staffId: a.staffId, signedDate: hoursBefore(1), meaning: 'staff', contentHash: forged },
      ],
    });
    const { id } = (await acceptedDocument(server, note, alice)) as { id: number };
    const hash = await serverHash();
    const signature = (await storedDocument(server, id))!.signature!;
    expect(signature.staffSignatures!.map((each) => each.contentHash)).toEqual([hash]);
    expect(signature.staffSignatures![0]!.signedDate).toBe(hoursBefore(1));
    expect(signature.externalSignatures.map((each) => each.contentHash)).toEqual([hash, hash]);
    const audit = await server.database.db
      .select()
      .from(t.signatureAudit)
      .where(eq(t.signatureAudit.documentId, id));
    expect(new Set(audit.map((entry) => entry.contentHash))).toEqual(new Set([hash]));
  });

  it('keep a device’s time after the start and before now, else take the server’s now', async () => {
    const farAhead = new Date(NOW.getTime() + 400 * 24 * HOUR_MS).toISOString();
    for (const claim of [farAhead, '1999-06-01T12:00:00.000Z', hoursBefore(3)]) {
      const note = signing({
        externalSignatures: [pad('Able, Anna (Self)', DRAWN, claim), pads[1]],
        signedDate: claim,
      });
      const { id } = (await acceptedDocument(server, note, alice)) as { id: number };
      const signature = (await storedDocument(server, id))!.signature!;
      expect(signature.signedDate).toBe(NOW.toISOString());
      expect(signature.staffSignatures![0]!.signedDate).toBe(NOW.toISOString());
      expect(signature.externalSignatures.map((each) => each.signedDate)).toEqual([
        NOW.toISOString(),
        hoursBefore(1),
      ]);
      const audit = await server.database.db
        .select()
        .from(t.signatureAudit)
        .where(eq(t.signatureAudit.documentId, id))
        .orderBy(asc(t.signatureAudit.id));
      expect(audit.map((entry) => entry.signedAt.toISOString())).toEqual([
        NOW.toISOString(),
        hoursBefore(1),
        NOW.toISOString(),
      ]);
    }
  });

  it('answer a resend of a signing whose time the server replaced as stored, never as a conflict', async () => {
    const note = signing({ signedDate: '1999-06-01T12:00:00.000Z' });
    const first = (await acceptedDocument(server, note, alice)) as { id: number; version: number };
    const again = (await acceptedDocument(server, note, alice)) as { id: number; version: number };
    expect(again).toMatchObject({ id: first.id, version: first.version });
    expect((await storedDocument(server, first.id))!.signature!.signedDate).toBe(NOW.toISOString());
  });
});
