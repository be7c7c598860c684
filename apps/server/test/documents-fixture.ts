import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TemplateModule } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { SIGNATURE } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** Noon in New York, where the fixture's organizations are: no test depends on the hour it runs at. */
export const NOW = new Date('2026-03-10T16:00:00Z');
export const TODAY = '2026-03-10';
export const TOMORROW = '2026-03-11';

export const cfPage = (moduleId: number, order: number): TemplateModule => ({
  moduleId,
  name: `Page ${moduleId}`,
  order,
  moduleType: 'cf',
  referenceId: null,
});

export const signatures = (external: number, staff: number, minimum: number) => ({
  numberOfExternalSignatures: external,
  numberOfStaffSignatures: staff,
  minimumNumberOfStaffSignatures: minimum,
  multipleSignature: staff > 1,
});

/** Fixes the server clock at NOW; call before logging in, as tokens carry the clock's time. */
export function fixClock(server: TestServer) {
  server.clock.setTo(NOW);
}

/**
 * Templates for the document tests: a two-page note that one staff signature completes, a consent collected
 * on two external signature pads, and another organization's template.
 */
async function buildDocumentTemplates(server: TestServer) {
  const db = server.database.db;
  const { accountId, orgs } = server.fixture;
  const note = await createTemplate(db, {
    accountId,
    setupId: 1,
    description: 'Progress Note',
    code: 'PN',
    modules: [cfPage(11, 1), cfPage(12, 2)],
    signatureConfiguration: signatures(0, 2, 1),
  });
  const consent = await createTemplate(db, {
    accountId,
    setupId: 2,
    description: 'Consent for Treatment',
    code: 'CFT',
    modules: [],
    signatureConfiguration: signatures(2, 0, 0),
    canAddDocumentInErc: false,
  });
  const paOnly = await createTemplate(db, {
    accountId,
    setupId: 3,
    description: 'Pennsylvania Note',
    code: 'PAN',
    modules: [cfPage(31, 1)],
    signatureConfiguration: signatures(0, 1, 1),
    organizationId: orgs.orgB.id,
  });
  return { note, consent, paOnly };
}

export type DocumentTemplates = Awaited<ReturnType<typeof buildDocumentTemplates>>;

/**
 * The server of a document test: its clock fixed at NOW, `users` logged in one after another (after the clock
 * is set, as tokens carry its time), then the document templates built.
 */
export async function startDocumentsServer<User extends string>(
  users: readonly User[],
  ...serverOptions: Parameters<typeof startTestServer>
) {
  const server = await startTestServer(...serverOptions);
  fixClock(server);
  const tokens = {} as Record<User, string>;
  for (const user of users) tokens[user] = await server.login(user);
  const templates = await buildDocumentTemplates(server);
  return { server, tokens, templates };
}

/**
 * Sends documents as a device does (spec 2 §7): a document with a signature carries the signer's proof (the
 * fixture's signature, issue 31 item 1) unless the test gives its own `signerProof` or sets it to null for none.
 */
export const writeDocuments = (
  server: TestServer,
  resources: unknown[],
  token: string,
  deviceId = 'tablet-0001',
) => server.post('/evv/write/document', { deviceId, resources: resources.map(withProof) }, token);

function withProof(resource: unknown): unknown {
  const sent = resource as Record<string, unknown>;
  if (sent.signerProof === null) return { ...sent, signerProof: undefined };
  return sent.signature && !('signerProof' in sent) ? { ...sent, signerProof: SIGNATURE } : sent;
}

/** Writes one document and answers its result, which must be accepted. */
export async function acceptedDocument(
  server: TestServer,
  resource: Record<string, unknown>,
  token: string,
  deviceId?: string,
) {
  const { status, body } = await writeDocuments(server, [resource], token, deviceId);
  expect(status).toBe(200);
  expect(body.resources[0].errors).toEqual([]);
  return body.resources[0];
}

let nextTempId = -5000;
const tempId = () => nextTempId--;

/** A new progress note of alice's for client A, page 11 confirmed with Next, page 12 not yet. */
export function newNote(server: TestServer, templateId: number, overrides: Record<string, unknown> = {}) {
  const f = server.fixture;
  return {
    id: tempId(),
    baseVersion: 0,
    serviceDocumentId: templateId,
    serviceDocumentVersion: 1,
    appointmentId: null,
    clientId: f.clients.clientA.clientId,
    clientProgramId: null,
    staffId: f.staff.alice.staffId,
    organizationId: f.orgs.orgA.id,
    serviceDate: TODAY,
    fullySigned: false,
    moduleData: [page(11, true, 'calm'), page(12, false)],
    signature: null,
    ...overrides,
  };
}

export const page = (moduleId: number, formValidated: boolean, value = 'x') => ({
  moduleId,
  moduleType: 'cf',
  fieldData: [{ key: `${moduleId}01`, value }],
  formValidated,
});

export const staffSignature = (signedBy: number, nextStaffId: number | null = null) => ({
  externalSignatures: [],
  signedBy,
  signedDate: `${TODAY}T15:30:00.000Z`,
  nextStaffId,
});

/**
 * The co-signer's signature added after the author's (issue 16 item 3: both kept, each with its meaning and the
 * hash of the content as signed).
 */
export const coSignature = (authorId: number, cosignerId: number, hash: string) => ({
  externalSignatures: [],
  signedBy: cosignerId,
  signedDate: `${TODAY}T15:45:00.000Z`,
  nextStaffId: null,
  staffSignatures: [
    { staffId: authorId, signedDate: `${TODAY}T15:30:00.000Z`, meaning: 'staff', contentHash: hash },
    {
      staffId: cosignerId,
      signedDate: `${TODAY}T15:45:00.000Z`,
      meaning: 'co-signing staff',
      contentHash: hash,
    },
  ],
});

export async function storedDocument(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(t.documents).where(eq(t.documents.id, id));
  return row;
}
