import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TemplateModule } from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { documentPdfContent } from '../src/pdf/document-pdf-content.ts';
import { renderPdf } from '../src/pdf/render-pdf.ts';
import { CONSENT_FORMS } from '../src/seed/forms-consent.ts';
import { migrationsFolder } from '../src/server-paths.ts';
import { openSeededTestDatabase } from './test-database.ts';
import { FULL_SSN, insertFilledDocument } from './filled-document-fixture.ts';
import { parsePdf } from './pdf-text.ts';

// Issue 31 item 6: the PDF reads as one complete record. Rendered straight from stored documents, so no PDF
// cached by an earlier rendering can stand in for it.

// pdf.js gives a wrapped line's pieces without the space the wrap took: compare text without white space.
const squeeze = (text: string) => text.replace(/\s+/g, '');
type DocumentRow = typeof s.documents.$inferSelect;

let handle: DatabaseHandle;
let filled: Awaited<ReturnType<typeof insertFilledDocument>>;
const pdfOf = async (row: DocumentRow) =>
  parsePdf((await renderPdf(await documentPdfContent(handle.db, row))).toString('base64'));

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  filled = await insertFilledDocument(handle.db, '2026-03-10');
}, 240_000);
afterAll(() => handle.close());

describe('the PDF of a filled intake', () => {
  let lineCount: number;
  let pdf: Awaited<ReturnType<typeof parsePdf>>;
  let text: string;
  beforeAll(async () => {
    const content = await documentPdfContent(handle.db, filled.row);
    lineCount = content.pages.reduce((sum, page) => sum + page.lines.length, 0);
    pdf = await parsePdf((await renderPdf(content)).toString('base64'));
    text = squeeze(pdf.text);
  });

  it('flows its pages on: far fewer sheets than template pages, and no sheet ends on a page’s heading', async () => {
    const [template] = await handle.db
      .select()
      .from(s.serviceDocuments)
      .where(eq(s.serviceDocuments.id, filled.row.serviceDocumentId));
    const modules = template!.modules as TemplateModule[];
    expect(lineCount).toBeGreaterThanOrEqual(60);
    expect(modules.length).toBeGreaterThan(10);
    expect(pdf.pageCount).toBeLessThanOrEqual(Math.ceil(modules.length / 3));
    const headings = modules.map((m) => squeeze(m.name));
    for (const page of pdf.pages.slice(0, -1)) {
      const body = squeeze(page).replace(/Page\d+of\d+$/, '');
      for (const heading of headings) expect(body.endsWith(heading)).toBe(false);
    }
  });

  it('stamps every sheet with the agency, the client’s name, birth date and ID, the document, its date and Page X of Y', async () => {
    const { db } = handle;
    const [client] = await db.select().from(s.clients).where(eq(s.clients.id, filled.row.clientId));
    const [organization] = await db
      .select()
      .from(s.organizations)
      .where(eq(s.organizations.id, filled.row.organizationId));
    const [year, month, day] = client!.birthDate.split('-');
    pdf.pages.forEach((page, i) => {
      const sheet = squeeze(page);
      for (const part of [
        organization!.name,
        `Client: ${client!.lastName}, ${client!.firstName}`,
        `Date of Birth: ${month}/${day}/${year}`,
        `Client ID: ${client!.idNumber}`,
        'Filled Intake',
        'Service Date: 03/10/2026',
        `Page ${i + 1} of ${pdf.pageCount}`,
      ])
        expect(sheet).toContain(squeeze(part));
    });
  });

  it('prints an SSN masked to its last four digits, never in full', () => {
    expect(text).toContain(squeeze('Social Security Number: ***-**-6789'));
    expect(text).not.toContain(FULL_SSN);
    expect(text).not.toContain(FULL_SSN.replace(/-/g, ''));
  });

  it('nests the addressed intervention under its problem, goal and objective, as the page does', () => {
    expect(filled.addressedPath.map((line) => line.split(':')[0])).toEqual([
      'Problem',
      'Goal',
      'Objective',
      'Intervention',
    ]);
    const positions = filled.addressedPath.map((line) => text.indexOf(squeeze(line)));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text.indexOf(squeeze('Addressed: Yes'))).toBeGreaterThan(positions.at(-1)!);
  });

  it('says whose signature could not be collected', () => {
    expect(text).toContain(squeeze('External Signature 1: Unable to collect — Client declined to sign.'));
  });

  it('prints the document’s Program once, on the signature page; the form’s own program field by its own label', async () => {
    const [program] = await handle.db
      .select({ name: s.programs.name })
      .from(s.clientPrograms)
      .innerJoin(s.programs, eq(s.programs.id, s.clientPrograms.programId))
      .where(eq(s.clientPrograms.id, filled.row.clientProgramId!));
    expect(text.match(/Program:/g)).toHaveLength(1);
    expect(text.indexOf(squeeze(`Program: ${program!.name}`))).toBeGreaterThan(text.indexOf('Signatures'));
    expect(text).toContain('ProgramRequested:');
  });
});

