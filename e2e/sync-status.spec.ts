import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn, signIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// Issue 4 §5: the header's sync indicator (progress while the first sync runs, then the synced state or the
// records waiting) and the 'Waiting to sync' dialog. Audit events (a View of each page opened) are the records
// a session makes without the appointment dialog: online they go out as soon as they are made (issue 20 §5);
// offline they wait, summed up as activity records, and go out when the connection returns.

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `sync-${name}-${testInfo.project.name}`);

async function openPage(page: Page, name: string) {
  await page.getByRole('navigation').getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('the header shows sync progress and what waits; the dialog lists it until it is sent', async ({
  page,
  context,
  appUrl,
}, testInfo) => {
  test.setTimeout(120_000);
  // The client read is held back a moment so the first sync's progress can be seen.
  // Held back by a flag rather than unrouted: a read held at that moment must still go on.
  let holdClientReads = true;
  await page.route('**/evv/read/client', async (route) => {
    if (holdClientReads) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, appUrl);
  const indicator = page.getByTestId('sync-status');
  const header = page.locator('header');

  // While the first sync runs: a spinner with the table and count, named for screen readers.
  await expect(indicator).toHaveAttribute('data-state', 'loading', { timeout: 30_000 });
  await expect(indicator).toHaveAccessibleName(/^Sync status: Syncing /);
  await shoot(page, testInfo, 'header-progress');
  holdClientReads = false;

  // Then the cloud says everything is on the server (the Dashboard's View event went out with it).
  await expect(indicator).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });
  await expect(indicator).toHaveAccessibleName('Sync status: Everything is synced');
  await screenshotForPeople(header, `sync-header-synced-${testInfo.project.name}`);

  await indicator.click();
  const dialog = page.getByRole('dialog', { name: 'Waiting to sync' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Everything is synced')).toBeVisible();
  await expect(dialog.getByTestId('sync-last-sync')).toHaveText(
    /^Last sync: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
  );
  await shoot(page, testInfo, 'dialog-empty');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Pages opened later make View events that go out as soon as they are made: online, nothing waits (issue 20
  // §5: the badge counted them until the next sync).
  const caseloadViewSent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/evv/write/auditevent') &&
      (response.request().postData() ?? '').includes('EVV Caseload'),
  );
  await openPage(page, 'Schedule');
  await openPage(page, 'Caseload');
  // Its event on the server before the device goes offline, where it would wait beside the three counted below.
  await caseloadViewSent;
  await expect(indicator).toHaveAttribute('data-state', 'synced');
  await expect(indicator).toHaveAccessibleName('Sync status: Everything is synced');
  await screenshotForPeople(header, `sync-header-online-${testInfo.project.name}`);

  // Offline, what the session records waits on the device.
  await context.setOffline(true);
  const offlineDialog = page.getByRole('dialog', { name: 'Offline mode' });
  await offlineDialog.getByRole('button', { name: 'OK' }).click();
  await openPage(page, 'Dashboard');
  await openPage(page, 'Schedule');
  await openPage(page, 'Dashboard');
  await expect(indicator).toHaveAccessibleName('Sync status: offline, 3 records waiting to sync');
  await expect(page.getByTestId('offline-icon')).toBeVisible();
  // Nothing of the indicator (its live region included) may widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await screenshotForPeople(header, `sync-header-offline-${testInfo.project.name}`);

  await indicator.click();
  const item = dialog.getByTestId('sync-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('sync-item-title')).toHaveText('3 activity records');
  await expect(item.getByText('Waiting', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(dialog.getByTestId('sync-outcome')).toHaveText(
    'The device is offline. Records waiting here are sent when the connection returns.',
  );
  await shoot(page, testInfo, 'dialog-waiting');

  // Back online, the session sends what waits and the list empties.
  await context.setOffline(false);
  await expect(dialog.getByText('Everything is synced')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(indicator).toHaveAttribute('data-state', 'synced');
});

test.describe(() => {
  test.use({ signedIn: CLINICIAN });

  test('a record the server refuses shows its reason until it is retried or discarded', async ({
    page,
    appUrl,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openSignedIn(page, appUrl);
    const indicator = page.getByTestId('sync-status');
    await expect(indicator).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });

    // The server answers each audit event with an error (spec 1 §7: errors[] marks the record's sync state error).
    const REASON = 'The page name is not known.';
    let refuse = true;
    await page.route('**/evv/write/auditevent', async (route) => {
      if (!refuse) return route.continue();
      const { resources } = route.request().postDataJSON() as { resources: { deviceEventId: string }[] };
      await route.fulfill({
        json: {
          resources: resources.map(({ deviceEventId }) => ({ deviceEventId, errors: [{ message: REASON }] })),
        },
      });
    });

    // The View event goes out at once, and comes back refused.
    await openPage(page, 'Schedule');
    await expect(indicator).toHaveAttribute('data-state', 'rejected');
    await indicator.click();
    const dialog = page.getByRole('dialog', { name: 'Waiting to sync' });
    await dialog.getByRole('button', { name: 'Sync now' }).click();
    const item = dialog.getByTestId('sync-item');
    await expect(item).toHaveAttribute('data-state', 'error');
    await expect(item.getByTestId('sync-item-title')).toHaveText('1 activity record');
    await expect(item.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(item.getByTestId('sync-item-reason')).toHaveText(`Server message: ${REASON}`);
    await expect(dialog.getByTestId('sync-outcome')).toHaveText(
      'Sync complete, but the server rejected 1 record. Its reason is shown below.',
    );
    await expect(indicator).toHaveAttribute('data-state', 'rejected');
    // Behind the open dialog the header is hidden from the accessibility tree: its label says it all the same.
    await expect(indicator).toHaveAttribute('aria-label', 'Sync status: 1 record rejected by the server');
    await shoot(page, testInfo, 'dialog-rejected');

    // Retry sends it again: refused again, it stays; accepted, it is gone.
    await item.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByTestId('sync-outcome')).toHaveText(/the server rejected 1 record/);
    await expect(item.getByTestId('sync-item-reason')).toHaveText(`Server message: ${REASON}`);
    refuse = false;
    await item.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByTestId('sync-outcome')).toHaveText('Sync complete.');
    await expect(dialog.getByText('Everything is synced')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Discard asks first; what is discarded is not sent.
    refuse = true;
    await openPage(page, 'Caseload');
    // The Caseload's View event goes out and comes back refused: a tap while the icon changes under it is lost.
    await expect(indicator).toHaveAttribute('data-state', 'rejected');
    await indicator.click();
    await dialog.getByRole('button', { name: 'Sync now' }).click();
    await expect(item).toHaveAttribute('data-state', 'error');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(indicator).toHaveAccessibleName('Sync status: 1 record rejected by the server');
    await screenshotForPeople(page.locator('header'), `sync-header-rejected-${testInfo.project.name}`);
    await indicator.click();
    await item.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard Record' });
    await expect(confirm).toContainText('Discard 1 activity record?');
    await expect(confirm).toContainText('cannot be recovered');
    await shoot(page, testInfo, 'dialog-discard-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Discard' }).click();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog.getByTestId('sync-outcome')).toHaveText('The record was discarded.');
    await expect(dialog.getByText('Everything is synced')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(indicator).toHaveAttribute('data-state', 'synced');
  });
});
