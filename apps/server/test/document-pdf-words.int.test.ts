import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { documentPdfContent } from '../src/pdf/document-pdf-content.ts';
import { renderPdf } from '../src/pdf/render-pdf.ts';
import { openSeededTestDatabase } from './test-database.ts';
import { insertFilledDocument } from './filled-document-fixture.ts';
import { parsePdf } from './pdf-text.ts';

const squeeze = (text: string) => text.replace(/\s+/g, '');

// Rendered straight from the stored document, so no PDF cached by an earlier rendering can stand in for it.
describe('the PDF of a filled intake shows what the clinician entered, in words', () => {
  let handle: DatabaseHandle;
  let text: string;
  let expected: string[];
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    const filled = await insertFilledDocument(handle.db, '2026-03-10');
    expected = filled.expected;
    const pdf = await renderPdf(await documentPdfContent(handle.db, filled.row));
    text = squeeze((await parsePdf(pdf.toString('base64'))).text);
  }, 240_000);
  afterAll(() => handle.close());

  it('names list choices, says Yes and Male, orders the address and writes dates MM/dd/yyyy (spec 2 §9)', () => {
    for (const line of expected) expect(text).toContain(squeeze(line));
    expect(text).toContain(squeeze('Service Date: 03/10/2026'));
  });

  it('prints no stored key, id or ISO date in place of what the screen shows', () => {
    for (const raw of ['treatmentPlanId', 'pgo.', 'goalComment', '2026-11-25', 'NotAssessed', 'TotalScore'])
      expect(text).not.toContain(raw);
    // A key alone where a word belongs: 'Gender: M', 'Court-Ordered: Y'.
    expect(text).not.toMatch(/:[YNMF](?![a-z])/);
  });
});
