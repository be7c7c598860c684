import type { Page, TestInfo } from '@playwright/test';
import { goOffline, goTo } from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { createDocument, openDocuments, screenshot } from './support/new-document.ts';
import { signInAndSync } from './support/sign-in.ts';

// Issue 13: a save of the service document wizard that the browser's database refuses (a full disk, a closed
// database) is shown with Try Again, keeps what was typed waiting, and is stored by the next save.

declare global {
  interface Window {
    /** How many more writes of the local document store fail, as a full disk would fail them. */
    failDocumentWrites?: number;
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

test('a save the device refuses is shown, retried with Try Again, and what was typed is kept', async ({
  page,
  appUrl,
}, testInfo) => {
  await signInAndSync(page, appUrl);
  await openDocuments(page, isTablet(testInfo));
  // Offline, so that only the wizard writes the document while the test breaks its writes.
  await goOffline(page);
  await createDocument(page, 'Progress Note');
  // The rules' first run (3 s after opening) saves too; past it, every write is the typing's.
  await page.waitForTimeout(3_500);

  const alert = page.getByTestId('save-problem');
  await failDocumentWrites(page, 1);
  await firstTextArea(page).fill('Walked');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Your entries could not be saved on this device.');
  await expect(alert).toContainText('This device has run out of storage space.');
  await screenshot(page, 'documents-save-failure', testInfo);

  // The next change saves again, the one that failed with it.
  await firstTextArea(page).fill('Walked to');
  await expect(alert).toBeHidden();

  // Try Again saves the change that waits.
  await failDocumentWrites(page, 1);
  const note = `Walked to the park ${testInfo.project.name}`;
  await firstTextArea(page).fill(note);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(alert).toBeHidden();

  // Stored: closed and opened again from the device, the document holds the last value.
  const documentUrl = new URL(page.url());
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
  await goTo(page, `${documentUrl.pathname}${documentUrl.search}`);
  await expect(firstTextArea(page)).toHaveValue(note);
});
