import type { Page, TestInfo } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { documents, users } from '../apps/server/src/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  createDocument,
  newDocument,
  openDocuments,
  openWizardPage,
  screenshot,
} from './support/new-document.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

test.use({ signedIn: CLINICIAN });

// Issue 30: the documents screens on a phone and a tablet. Four open documents take one row of tabs that scrolls,
// their names whole or cut with an ellipsis, never broken mid-word, and the form's first field in the upper half
// of the screen; every touch target measures 44 px both ways; axe finds no serious or critical violation on the
// list, the wizard's form, impact and signature pages, its page drawer and the PDF viewer, which opens readable.

// Four documents made one by one, each screen scanned by axe: long on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

/** Every touch target on the screen measures 44 px or more, and axe finds no serious or critical violation. */
async function expectScreenFitForFingers(page: Page, screen: string) {
  // Polled: a menu or drawer still opening measures smaller than it will be.
  await expect
    .poll(() => smallTouchTargets(page), { message: `${screen}: touch targets under 44 px` })
    .toEqual([]);
  await expectNoSeriousViolations(page, screen);
}

/** Back to the list through the 'All Documents' tab (clicked again if it landed while the bar re-rendered). */
async function allDocuments(page: Page) {
  await expect(async () => {
    await page.getByTestId('document-tab-all').click();
    await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** How far down the page the wizard's first field begins, in CSS pixels. */
function firstFieldTop(page: Page): Promise<number> {
  return page
    .getByTestId('document-wizard')
    .locator('input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"])')
    .first()
    .evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
}

/** The tabs' texts that run onto a second line (a word broken, or a name wrapped). */
function wrappedTabTexts(page: Page): Promise<string[]> {
  return page.getByRole('tablist', { name: 'Open documents' }).evaluate((bar) => {
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      // One line box has one top; a name cut with an ellipsis may still come in more than one rectangle.
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) wrapped.push(text.textContent ?? '');
    }
    return wrapped;
  });
}

test('four open documents take one row of tabs and leave the first field in the upper half of the screen', async ({
  page,
  appUrl,
}, testInfo) => {
  await openSignedIn(page, appUrl);
  await openDocuments(page, isTablet(testInfo));
  // The longest names first: the progress note, opened last, is the one shown.
  const names = [
    'Comprehensive Intake',
    'Individual Therapy Progress Note',
    'Behavioral Health Assessment',
    'Progress Note',
  ];
  for (const [index, name] of names.entries()) {
    if (index > 0) await allDocuments(page);
    await createDocument(page, name);
  }
  const bar = page.getByRole('tablist', { name: 'Open documents' });
  const tabs = bar.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  const shown = bar.getByRole('tab', { name: /^Progress Note, / });
  await expect(shown).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: /^Progress Note, / });
  await expect(panel.getByLabel('Session Date')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'documents-phone-layout-four-tabs', testInfo);

  // One row: every tab at the same height, no name wrapped or broken. Polled: the tab just opened is laid out a
  // frame after it is announced as selected.
  const tops = () =>
    tabs.evaluateAll((each) => each.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  await expect.poll(async () => new Set(await tops()).size, { message: 'the open tabs in one row' }).toBe(1);
  expect(await wrappedTabTexts(page)).toEqual([]);
  expect(await firstFieldTop(page)).toBeLessThan(page.viewportSize()!.height / 2);
  // The tab shown and its close button are in sight beside 'All Documents', which stays at the row's start.
  await expect(shown).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Close Progress Note, / })).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('tab', { name: 'All Documents' })).toBeInViewport({ ratio: 1 });
  await expectScreenFitForFingers(page, 'wizard form page with four tabs');

  if (!isTablet(testInfo)) {
    await page.getByRole('button', { name: 'Open the list of pages' }).click();
    await expect(page.getByRole('dialog', { name: 'Pages' })).toBeVisible();
    await expectScreenFitForFingers(page, 'wizard page drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // The list under the four tabs, and a row's menu of actions.
  await allDocuments(page);
  const rows = page.getByTestId('document-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'documents-phone-layout-list', testInfo);
  await expectScreenFitForFingers(page, 'documents list with four tabs');
  await rows
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect
    .poll(() => smallTouchTargets(page), { message: 'row menu: touch targets under 44 px' })
    .toEqual([]);
});

test('the impact and signature pages: 44 px touch targets and no serious axe violation', async ({
  page,
  appUrl,
}, testInfo) => {
  const tablet = isTablet(testInfo);
  await openSignedIn(page, appUrl);
  await newDocument(page, tablet, 'Behavioral Health Assessment');
  await openWizardPage(page, tablet, 'PHQ-9');
  await expect(page.getByRole('button', { name: 'Not assessed at this time' })).toBeVisible({
    timeout: 30_000,
  });
  await expectScreenFitForFingers(page, 'impact page');

  // The progress note's signature page has the client's signature pad, with its Clear button.
  await newDocument(page, tablet, 'Progress Note');
  await openWizardPage(page, tablet, 'Signatures');
  await expect(page.getByTestId('signature-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
  await screenshot(page, 'documents-phone-layout-signatures', testInfo);
  await expectScreenFitForFingers(page, 'signature page');
});

/** One of the clinician's seeded signed documents: its PDF is the server's to draw. */
async function signedDocument(server: CareVisitServer) {
  const { db } = server.database;
  const [clinician] = await db.select().from(users).where(eq(users.username, CLINICIAN.username));
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.staffId, clinician!.staffId), eq(documents.documentStatus, 'Signed')))
    .orderBy(documents.id)
    .limit(1);
  return row!;
}

/** The PDF's 10-point body text as drawn, in CSS pixels (the canvas is the page's width of 612 points). */
const BODY_TEXT_PT = 10;
const LETTER_WIDTH_PT = 612;

test('the PDF viewer opens with readable text, 44 px touch targets and no serious axe violation', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  const signed = await signedDocument(server);
  await openSignedIn(
    page,
    appUrl,
    `/caseload/facesheet/documents/serviceDocumentPdf?clientId=${signed.clientId}&documentId=${signed.id}`,
  );
  const canvas = page.getByTestId('pdf-page');
  await expect(canvas).toHaveAttribute('data-drawn', /^1:/, { timeout: 30_000 });
  const width = (await canvas.boundingBox())!.width;
  // At least 12 px, the app's own smallest text (MUI's caption).
  expect((BODY_TEXT_PT * width) / LETTER_WIDTH_PT).toBeGreaterThanOrEqual(12);
  // Larger than the screen, the page scrolls: its area takes the focus, so the keys scroll it too (axe).
  await expect(page.getByRole('region', { name: `PDF of ${signed.documentName}` })).toHaveAttribute(
    'tabindex',
    '0',
  );
  await screenshot(page, 'documents-phone-layout-pdf', testInfo);
  await expectScreenFitForFingers(page, 'PDF viewer');
});
