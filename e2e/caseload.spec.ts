import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 2 §2 /caseload and the face sheet; spec 1 §2 header client search ('Search Client Name/ID'), §7 tel: and
// maps links, §9 at most 5 autocomplete options.

async function openCaseload(page: Page) {
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
  const rows = page.getByTestId('caseload-row');
  // The first sync brings the caseload.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  return rows;
}

async function screenshot(page: Page, name: string, project: string) {
  await screenshotForPeople(page, `${name}-${project}`, { fullPage: true });
}

/** The 'Last, First' name a caseload row shows. */
async function nameIn(row: Locator, tablet: boolean): Promise<string> {
  const name = tablet
    ? row.getByRole('cell').nth(1).getByRole('link')
    : row.locator('.MuiListItemText-primary');
  return ((await name.textContent()) ?? '').trim();
}

/** The header search: a field on tablets, behind a search icon on handhelds. */
async function searchField(page: Page, tablet: boolean): Promise<Locator> {
  if (!tablet) await page.getByRole('button', { name: 'Search clients' }).click();
  const field = page.getByRole('combobox', { name: 'Search clients' });
  await expect(field).toBeVisible();
  return field;
}

test.use({ signedIn: CLINICIAN });

test.beforeEach(async ({ page, appUrl }) => {
  await openSignedIn(page, appUrl);
});

test('lists the caseload by last name and opens a face sheet, which then is a recent client', async ({
  page,
}, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const rows = await openCaseload(page);
  const names = await Promise.all((await rows.all()).map((row) => nameIn(row, tablet)));
  const lastNames = names.map((name) => name.split(',')[0]!);
  expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  const row = rows.nth(1);
  const name = names[1]!;
  if (tablet) {
    const table = page.getByRole('table', { name: 'Clients on your caseload' });
    for (const header of ['Name', 'Date of Birth', 'ID', 'Gender', 'Last Seen'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(row.getByRole('cell').nth(5)).toHaveText(/^(\d{2}\/\d{2}\/\d{4}|Not Set)$/);
  } else {
    await expect(row.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', /^tel:\+?\d+/);
    const map = row.getByRole('link', { name: `Map of the address of ${name}` });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(map).toHaveAttribute('target', '_blank');
  }
  await screenshot(page, 'caseload', testInfo.project.name);
  await expectNoSeriousViolations(page, 'caseload');

  await (tablet ? row.getByRole('cell').nth(1).getByRole('link') : row.getByRole('button')).click();
  await expect(page).toHaveURL(/\/caseload\/facesheet\?clientId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('facesheet-client-name')).toHaveText(name);
  const snapshot = page.getByTestId('client-snapshot');
  await expect(snapshot.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
  await expect(snapshot.getByRole('link', { name: /in maps$/ })).toHaveAttribute('href', /google\.com\/maps/);
  // spec 2 §2 Tasks: 7 days of appointments from today, every day shown.
  await expect(page.getByTestId('facesheet-appointments').getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Incomplete Tasks' })).toBeVisible();
  // The client's diagnoses are read for the face sheet (spec 2 §7 clinical reads pass the client id).
  await expect(
    snapshot.locator('dt', { hasText: 'Diagnosis' }).locator('xpath=following-sibling::dd[1]'),
  ).not.toHaveText('-');
  await screenshot(page, 'facesheet', testInfo.project.name);
  await expectNoSeriousViolations(page, 'facesheet');
  if (tablet) {
    // The snapshot folds away and back on tablets.
    await page.getByRole('button', { name: 'Hide client details' }).click();
    await expect(snapshot).toBeHidden();
    await page.getByRole('button', { name: 'Show client details' }).click();
    await expect(snapshot).toBeVisible();
  }

  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const recent = page.getByTestId('recent-clients').getByTestId('recent-client');
  await expect(recent).toHaveCount(1);
  if (tablet) {
    await expect(recent).toContainText(name);
    await expect(page.getByTestId('client-snapshot')).toContainText(name);
  } else {
    await expect(recent).toHaveAccessibleName(`Open the face sheet of ${name}`);
    // spec 1 §9: the first name cut to 6 characters plus '...'.
    const firstName = name.split(', ')[1]!;
    await expect(recent).toHaveText(firstName.length > 6 ? `${firstName.slice(0, 6)}...` : firstName);
  }
  await screenshot(page, 'dashboard-recent', testInfo.project.name);
  await expectNoSeriousViolations(page, 'dashboard with a recent client');

  await recent.click();
  if (tablet) await page.getByRole('button', { name: 'Open Facesheet' }).click();
  await expect(page).toHaveURL(/\/dashboard\/facesheet\?clientId=\d+$/);
  await expect(page.getByTestId('facesheet-client-name')).toHaveText(name);
});

test('the header search finds a client by name and by ID and opens the face sheet', async ({
  page,
}, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const rows = await openCaseload(page);
  const row = rows.nth(2);
  const name = await nameIn(row, tablet);
  const idText = tablet
    ? await row.getByRole('cell').nth(3).textContent()
    : await row.getByText(/^ID /).textContent();
  const id = (idText ?? '').replace(/^ID /, '').trim();

  let field = await searchField(page, tablet);
  await field.fill(name.split(',')[0]!.slice(0, 4));
  const listbox = page.getByRole('listbox');
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  if (!tablet) await screenshot(page, 'client-search', testInfo.project.name);
  await expectNoSeriousViolations(page, 'client search');
  await options.filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/caseload\/facesheet\?clientId=\d+$/);
  await expect(page.getByTestId('facesheet-client-name')).toHaveText(name);
  if (tablet) await screenshot(page, 'client-search', testInfo.project.name);

  // By ID, from another section: the face sheet opens under that section.
  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  field = await searchField(page, tablet);
  await field.fill(id);
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(name);
  await options.click();
  await expect(page).toHaveURL(/\/dashboard\/facesheet\?clientId=\d+$/);
  await expect(page.getByTestId('facesheet-client-name')).toHaveText(name);

  field = await searchField(page, tablet);
  await field.fill('zzzz');
  await expect(page.getByText('No clients found')).toBeVisible();
});

test('a face sheet link to a client the device does not hold says so and leads back', async ({ page }) => {
  await openCaseload(page);
  // In-app navigation (a reload asks to sign in again).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/caseload/facesheet?clientId=987654321');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Client not found');
  await page.getByRole('link', { name: 'Back to Caseload' }).click();
  await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
});
