import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// spec 2 §2 face sheet Allergies, Medications and Diagnoses (handheld lists, tablet tables, sort, filter, detail
// pages), §8 'Not Set', §9 MM/dd/yyyy and the medication status colours.

type Section = 'allergies' | 'medications' | 'diagnoses';
const TAB_LABEL: Record<Section, string> = {
  allergies: 'Allergies',
  medications: 'Medications',
  diagnoses: 'Diagnosis',
};
const DATE = /^(\d{2}\/\d{2}\/\d{4}|Not Set)$/;

async function screenshot(page: Page, name: string, project: string) {
  await screenshotForPeople(page, `${name}-${project}`, { fullPage: true });
}

/** Opens the face sheet of the caseload's second client and returns the client's id. */
async function openFacesheet(page: Page, tablet: boolean): Promise<string> {
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
  const row = page.getByTestId('caseload-row').nth(1);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await (tablet ? row.getByRole('link') : row.getByRole('button')).first().click();
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  return new URL(page.url()).searchParams.get('clientId')!;
}

/** The section: a tab on tablets, a sub-page behind its section button on handhelds. */
async function openSection(page: Page, tablet: boolean, section: Section): Promise<Locator> {
  if (tablet) await page.getByRole('tab', { name: TAB_LABEL[section] }).click();
  else {
    await page.getByTestId(`section-${section}`).click();
    await expect(page).toHaveURL(new RegExp(`/caseload/facesheet/${section}\\?clientId=\\d+$`));
  }
  const content = page.getByTestId(`${section}-section`);
  await expect(content).toBeVisible({ timeout: 30_000 });
  return content;
}

/** Rows of the list: table body rows on a tablet, cards on a handheld. */
const rowsOf = (content: Locator, tablet: boolean) =>
  tablet ? content.locator('tbody tr') : content.getByRole('listitem');

const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.trim());
const sorted = (values: string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));

/**
 * Picks a sort option: on a tablet the column header that applies it (named `header` when it is not the option's
 * own word), on a handheld the sort bar's bottom drawer.
 */
