import type { Page, TestInfo } from '@playwright/test';
import { goOffline, goTo } from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { createDocument, openDocuments, screenshot } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 13: a save of the service document wizard that the browser's database refuses (a full disk, a closed
// database) is shown with Retry, keeps what was typed waiting, and is stored by the next save.

declare global {
  interface Window {
    /** How many more writes of the local document store fail, as a full disk would fail them. */
    failDocumentWrites?: number;
    /** Writes (put) of the local document store since the test reset the count, failed or not. */
    documentWrites?: number;
  }
}

/** Makes the next writes of the local 'document' store fail with QuotaExceededError, as the browser would. */
function failDocumentWrites(page: Page, count: number) {
  return page.evaluate((count) => {
    window.failDocumentWrites = count;
  }, count);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Called with the store as `this` below, as the browser calls it.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'document') window.documentWrites = (window.documentWrites ?? 0) + 1;
      if (this.name === 'document' && (window.failDocumentWrites ?? 0) > 0) {
        window.failDocumentWrites = (window.failDocumentWrites ?? 0) - 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
});

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';
const firstTextArea = (page: Page) =>
  page.getByTestId('document-wizard').locator('textarea:not([aria-hidden="true"])').first();

test('a save the device refuses is shown and can be retried, and what was typed is kept', async ({
  page,
  appUrl,
}, testInfo) => {
  await openSignedIn(page, appUrl);
  await openDocuments(page, isTablet(testInfo));
  // Offline, so that only the wizard writes the document while the test breaks its writes.
  await goOffline(page);
  await page.evaluate(() => {
    window.documentWrites = 0;
  });
  await createDocument(page, 'Progress Note');
  // The rules' first run (3 s after opening) writes the document (its first write: creating it adds); once it
  // has, every write is the typing's, so the failures below are the typing's own.
  await page.clock.runFor(3_500);
  await page.waitForFunction(() => (window.documentWrites ?? 0) > 0);

  const alert = page.getByTestId('save-problem');
  await failDocumentWrites(page, 1);
  await firstTextArea(page).fill('Walked');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Your entries could not be saved on this device.');
  await expect(alert).toContainText('This device has run out of storage space.');
  await screenshot(page, 'documents-save-failure', testInfo);
  // It stays in sight while the form scrolls (a long form on a handheld).
  await page.getByTestId('document-wizard').getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  await expect(alert).toBeInViewport();

  // The next change saves again, the one that failed with it.
  await firstTextArea(page).fill('Walked to');
  await expect(alert).toBeHidden();

  // Retry saves the change that waits.
  await failDocumentWrites(page, 1);
  const note = `Walked to the park ${testInfo.project.name}`;
  await firstTextArea(page).fill(note);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();

  // Stored: closed and opened again from the device, the document holds the last value.
  const documentUrl = new URL(page.url());
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
  await goTo(page, `${documentUrl.pathname}${documentUrl.search}`);
  await expect(firstTextArea(page)).toHaveValue(note);
});
