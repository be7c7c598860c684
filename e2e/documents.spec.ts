import type { Locator, Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documents } from '../apps/server/src/db/schema/index.ts';
import { goOffline, goTo } from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { createDocument, openDocuments, screenshot } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 13: the Documents tab, the chooser, open documents as tabs and the wizard, at both sizes. The test makes
// its own documents and counts only those.

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

const rowsNamed = (page: Page, name: string) =>
  page
    .getByTestId('document-row')
    .filter({ has: page.getByTestId('document-name').getByText(name, { exact: true }) });

/** Back to the list through the 'All Documents' tab. */
async function allDocuments(page: Page) {
  // Once on a handheld the click landed while the tab bar re-rendered for the tab just opened; click again then.
  await expect(async () => {
    await page.getByTestId('document-tab-all').click();
    await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

const firstTextArea = (page: Page): Locator =>
  page.getByTestId('document-wizard').locator('textarea:not([aria-hidden="true"])').first();

test('a progress note is created, filled, closed and reopened with its values; four tabs at most; one is deleted', async ({
  page,
  appUrl,
}, testInfo) => {
  await openSignedIn(page, appUrl);
  await openDocuments(page, isTablet(testInfo));
  await expect(page.getByTestId('document-row').first().or(page.getByTestId('empty-state'))).toBeVisible();
  await screenshot(page, 'documents-tab', testInfo);
  const before = await rowsNamed(page, 'Progress Note').count();

  await page.getByRole('button', { name: 'Create New Document' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a Document Type' })).toBeVisible();
  await screenshot(page, 'documents-chooser', testInfo);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await createDocument(page, 'Progress Note');
  await expect(page.getByTestId('document-status')).toContainText('Status:');
  const note = `Walked to the park ${testInfo.project.name}`;
  await firstTextArea(page).fill(note);
  await screenshot(page, 'documents-wizard', testInfo);
  // Closing the tab saves and leads back to the list.
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
  await expect(rowsNamed(page, 'Progress Note')).toHaveCount(before + 1);

  // Reopened from its row: the same value.
  const mine = rowsNamed(page, 'Progress Note').filter({ hasText: 'Incomplete' }).first();
  await mine.getByRole('button', { name: 'Actions for Progress Note' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(firstTextArea(page)).toHaveValue(note);

  // Four documents open at most: three more types, then a fifth is refused with the spec's message.
  for (const name of [
    'Individual Therapy Progress Note',
    'Behavioral Health Assessment',
    'Comprehensive Intake',
  ]) {
    await allDocuments(page);
    await createDocument(page, name);
  }
  await expect(page.getByTestId('document-tab')).toHaveCount(4);
  await screenshot(page, 'documents-tabs', testInfo);
  await allDocuments(page);
  await page.getByRole('button', { name: 'Create New Document' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a Document Type' })
    .getByTestId('document-choice')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Max Open Documents' })).toContainText(
    'You have reached the maximum number of open documents, which is four. Please close one document before attempting to reopen another.',
  );
  await page.getByRole('button', { name: 'OK' }).click();

  // Deleting asks first and closes the document's tab.
  await mine.getByRole('button', { name: 'Actions for Progress Note' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this document?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(rowsNamed(page, 'Progress Note')).toHaveCount(before);
  await expect(page.getByTestId('document-tab')).toHaveCount(3);
});

/** A reload with no connection: the app shell from the service worker, and the session kept (issue 17). */
async function reloadOffline(page: Page) {
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toHaveCount(0);
}

test('a document written offline survives two reloads and reaches the server exactly once with its value', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  await openSignedIn(page, appUrl);
  const clientId = await openDocuments(page, isTablet(testInfo));
  await goOffline(page);
  await createDocument(page, 'Progress Note');
  const note = `Offline note ${testInfo.project.name} ${Date.now()}`;
  await firstTextArea(page).fill(note);
  // The promise is "in the encrypted local database within a second" (issue 13 §8), not at the keystroke's
  // instant: a reload in the same millisecond as the input may still cut the write short.
  await page.waitForTimeout(1_000);
  const documentUrl = new URL(page.url());
  const path = `${documentUrl.pathname}${documentUrl.search}`;
  for (let reload = 0; reload < 2; reload++) {
    await reloadOffline(page);
    await goTo(page, path);
    await expect(firstTextArea(page)).toHaveValue(note, { timeout: 30_000 });
  }

  // Back online, the kept session sends by itself: no password (issue 17).
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 120_000 });
  const held = async () => {
    const rows = await server.database.db.select().from(documents).where(eq(documents.clientId, clientId));
    return rows.filter((row) => JSON.stringify(row.moduleData).includes(note)).length;
  };
  await expect.poll(held, { timeout: 60_000 }).toBe(1);
});