async function sortBy(page: Page, content: Locator, tablet: boolean, option: string, header = option) {
  if (tablet) {
    await content.getByRole('columnheader', { name: header }).getByRole('button').click();
    await expect(content.getByRole('columnheader', { name: header })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    return;
  }
  await content.getByRole('button', { name: /^Sort by / }).click();
  const drawer = page.getByRole('dialog', { name: 'Sort By' });
  await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await drawer.getByRole('button', { name: option, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(content.getByRole('button', { name: `Sort by ${option}` })).toBeVisible();
}

/** Leaves through the app's router, as a link inside the app would (a reload would sign the user out). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.beforeEach(async ({ page, appUrl }) => {
  await openSignedIn(page, appUrl);
});

test('allergies: list, sort, filter by type and the Allergy Details page', async ({ page }, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const clientId = await openFacesheet(page, tablet);
  const content = await openSection(page, tablet, 'allergies');
  const rows = rowsOf(content, tablet);
  await expect(rows.first()).toBeVisible();

  if (tablet) {
    const table = content.getByRole('table', { name: 'Allergies' });
    for (const header of ['Allergy', 'Type', 'Reaction', 'Begin Date', 'End Date'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText(DATE);
    await expect(rows.first().getByRole('cell').nth(4)).toHaveText(DATE);
    await sortBy(page, content, tablet, 'Type');
    const types = await texts(rows.locator('td:nth-child(2)'));
    expect(types).toEqual(sorted(types));
    // Filter By Type: one type keeps only its rows; Show All brings every row back.
    const all = await rows.count();
    await content.getByRole('combobox', { name: 'Filter By Type' }).click();
    await page.getByRole('option').nth(1).click();
    const chosen = types.find(Boolean)!;
    await expect(content.getByRole('combobox', { name: 'Filter By Type' })).toHaveText(chosen);
    expect(new Set(await texts(rows.locator('td:nth-child(2)')))).toEqual(new Set([chosen]));
    await content.getByRole('combobox', { name: 'Filter By Type' }).click();
    await page.getByRole('option', { name: 'Show All' }).click();
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    await expect(rows).toHaveCount(all);
  } else {
    await sortBy(page, content, tablet, 'Type');
    const types = await texts(rows.locator('.MuiChip-label'));
    expect(types).toEqual(sorted(types));
    await sortBy(page, content, tablet, 'Name');
  }
  await screenshot(page, 'facesheet-allergies', testInfo.project.name);
  await expectNoSeriousViolations(page, 'allergies');

  const link = rows.first().getByRole('link');
  const name = ((await link.getAttribute('aria-label')) ?? '').replace(/^Open details of /, '');
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/caseload/facesheet/allergies/allergy\\?clientId=${clientId}&allergyId=\\d+$`),
  );
  await expect(page.getByRole('heading', { name: 'Allergy Details', level: 1 })).toBeVisible();
  const details = page.getByTestId('clinical-details');
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(name);
  for (const label of ['Type', 'Allergen', 'Reaction', 'Begin Date', 'End Date'])
    await expect(details.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await screenshot(page, 'facesheet-allergy-details', testInfo.project.name);
  await expectNoSeriousViolations(page, 'allergy details');
  await page.getByRole('link', { name: 'Back to Allergies' }).click();
  await expect(page).toHaveURL(new RegExp(`/caseload/facesheet/allergies\\?clientId=${clientId}$`));

  // spec 2 §2: with nothing selected the detail page leaves for the client's face sheet.
  await goInApp(page, `/caseload/facesheet/allergies/allergy?clientId=${clientId}`);
  await expect(page).toHaveURL(new RegExp(`/caseload/facesheet\\?clientId=${clientId}$`));
});

test('medications: Filter By Status, sort, status colours and the Medication Details page', async ({
  page,
}, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const clientId = await openFacesheet(page, tablet);
  const content = await openSection(page, tablet, 'medications');
  const rows = rowsOf(content, tablet);
  await expect(rows.first()).toBeVisible();

  // spec 2 §9: Active green, any other status red.
  const chips = content.locator('.MuiChip-root');
  for (const chip of await chips.all()) {
    const active = ((await chip.textContent()) ?? '').trim() === 'Active';
    await expect(chip).toHaveClass(active ? /MuiChip-colorSuccess/ : /MuiChip-colorError/);
  }
  if (tablet) {
    // spec 2 §2 column widths 36, 12, 16, 12, 12, 12 percent.
    const table = content.getByRole('table', { name: 'Medications' });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Medication',
      'Status',
      'Dosage/Sig',
      'Prescriber',
      'Begin Date',
      'End Date',
    ]);
    const total = (await table.boundingBox())!.width;
    const widths = await Promise.all((await headers.all()).map(async (h) => (await h.boundingBox())!.width));
    widths.forEach((width, i) =>
      expect(width / total).toBeCloseTo([0.36, 0.12, 0.16, 0.12, 0.12, 0.12][i]!, 1),
    );
  }
  await sortBy(page, content, tablet, 'Name', 'Medication');
  const names = await texts(
    tablet ? rows.locator('td:nth-child(1)') : rows.locator('.MuiTypography-subtitle1'),
  );
  expect(names).toEqual(sorted(names));

  await content.getByRole('combobox', { name: 'Filter By Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(content.getByRole('combobox', { name: 'Filter By Status' })).toHaveText('Active');
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  expect(new Set(await texts(content.locator('.MuiChip-label')))).toEqual(new Set(['Active']));
  await screenshot(page, 'facesheet-medications', testInfo.project.name);
  await expectNoSeriousViolations(page, 'medications');

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`/caseload/facesheet/medications/medication\\?clientId=${clientId}&medicationId=\\d+$`),
  );
  await expect(page.getByRole('heading', { name: 'Medication Details', level: 1 })).toBeVisible();
  const details = page.getByTestId('clinical-details');
  for (const label of ['Status', 'Dosage/Sig', 'Instructions', 'Prescriber', 'Refills', 'Begin Date'])
    await expect(details.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await screenshot(page, 'facesheet-medication-details', testInfo.project.name);

  // Nothing selected and no client: the dashboard.
  await goInApp(page, '/caseload/facesheet/medications/medication');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('diagnoses: sort by Priority, ICD-10 Code, Effective Date and the Diagnosis Details page', async ({
  page,
}, testInfo) => {
  const tablet = testInfo.project.name === 'tablet';
  const clientId = await openFacesheet(page, tablet);
  const content = await openSection(page, tablet, 'diagnoses');
  const rows = rowsOf(content, tablet);
  await expect(rows.first()).toBeVisible();
  // spec 2 §2: the diagnosis text is clamped to 4 lines.
  await expect(content.getByTestId('diagnosis-text').first()).toHaveCSS('-webkit-line-clamp', '4');

  const codes = tablet ? rows.locator('td:nth-child(2)') : rows.locator('.MuiTypography-subtitle1');
  if (tablet) {
    const priorities = (await texts(rows.locator('td:nth-child(1)'))).map(Number);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    await expect(rows.first().locator('td:nth-child(4)')).toHaveText(DATE);
  }
  await sortBy(page, content, tablet, 'ICD-10 Code');
  const byCode = await texts(codes);
  expect(byCode).toEqual(sorted(byCode));
  await sortBy(page, content, tablet, 'Effective Date');
  await sortBy(page, content, tablet, 'Priority');
  await screenshot(page, 'facesheet-diagnoses', testInfo.project.name);
  await expectNoSeriousViolations(page, 'diagnoses');

  const code = (await codes.first().textContent())!.trim();
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`/caseload/facesheet/diagnoses/diagnosis\\?clientId=${clientId}&diagnosisId=\\d+$`),
  );
  await expect(page.getByRole('heading', { name: 'Diagnosis Details', level: 1 })).toBeVisible();
  await expect(page.getByTestId('clinical-details').getByRole('heading', { level: 2 })).toHaveText(code);
  await screenshot(page, 'facesheet-diagnosis-details', testInfo.project.name);
  await expectNoSeriousViolations(page, 'diagnosis details');
});
