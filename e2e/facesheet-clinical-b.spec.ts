import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { test, expect } from './support/server.ts';
import { CAREGIVER, CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 2 §2 face sheet tabs (tablet) and section buttons (handheld), the sub-pages appended to the face sheet's
// path, Vitals (sorted by date, 'MM/dd/yyyy hh:mm a', '-' when empty, details, trend charts), Messages ('Message
// Board', text only) and the Documents tab's frame ('No Documents Found').

// The messages button leads to the Message Board once the client's messages are read (until then, to the face
// sheet itself).
const MESSAGES_WITH_WARNING = /^Messages, this client has messages$/;
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/;

const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  await screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true });
}

/** Opens the face sheet of a caseload client (the first, or the one named) and waits for its heading. */
async function openFacesheet(page: Page, testInfo: TestInfo, name?: RegExp) {
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
  const rows = page.getByTestId('caseload-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const row = name ? rows.filter({ hasText: name }).first() : rows.first();
  await (isTablet(testInfo) ? row.getByRole('link') : row.getByRole('button')).first().click();
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/caseload\/facesheet\?clientId=\d+$/);
}

/** Goes to a face sheet section: its tab on a tablet, its section button (a sub-page) on a handheld. */
async function openSection(page: Page, testInfo: TestInfo, label: RegExp, title: string, path: string) {
  if (isTablet(testInfo)) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    return;
  }
  await page.getByRole('navigation', { name: 'Client records' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/caseload/facesheet/${path}\\?clientId=\\d+$`));
}

const millisOf = (text: string) => {
  const [, month, day, year, hour, minute, half] = /^(\d+)\/(\d+)\/(\d+) (\d+):(\d+) (AM|PM)$/.exec(text)!;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return Date.UTC(Number(year), Number(month) - 1, Number(day), hours, Number(minute));
};

test.describe('clinician', () => {
  test.use({ signedIn: CLINICIAN });

  test.beforeEach(async ({ page, appUrl }, testInfo) => {
    await openSignedIn(page, appUrl);
    await openFacesheet(page, testInfo);
  });

  test('offers the sections: tablet tabs in order, handheld buttons', async ({ page }, testInfo) => {
    if (isTablet(testInfo)) {
      const tabs = page.getByRole('tablist', { name: 'Client records' }).getByRole('tab');
      await expect(tabs).toHaveText([
        'Tasks',
        'Documents',
        'Messages',
        'Vitals',
        'Allergies',
        'Medications',
        'Diagnosis',
      ]);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      // Every demo client has a message: the Messages tab warns.
      await expect(page.getByRole('tab', { name: 'Messages, this client has messages' })).toBeVisible();
    } else {
      const buttons = page.getByRole('navigation', { name: 'Client records' }).getByRole('link');
      await expect(buttons).toHaveText([
        'Documents',
        'Messages',
        'Vitals',
        'Allergies',
        'Medications',
        'Diagnosis',
      ]);
      await expect(page.getByRole('link', { name: 'Messages, this client has messages' })).toHaveAttribute(
        'href',
        /\/caseload\/facesheet\/messages\?clientId=\d+$/,
      );
      await expect(page.getByRole('link', { name: 'Diagnosis' })).toHaveAttribute(
        'href',
        /\/caseload\/facesheet\/diagnoses\?clientId=\d+$/,
      );
    }
    await screenshot(page, 'facesheet-sections', testInfo);
    await expectNoSeriousViolations(page, 'facesheet sections');
  });

  test('vitals: newest first, trend charts, and one reading in detail', async ({ page }, testInfo) => {
    await openSection(page, testInfo, /^Vitals$/, 'Vitals', 'vitals');
    const charts = page.getByTestId('vital-trend');
    await expect(charts.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /^Blood Pressure \d+ readings? from / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Weight \d+ readings? from / })).toBeVisible();

    const rows = page.getByTestId('vital-row');
    const dates = async () =>
      (await rows.getByText(DATE_TIME).allTextContents()).map((text) => millisOf(text.trim()));
    await expect(rows.first()).toBeVisible();
    const newestFirst = await dates();
    expect(newestFirst.length).toBeGreaterThan(2);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    // The demo leaves the temperature of one reading out: it shows '-'.
    await expect(rows.getByText('-', { exact: true }).first()).toBeVisible();
    await expect(rows.getByText(/^\d+(\.\d)? lbs$/).first()).toBeVisible();
    await screenshot(page, 'facesheet-vitals', testInfo);
    await expectNoSeriousViolations(page, 'vitals');

    await page.getByRole('button', { name: 'Sort by date, Newest first' }).click();
    await expect(page.getByRole('button', { name: 'Sort by date, Oldest first' })).toBeVisible();
    expect(await dates()).toEqual([...newestFirst].reverse());
    await page.getByRole('button', { name: 'Sort by date, Oldest first' }).click();

    const first = await rows.first().getByText(DATE_TIME).textContent();
    await page.getByRole('link', { name: `Vitals of ${first}` }).click();
    await expect(page.getByRole('heading', { name: 'Vitals Details', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/caseload\/facesheet\/vitals\/vitalsInfo\?clientId=\d+&vitalId=\d+$/);
    const details = page.getByTestId('vital-details');
    await expect(details.getByText(first!, { exact: true })).toBeVisible();
    for (const label of ['BP Systolic', 'Heart Rate', 'Temperature', 'Pulse Oximetry', 'Inhaled Oxygen'])
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    await expect(details.getByText(/^\d+%$/).first()).toBeVisible();
    await screenshot(page, 'facesheet-vital-details', testInfo);
    await expectNoSeriousViolations(page, 'vital details');

    await page.getByRole('link', { name: 'Back to Vitals' }).click();
    await expect(page.getByRole('heading', { name: 'Vitals', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Facesheet' }).click();
    await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  });

  test('messages: post date, expiry or Not Set, and the message', async ({ page }, testInfo) => {
    await openSection(page, testInfo, MESSAGES_WITH_WARNING, 'Message Board', 'messages');
    const rows = page.getByTestId('message-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    if (isTablet(testInfo)) {
      for (const header of ['Post Date', 'Expires On', 'Message'])
        await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    } else {
      await expect(rows.first().getByText('Post Date')).toBeVisible();
      await expect(rows.first().getByText('Expires On')).toBeVisible();
    }
    await expect(
      rows
        .first()
        .getByText(/^(\d{2}\/\d{2}\/\d{4}|Not Set)$/)
        .first(),
    ).toBeVisible();
    await expect(rows.first().getByTestId('message-text')).not.toBeEmpty();
    await screenshot(page, 'facesheet-messages', testInfo);
    await expectNoSeriousViolations(page, 'messages');
  });

  test('documents: the status filter and the empty state', async ({ page }, testInfo) => {
    await openSection(page, testInfo, /^Documents$/, 'Documents', 'documents');
    // Other tests of the worker may have written documents for this client: the list or its empty state.
    const empty = page.getByText('No Documents Found');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(empty.or(rows.first())).toBeVisible({ timeout: 30_000 });
    const filter = page.getByRole('combobox', { name: 'Status' });
    await expect(filter).toHaveText('Show All');
    await filter.click();
    await expect(page.getByRole('option')).toHaveText([
      'Show All',
      'Complete',
      'Incomplete',
      'PDF',
      'Signed',
      'Unsigned',
    ]);
    await page.getByRole('option', { name: 'Signed', exact: true }).click();
    await expect(filter).toHaveText('Signed');
    // The menu fades out: wait until it has left the page before checking and photographing it.
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await expect(empty.or(rows.first())).toBeVisible();
    const shown = await rows.count();
    if (shown === 0) await expect(empty).toBeVisible();
    for (let i = 0; i < shown; i++) await expect(rows.nth(i).getByRole('cell').nth(2)).toHaveText('Signed');
    await screenshot(page, 'facesheet-documents', testInfo);
    await expectNoSeriousViolations(page, 'documents');
  });

  test('turning the device keeps the page: the chosen tab is still chosen', async ({ page }, testInfo) => {
    test.skip(!isTablet(testInfo), 'starts in the tablet layout');
    await openSection(page, testInfo, /^Vitals$/, 'Vitals', 'vitals');
    // Portrait on a phone: the handheld frame and the section buttons; then back to the tablet's frame.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('navigation', { name: 'Client records' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 1366 });
    await expect(page.getByRole('tab', { name: /^Vitals$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('vital-trend').first()).toBeVisible();
  });

  test('allergies, medications and diagnoses open from the face sheet', async ({ page }, testInfo) => {
    await openSection(page, testInfo, /^Allergies$/, 'Allergies', 'allergies');
    await expect(page.getByTestId('allergies-section')).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'facesheet-allergies', testInfo);
    if (!isTablet(testInfo)) await page.getByRole('link', { name: 'Back to Facesheet' }).click();
    await openSection(page, testInfo, /^Medications$/, 'Medications', 'medications');
    await expect(page.getByText(/^(Active|Discontinued|No Medications Found)/).first()).toBeVisible({
      timeout: 30_000,
    });
    await screenshot(page, 'facesheet-medications', testInfo);
    if (!isTablet(testInfo)) await page.getByRole('link', { name: 'Back to Facesheet' }).click();
    await openSection(page, testInfo, /^Diagnosis$/, 'Diagnosis', 'diagnoses');
    await expect(page.getByText(/^[A-Z]\d{2}(\.\w+)?$/).first()).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'facesheet-diagnoses', testInfo);
  });
});

test.describe(() => {
  test.use({ signedIn: CAREGIVER });

  test('a message holding markup is shown as text and runs nothing', async ({ page, appUrl }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openSignedIn(page, appUrl);
    await openFacesheet(page, testInfo, /Jenkins/);
    await openSection(page, testInfo, MESSAGES_WITH_WARNING, 'Message Board', 'messages');
    const text = page.getByTestId('message-text').filter({ hasText: 'Gate code 4412' });
    await expect(text).toHaveText('<script>alert("x")</script> Gate code 4412 <img src=x onerror=alert(1)>', {
      timeout: 30_000,
    });
    await expect(
      page.locator('[data-testid="message-text"] img, [data-testid="message-text"] script'),
    ).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
