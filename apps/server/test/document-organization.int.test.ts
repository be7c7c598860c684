import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import type { TestServer } from './harness.ts';
import {
  acceptedDocument,
  newNote,
  startDocumentsServer,
  writeDocuments,
  type DocumentTemplates,
} from './documents-fixture.ts';

// Issue 31: spec 2 §6 limits documents to the organization and its descendants. Alice works in organization A;
// its parent, the root agency, is in her scope (spec 1 §6) but takes no document of hers; its child A1 does.

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

describe('the organization of a new document (spec 2 §6)', () => {
  it('is refused when it is a parent of the current organization', async () => {
    const note = newNote(server, templates.note, { organizationId: server.fixture.orgs.root.id });
    const { status, body } = await writeDocuments(server, [note], alice);
    expect(status).toBe(200);
    expect(body.resources[0].errors).toMatchObject([
      { code: 'document_rejected', message: formatMessage('documentWrite.organizationNotDescendant') },
    ]);
  });

  it('is taken when it is the current organization or one of its descendants', async () => {
    const { orgA, orgA1 } = server.fixture.orgs;
    for (const organizationId of [orgA.id, orgA1.id]) {
      await acceptedDocument(server, newNote(server, templates.note, { organizationId }), alice);
    }
  });
});
