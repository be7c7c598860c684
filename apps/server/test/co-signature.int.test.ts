import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage, staffSignaturesOf } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import type { TestServer } from './harness.ts';
import {
  acceptedDocument,
  cfPage,
  newNote,
  page,
  signatures,
  startDocumentsServer,
  storedDocument,
  writeDocuments,
} from './documents-fixture.ts';

// Issue 31 item 1: a template's minimum staff signatures hold whatever a device sends. On a template that needs
// two, the author must name the next staff to sign (spec 2 §5), and only the named co-signer's signature changes
// who signs next; the document is fully signed only with both signatures.

let server: TestServer;
let alice: string;
let carol: string;
let twoSigners: number;
beforeAll(async () => {
  ({
    server,
    tokens: { alice, carol },
  } = await startDocumentsServer(['alice', 'carol']));
  twoSigners = await createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId: 31,
    description: 'Behavioral Health Assessment',
    code: 'BHA',
    modules: [cfPage(11, 1), cfPage(12, 2)],
    signatureConfiguration: signatures(0, 2, 2),
  });
});
afterAll(() => server.close());

const confirmed = [page(11, true, 'calm'), page(12, true, 'walked')];
const AUTHOR_SIGNED_AT = '2026-03-10T15:50:00.000Z';

/** The hash a device puts on its signatures; the server stores its own (issue 31 item 2). */
const DEVICE_HASH = 'D'.repeat(64);

/** Alice's signature as her device sends it (core's signDocument), naming `nextStaffId` to sign next. */
const authorSigning = (nextStaffId: number | null) => {
  const alice = server.fixture.staff.alice.staffId;
  return {
    externalSignatures: [],
    signedBy: alice,
    signedDate: AUTHOR_SIGNED_AT,
    nextStaffId,
    staffSignatures: [
      { staffId: alice, signedDate: AUTHOR_SIGNED_AT, meaning: 'staff', contentHash: DEVICE_HASH },
    ],
  };
};

const refusal = (key: Parameters<typeof formatMessage>[0]) => [
  { code: 'document_rejected', message: formatMessage(key) },
];

/** Alice's assessment, signed by her and naming `nextStaffId` to sign next; answers the stored result. */
async function signedByAuthor(nextStaffId: number) {
  const note = newNote(server, twoSigners, { moduleData: confirmed, signature: authorSigning(nextStaffId) });
  const signed = (await acceptedDocument(server, note, alice)) as { id: number; documentStatus: string };
  expect(signed.documentStatus).toBe('Signed');
  return { ...note, id: signed.id, baseVersion: 1 };
}

/** Carol's co-signature at 15:5`minute`, after the author's as stored, as her device sends it. */
async function coSigning(signed: { id: number }, minute: number) {
  const carolId = server.fixture.staff.carol.staffId;
  const [author] = (await storedDocument(server, signed.id))!.signature!.staffSignatures!;
  const at = `2026-03-10T15:5${minute}:00.000Z`;
  return {
    ...signed,
    signature: {
      externalSignatures: [],
      signedBy: carolId,
      signedDate: at,
      nextStaffId: null,
      staffSignatures: [
        author,
        { staffId: carolId, signedDate: at, meaning: 'co-signing staff', contentHash: author!.contentHash },
      ],
    },
  };
}

const staffIdsOf = async (id: number) =>
  staffSignaturesOf((await storedDocument(server, id))!).map((each) => each.staffId);

describe('co-signatures on a template that needs two staff signatures (issue 31 item 1)', () => {
  it('refuses the author’s signature naming no Next Staff to Sign', async () => {
    const { body } = await writeDocuments(
      server,
      [newNote(server, twoSigners, { moduleData: confirmed, signature: authorSigning(null) })],
      alice,
    );
    expect(body.resources[0].errors).toMatchObject(refusal('documentWrite.nextStaffRequired'));
    expect(body.resources[0].errors[0].message).toBe(
      'Next Staff to Sign is a required field. Please select a value.',
    );
  });

  it('keeps the next signer when the author removes or changes them after signing', async () => {
    const { carol: c, dave: d } = server.fixture.staff;
    const signed = await signedByAuthor(c.staffId);
    for (const nextStaffId of [null, d.staffId]) {
      const { body } = await writeDocuments(
        server,
        [{ ...signed, signature: authorSigning(nextStaffId) }],
        alice,
      );
      expect(body.resources[0].errors).toMatchObject(refusal('documentWrite.nextStaffFixed'));
    }
    const stored = (await storedDocument(server, signed.id))!;
    expect(stored).toMatchObject({ nextStaffId: c.staffId, fullySigned: false, version: 1 });
    expect(stored.signature!.nextStaffId).toBe(c.staffId);
  });

  it('keeps the next signer when the named co-signer removes them without signing, and takes their signature', async () => {
    const { alice: a, carol: c } = server.fixture.staff;
    const signed = await signedByAuthor(c.staffId);
    const removal = await writeDocuments(server, [{ ...signed, signature: authorSigning(null) }], carol);
    expect(removal.body.resources[0].errors).toMatchObject(refusal('documentWrite.nextStaffFixed'));
    expect((await storedDocument(server, signed.id))!.fullySigned).toBe(false);

    await acceptedDocument(server, await coSigning(signed, 5), carol);
    expect(await staffIdsOf(signed.id)).toEqual([a.staffId, c.staffId]);
    expect((await storedDocument(server, signed.id))!.fullySigned).toBe(true);
  });
});

describe('two co-signings and the author’s removal of the next signer at the same moment', () => {
  it('store one co-signature, answer each with the rule, and never a 500', async () => {
    const { alice: a, carol: c } = server.fixture.staff;
    for (let round = 0; round < 4; round++) {
      const signed = await signedByAuthor(c.staffId);
      const fromPhone = await coSigning(signed, 6);
      const fromTablet = await coSigning(signed, 7);
      const [first, second, removal] = await Promise.all([
        writeDocuments(server, [fromPhone], carol, 'phone-carol'),
        writeDocuments(server, [fromTablet], carol, 'tablet-carol'),
        writeDocuments(server, [{ ...signed, signature: authorSigning(null) }], alice),
      ]);
      expect([first.status, second.status, removal.status]).toEqual([200, 200, 200]);
      expect(first.body.resources[0]).toMatchObject({ errors: [], version: 2 });
      expect(second.body.resources[0]).toMatchObject({ errors: [], version: 2 });
      expect(['document_rejected', 'document_final']).toContain(removal.body.resources[0].errors[0]?.code);
      expect(await staffIdsOf(signed.id)).toEqual([a.staffId, c.staffId]);
      expect((await storedDocument(server, signed.id))!.fullySigned).toBe(true);
      const audit = await server.database.db
        .select()
        .from(t.signatureAudit)
        .where(eq(t.signatureAudit.documentId, signed.id));
      expect(audit.map((entry) => entry.meaning).sort()).toEqual(['co-signing staff', 'staff']);
    }
  });
});
