import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import { PHQ9, PHQ9_ITEM_IDS } from '../src/seed/published-measures.ts';
import type { TestServer } from './harness.ts';
import { newNote } from './documents-fixture.ts';
import { addMeasure, impactModule, impactPage, startOneTemplateServer } from './one-template-fixture.ts';
import { parsePdf } from './pdf-text.ts';

// Issue 15, beyond the spec: a PHQ-9 item 9 answered above 0 needs follow-up whatever the total (Kroenke et al.
// 2001), so the document's PDF prints the safety alert under its header, where it cannot be missed.

let server: TestServer;
let alice: string;
let templateId: number;
const PHQ9_PAGE = 701;

beforeAll(async () => {
  ({ server, alice, templateId } = await startOneTemplateServer({
    setupId: 71,
    description: 'Assessment',
    code: 'AS',
    modules: async (server) => [impactModule(PHQ9_PAGE, 'PHQ-9', 1, await addMeasure(server, PHQ9))],
  }));
});
afterAll(() => server.close());

/** A stored assessment whose PHQ-9 items are answered with these scores, read back as its PDF's text. */
async function pdfOfAnswers(scores: number[]) {
  const page = impactPage(PHQ9_PAGE, PHQ9_ITEM_IDS, scores, true);
  // A positive item 9 asks for the safety follow-up before its page can be confirmed (issue 30).
  if ((scores[8] ?? 0) > 0) page.fieldData.push({ key: 'phq9.safety', value: 'Safety plan made.' });
  const written = await server.post(
    '/evv/write/document',
    { deviceId: 'tablet-0071', resources: [newNote(server, templateId, { moduleData: [page] })] },
    alice,
  );
  expect(written.body.resources[0].errors).toEqual([]);
  const { status, body } = await server.post(
    '/evv/read/documentPdf',
    { documentId: written.body.resources[0].id },
    alice,
  );
  expect(status).toBe(200);
  return parsePdf(body.resources[0].pdf);
}

// pdf.js gives a wrapped line's pieces without the space the wrap took: compare text without white space.
const squeezed = (text: string) => text.replace(/\s+/g, '');
const item9 = PHQ9.sections[0]!.questions[8]!;
const alertFor = (answerKey: string) =>
  formatMessage('impact.safetyAlert', {
    question: item9.questionText,
    answer: item9.values.find((v) => v.key === answerKey)!.text,
  });

describe('the PDF of a document whose PHQ-9 item 9 is above 0', () => {
  it('prints the safety alert on its first page, under the header, whatever the total', async () => {
    const { text } = await pdfOfAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const firstPage = squeezed(text.split('\n')[0]!);
    expect(firstPage).toContain(squeezed(formatMessage('impact.safetyTitle')));
    expect(firstPage).toContain(squeezed(alertFor('1')));
  });

  it('prints no alert when item 9 is answered 0, however high the total', async () => {
    const { text } = await pdfOfAnswers([3, 3, 3, 3, 3, 3, 3, 3, 0]);
    expect(squeezed(text)).not.toContain(squeezed(formatMessage('impact.safetyTitle')));
    expect(squeezed(text)).toContain(squeezed('Total: 24 · Severe'));
  });
});