describe('the PDF of a document waiting for its co-signer', () => {
  const signedBy = (staffId: number, signedDate: string, meaning: 'staff' | 'co-signing staff') => ({
    staffId,
    signedDate,
    meaning,
    contentHash: 'A1'.repeat(32),
  });

  it('says Signed — awaiting co-signature and names the staff member it waits for, until that one signs', async () => {
    const { db } = handle;
    const [cosigner] = await db
      .select()
      .from(s.staff)
      .where(and(eq(s.staff.accountId, filled.row.accountId), ne(s.staff.id, filled.row.staffId)));
    const author = signedBy(filled.row.staffId, '2026-03-10T15:05:00.000Z', 'staff');
    const waiting: DocumentRow = {
      ...filled.row,
      documentStatus: 'Signed',
      fullySigned: false,
      signature: {
        ...filled.row.signature!,
        signedBy: author.staffId,
        signedDate: author.signedDate,
        nextStaffId: cosigner!.id,
        staffSignatures: [author],
      },
    };
    const before = squeeze((await pdfOf(waiting)).text);
    expect(before).toContain(squeeze('Status: Signed — awaiting co-signature'));
    expect(before).toContain(squeeze(`Awaiting signature of ${cosigner!.lastName}, ${cosigner!.firstName}`));

    const cosigned = signedBy(cosigner!.id, '2026-03-10T16:00:00.000Z', 'co-signing staff');
    const after = squeeze(
      (
        await pdfOf({
          ...waiting,
          fullySigned: true,
          signature: {
            ...waiting.signature!,
            signedBy: cosigned.staffId,
            signedDate: cosigned.signedDate,
            nextStaffId: null,
            staffSignatures: [author, cosigned],
          },
        })
      ).text,
    );
    expect(after).toContain(squeeze('Status: Signed'));
    expect(after).not.toContain('awaitingco-signature');
    expect(after).not.toContain('Awaitingsignature');
    expect(after).toContain(squeeze(`${cosigner!.lastName}, ${cosigner!.firstName}Co-signing Staff`));
  });
});

describe('the PDF of the demo Consent for Treatment', () => {
  it('prints the consent’s words above the two signatures it waits for', async () => {
    const { db } = handle;
    const [template] = await db
      .select()
      .from(s.serviceDocuments)
      .where(eq(s.serviceDocuments.description, 'Consent for Treatment'));
    const [consent] = await db
      .select()
      .from(s.documents)
      .where(eq(s.documents.serviceDocumentId, template!.id));
    const text = squeeze((await pdfOf(consent!)).text);
    const signatures = text.lastIndexOf('Signatures');
    for (const field of CONSENT_FORMS[0]!.fields) {
      const at = text.indexOf(squeeze(`${field.label}${field.text}`));
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(signatures);
    }
    for (const slot of [1, 2])
      expect(text.slice(signatures)).toContain(squeeze(`External Signature ${slot}: Awaiting signature`));
  });
});

describe('migration 0010', () => {
  it('forgets the PDFs rendered the old way, and leaves renderings under way to their claims', async () => {
    const { db } = handle;
    const claimedAt = new Date('2026-03-10T15:00:00Z');
    await db.insert(s.documentPdfs).values([
      { documentId: filled.row.id, version: 1, pdf: 'b2xk', claimedAt },
      { documentId: filled.row.id, version: 2, pdf: null, claimedAt },
    ]);
    await db.execute(sql.raw(readFileSync(path.join(migrationsFolder, '0010_pdf_print_layout.sql'), 'utf8')));
    const kept = await db.select().from(s.documentPdfs).where(eq(s.documentPdfs.documentId, filled.row.id));
    expect(kept.map((row) => [row.version, row.pdf])).toEqual([[2, null]]);
  });
});
