import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documents } from '../apps/server/src/db/schema/index.ts';
import { installBrowserClock } from './support/clock.ts';
import { goOffline, goTo } from './support/appointment-dialog.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { createDocument, openDocuments } from './support/new-document.ts';
import { CLINICIAN, openSignedIn, signInAndSync } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// Issue 13 "What it must show": a second device (another browser context, same user) changes a document while
// this device, offline, changes it too. This device's later write is refused as stale and ends in the resolve
// choice of the waiting/rejected list; keeping mine as a new document leaves both versions on the server.

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

/** Another device: a browser context of its own, the same size as the test's, on the run's clock. */
async function anotherDevice(browser: Browser, page: Page, server: CareVisitServer) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  await installBrowserClock(context, server.clock.now());
  return { context, page: await context.newPage() };
}

const noteText = (page: Page): Locator =>
  page.getByTestId('document-wizard').locator('textarea:not([aria-hidden="true"])').first();

/**
 * Opens the stored document by its address, writes `next` over its text, and leaves it for the list (leaving
 * saves what waits). By id: the client's other Progress Notes (the seed's, other tests') are not this test's.
 */
async function rewrite(page: Page, clientId: number, documentId: number, next: string) {
  await goTo(
    page,
    `/caseload/facesheet/documents/serviceDocument?clientId=${clientId}&documentId=${documentId}`,
  );
  await expect(noteText(page)).toBeVisible({ timeout: 30_000 });
  await noteText(page).fill(next);
  await expect(noteText(page)).toHaveValue(next);
  await goTo(page, `/caseload/facesheet/documents?clientId=${clientId}`);
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
}

test('a document changed on a second device meanwhile ends in the resolve choice, and both versions are kept', async ({
  page,
  browser,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const first = `First words ${stamp}`;
  const theirs = `Second device ${stamp}`;
  const mine = `This device offline ${stamp}`;
  const held = async (text: string) =>
    (await server.database.db.select().from(documents)).filter((row) =>
      JSON.stringify(row.moduleData).includes(text),
    );

  // This device writes a progress note and the server takes it (version 1).
  await openSignedIn(page, appUrl);
  await openDocuments(page, isTablet(testInfo));
  await createDocument(page, 'Progress Note');
  await noteText(page).fill(first);
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  await expect.poll(async () => (await held(first)).length, { timeout: 60_000 }).toBe(1);
  const [stored] = await held(first);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });

  // Offline here, the second device changes the note meanwhile (the server's version 2).
  await goOffline(page);
  const second = await anotherDevice(browser, page, server);
  try {
    await signInAndSync(second.page, appUrl);
    await openDocuments(second.page, isTablet(testInfo));
    await rewrite(second.page, stored!.clientId, stored!.id, theirs);
    await expect.poll(async () => (await held(theirs)).length, { timeout: 60_000 }).toBe(1);
  } finally {
    await second.context.close();
  }
  expect((await held(theirs))[0]!.id).toBe(stored!.id);

  // This device, still on version 1, changes it too; back online its write is refused as stale.
  await rewrite(page, stored!.clientId, stored!.id, mine);
  await page.context().setOffline(false);
  const indicator = page.getByTestId('sync-status');
  await expect(indicator).toHaveAttribute('data-state', 'rejected', { timeout: 60_000 });
  await indicator.click();
  const dialog = page.getByRole('dialog', { name: 'Waiting to sync' });
  const item = dialog.getByTestId('sync-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: "Take the server's" })).toBeVisible();
  await screenshotForPeople(page, `documents-conflict-${testInfo.project.name}`, { fullPage: true });

  // Keep mine as a new document: the server's version stays, and mine arrives beside it.
  await item.getByRole('button', { name: 'Keep mine as a new document' }).click();
  await expect(dialog.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await held(mine)).length, { timeout: 60_000 }).toBe(1);
  const [kept] = await held(mine);
  const [server2] = await held(theirs);
  expect(kept!.id).not.toBe(stored!.id);
  expect(server2!.id).toBe(stored!.id);
  const ofClient = await server.database.db
    .select()
    .from(documents)
    .where(eq(documents.clientId, stored!.clientId));
  expect(ofClient.filter((row) => [kept!.id, stored!.id].includes(row.id) && !row.deletedAt)).toHaveLength(2);
});
