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
    /** Whether writes of the local document store fail, as they do while the disk is full. */
    documentStoreFull?: boolean;
    /** Writes (put) of the local document store since the test reset the count, failed or not. */
    documentWrites?: number;
  }
}

/**
 * Fills the disk (every write of the local 'document' store fails with QuotaExceededError, as the browser would
 * fail it) or frees it. A full disk fails every save until it is freed: the rules' run saves too, and with only the
 * next write failing, a later save could succeed and take the alert away before a look at the screen found it.
 */
function setDocumentStoreFull(page: Page, full: boolean) {
  return page.evaluate((full) => {
    window.documentStoreFull = full;
  }, full);
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
      if (this.name === 'document' && window.documentStoreFull) {
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
  // The rules' first run (3 s after opening) writes the document (its first write: creating it adds); the disk
  // fills only after it, so the document is on the device before its saves fail.
  await page.clock.runFor(3_500);
  await page.waitForFunction(() => (window.documentWrites ?? 0) > 0);

  const alert = page.getByTestId('save-problem');
  await setDocumentStoreFull(page, true);
  await firstTextArea(page).fill('Walked');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Your entries could not be saved on this device.');
  await expect(alert).toContainText('This device has run out of storage space.');
  await screenshot(page, 'documents-save-failure', testInfo);
  // It stays in sight while the form scrolls (a long form on a handheld).
  await page.getByTestId('document-wizard').getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  await expect(alert).toBeInViewport();

  // Once there is room again, the next change saves, the one that failed with it.
  await setDocumentStoreFull(page, false);
  await firstTextArea(page).fill('Walked to');
  await expect(alert).toBeHidden();

  // Retry saves the change that waits.
  await setDocumentStoreFull(page, true);
  const note = `Walked to the park ${testInfo.project.name}`;
  await firstTextArea(page).fill(note);
  await expect(alert).toBeVisible();
  await setDocumentStoreFull(page, false);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();

  // Stored: closed and opened again from the device, the document holds the last value.
  const documentUrl = new URL(page.url());
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
  await goTo(page, `${documentUrl.pathname}${documentUrl.search}`);
  await expect(firstTextArea(page)).toHaveValue(note);
});
