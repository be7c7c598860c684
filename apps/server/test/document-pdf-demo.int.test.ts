import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  fieldOptions,
  fieldValueText,
  isFieldType,
  toFieldValue,
  type DocumentSignature,
  type ModuleData,
  type TemplateModule,
} from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { documentPdfContent } from '../src/pdf/document-pdf-content.ts';
import { formFields } from '../src/pdf/form-lines.ts';
import { documentChoiceLists } from '../src/pdf/pdf-choice-lists.ts';
import { renderPdf } from '../src/pdf/render-pdf.ts';
import { openSeededTestDatabase } from './test-database.ts';
import { parsePdf } from './pdf-text.ts';

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the PDF of a fully signed demo document (issue 16 item 5)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
  }, 240_000);
  afterAll(() => handle.close());

  it('holds the client’s name, every value by its label, and every signer’s name, time and meaning, and the drawings', async () => {
    const { db } = handle;
    const signed = await db
      .select()
      .from(s.documents)
      .where(and(eq(s.documents.documentStatus, 'Signed'), eq(s.documents.fullySigned, true)));
    expect(signed.length).toBeGreaterThan(0);
    const meanings: string[] = [];
    let drawn = 0;
    for (const row of signed) {
      const { text, images } = await parsePdf(
        (await renderPdf(await documentPdfContent(db, row))).toString('base64'),
      );
      const [client] = await db.select().from(s.clients).where(eq(s.clients.id, row.clientId));
      expect(text).toContain(`Client: ${client!.lastName}, ${client!.firstName}`);

      const [template] = await db
        .select()
        .from(s.serviceDocumentVersions)
        .where(
          and(
            eq(s.serviceDocumentVersions.serviceDocumentId, row.serviceDocumentId),
            eq(s.serviceDocumentVersions.version, row.serviceDocumentVersion),
          ),
        );
      const formIds = (template!.modules as TemplateModule[]).map((m) => m.referenceId!);
      const forms = await db
        .select()
        .from(s.configurableForms)
        .where(inArray(s.configurableForms.id, formIds));
      const fields = new Map(forms.flatMap((form) => [...formFields(form.fields)]));
      const values = (row.moduleData as ModuleData[]).flatMap((page) => page.fieldData);
      expect(values.length).toBeGreaterThan(0);
      const lists = await documentChoiceLists(db, row);
      for (const entry of values) {
        const field = fields.get(entry.key)!;
        const options = isFieldType(field.type) ? fieldOptions({ ...field, type: field.type }, lists) : [];
        const value = fieldValueText(field, toFieldValue(entry.value), options);
        expect(squeeze(text)).toContain(squeeze(`${field.label}: ${value}`));
      }

      const [organization] = await db
        .select()
        .from(s.organizations)
        .where(eq(s.organizations.id, row.organizationId));
      const time = (at: string) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: organization!.timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hour12: true,
          timeZoneName: 'short',
        })
          .format(new Date(at))
          .replace(',', '');
      // Every signature: each pad's drawing and printed name, then the author and any co-signer, with the
      // meaning, date and time of each (issue 16 item 3).
      const signature = row.signature as DocumentSignature;
      const pads = signature.externalSignatures.filter((pad) => pad.signature);
      expect(images).toBe(pads.length);
      for (const pad of pads) {
        expect(pad.name).toBe(`${client!.lastName}, ${client!.firstName} (Self)`);
        expect(text).toContain(`${pad.name}Client, ${time(pad.signedDate!)}`);
      }
      const signers = signature.staffSignatures ?? [];
      expect(signers.length).toBeGreaterThan(0);
      for (const signed of signers) {
        const [signer] = await db.select().from(s.staff).where(eq(s.staff.id, signed.staffId));
        const meaning = signed.meaning === 'staff' ? 'Staff' : 'Co-signing Staff';
        expect(text).toContain(
          `${signer!.lastName}, ${signer!.firstName}${meaning}, ${time(signed.signedDate)}`,
        );
        expect(squeeze(text)).toContain(`ContentSHA-256:${signed.contentHash}`);
      }
      meanings.push(...signers.map((signed) => signed.meaning));
      drawn += pads.length;
    }
    // Among them a document drawn by the client and one co-signed by a supervisor after its author.
    expect(drawn).toBeGreaterThan(0);
    expect(meanings).toContain('co-signing staff');
  });
});
