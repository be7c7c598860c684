import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { goOffline } from './support/appointment-dialog.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// Issue 7: the face sheet reads only the device. With no connection at all, the clinician opens a client's face
// sheet from the dashboard and from the caseload and walks every section and detail page: each shows the
// client's records, not an empty state, and not one request leaves the page.

type Parent = 'dashboard' | 'caseload';

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  await screenshotForPeople(page, `offline-${name}-${testInfo.project.name}`, { fullPage: true });
}

async function fromDashboard(page: Page) {
  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).click();
  const menuButton = page.getByRole('button', { name: /^Appointment actions for / }).first();
  await expect(menuButton).toBeVisible({ timeout: 30_000 });
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Facesheet' }).click();
}

async function fromCaseload(page: Page, testInfo: TestInfo) {
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  const row = page.getByTestId('caseload-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await (isTablet(testInfo) ? row.getByRole('link') : row.getByRole('button')).first().click();
}

/** A section: its tab on a tablet, its button (a sub-page of the face sheet) on a handheld. */
async function openSection(page: Page, testInfo: TestInfo, parent: Parent, label: RegExp, path: string) {
  if (isTablet(testInfo)) {
    const tab = page.getByRole('tab', { name: label });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    return;
  }
  await page.getByRole('navigation', { name: 'Client records' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/${parent}/facesheet/${path}\\?clientId=\\d+$`));
}

/** Back to the face sheet from a sub-page (a handheld's section, or the list a detail page went back to). */
async function backToFacesheet(page: Page) {
  const back = page.getByRole('link', { name: 'Back to Facesheet' });
  if (await back.isVisible()) await back.click();
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
}

/** Follows a link to a detail page, checks its title, and goes back to the list. */
async function openDetail(page: Page, link: Locator, title: string, back: string) {
  await link.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: back }).click();
}

async function walkEverySection(page: Page, testInfo: TestInfo, parent: Parent) {
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${parent}/facesheet\\?clientId=\\d+$`));
  await expect(page.getByTestId('facesheet-client-name')).not.toBeEmpty();
  await screenshot(page, `facesheet-${parent}`, testInfo);

  await openSection(page, testInfo, parent, /^Documents$/, 'documents');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible({ timeout: 30_000 });
  await backToFacesheet(page);

  await openSection(page, testInfo, parent, /^Messages/, 'messages');
  await expect(page.getByTestId('message-row').first()).toBeVisible({ timeout: 30_000 });
  await backToFacesheet(page);

  await openSection(page, testInfo, parent, /^Vitals$/, 'vitals');
  await expect(page.getByTestId('vital-trend').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('vital-row').first()).toBeVisible();
  await screenshot(page, `vitals-${parent}`, testInfo);
  await openDetail(
    page,
    page.getByRole('link', { name: /^Vitals of / }).first(),
    'Vitals Details',
    'Back to Vitals',
  );
  await expect(page.getByTestId('vital-row').first()).toBeVisible();
  await backToFacesheet(page);

  for (const [label, path, title, back] of [
    [/^Allergies$/, 'allergies', 'Allergy Details', 'Back to Allergies'],
    [/^Medications$/, 'medications', 'Medication Details', 'Back to Medications'],
    [/^Diagnosis$/, 'diagnoses', 'Diagnosis Details', 'Back to Diagnosis'],
  ] as const) {
    await openSection(page, testInfo, parent, label, path);
    const section = page.getByTestId(`${path}-section`);
    const entries = isTablet(testInfo) ? section.locator('tbody tr') : section.getByRole('listitem');
    await expect(entries.first()).toBeVisible({ timeout: 30_000 });
    await openDetail(page, entries.first().getByRole('link').first(), title, back);
    await expect(entries.first()).toBeVisible();
    await backToFacesheet(page);
  }
}

test('offline, the face sheet opens from the dashboard and the caseload, and every section and detail shows the client’s records', async ({
  page,
  appUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  await openSignedIn(page, appUrl);
  await goOffline(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && !request.url().startsWith('blob:'))
      requests.push(request.url());
  });

  await fromDashboard(page);
  await walkEverySection(page, testInfo, 'dashboard');
  await fromCaseload(page, testInfo);
  await walkEverySection(page, testInfo, 'caseload');

  // The app's own files come from the service worker's cache; nothing goes to the server.
  expect(requests.filter((url) => url.includes('/evv/'))).toEqual([]);
  await expect(page.getByTestId('sync-status')).toBeVisible();
});
