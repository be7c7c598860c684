import type { Page } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// spec 1 §1 General Information, §2 Settings page, Change Organization, Account Settings and Log Out.

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/;

async function openSettings(page: Page) {
  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The value beside a label in one of the page's description lists. */
const valueOf = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ page, appUrl }) => {
  await openSignedIn(page, appUrl);
  await openSettings(page);
});

test('shows General Information, with the version and the last sync once synced', async ({
  page,
}, testInfo) => {
  const general = page.getByRole('region', { name: 'General Information' });
  for (const label of [
    'Device',
    'Operating System',
    'Browser',
    'Environment',
    'Current User',
    'Last Sync Date/Time',
  ])
    await expect(general.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('settings-version')).toHaveText('2.2.0');
  await expect(valueOf(page, 'Browser')).toHaveText(/^Chrome \d+$/);
  await expect(valueOf(page, 'Environment')).toHaveText(/^evv\.localhost:\d+ \(Build .+\)$/);
  await expect(valueOf(page, 'Current User')).toHaveText(/^Reyes, Daniel \(\d+\)$/);
  // The first sync runs after sign-in: the dash gives way to its date and time.
  await expect(page.getByTestId('settings-last-sync')).toHaveText(DATE_TIME, { timeout: 30_000 });
  await expect(page.getByTestId('settings-current-organization')).toHaveText(/Harbor/);
  await screenshotForPeople(page, `settings-${testInfo.project.name}`, { fullPage: true });
});

test('changes the organization: the header follows and the app goes to the dashboard', async ({ page }) => {
  const header = page.getByTestId('header-organization');
  const current = page.getByTestId('settings-current-organization');
  await expect(current).toHaveText(/Harbor/, { timeout: 30_000 });
  const before = (await current.textContent()) ?? '';

  const change = async () => {
    await page.getByRole('button', { name: 'Change Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Organization' });
    // The clinician works for Pennsylvania (primary) and New Jersey (spec 1 §6 available organizations).
    const other = dialog
      .getByRole('button')
      .filter({ hasText: /^Harbor/ })
      .filter({ hasNotText: before });
    await expect(other.first()).toBeVisible();
    const name = ((await other.first().textContent()) ?? '').trim();
    await other.first().click();
    return name;
  };

  const chosen = await change();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header).toHaveText(chosen);
  await openSettings(page);
  await expect(current).toHaveText(chosen);

  // And back, so other tests of this worker meet the clinician as seeded.
  await page.getByRole('button', { name: 'Change Organization' }).click();
  await page.getByRole('dialog', { name: 'Change Organization' }).getByText(before, { exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header).toHaveText(before);
});

test('offers Change Offline PIN only in offline mode', async ({ page, context }) => {
  const link = page.getByRole('link', { name: 'Change Offline PIN' });
  await expect(page.getByRole('region', { name: 'General Information' })).toBeVisible();
  await expect(link).toHaveCount(0);

  await context.setOffline(true);
  // spec 1 §8 Offline mode: the dropped connection is announced.
  const offline = page.getByRole('dialog', { name: 'Offline mode' });
  await expect(offline).toContainText('You are currently offline. Please check your network connection.');
  await offline.getByRole('button', { name: 'OK' }).click();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/changeOfflinePin');

  await context.setOffline(false);
  await expect(link).toHaveCount(0);
});

test('asks before logging out: Cancel stays, Log Out goes to the sign-in page', async ({ page }) => {
  const logOut = page.getByRole('main').getByRole('button', { name: 'Log Out' });
  await logOut.click();
  const confirm = page.getByRole('dialog', { name: 'Log Out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);

  await logOut.click();
  await confirm.getByRole('button', { name: 'Log Out' }).click();
  // Records not yet sent (if sending them first did not finish) are named, and stay on the device.
  const unsent = page.getByRole('dialog', { name: 'Unsent Data' });
  const signInPage = page.getByRole('heading', { name: 'Sign in' });
  await expect(signInPage.or(unsent)).toBeVisible({ timeout: 15_000 });
  if (await unsent.isVisible()) await unsent.getByRole('button', { name: 'Log Out Anyway' }).click();
  await expect(signInPage).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});

test('a device that asks for less motion gets dialogs without fading and taps without ripples', async ({
  page,
}) => {
  // The run emulates reduced motion (playwright.config.ts); a device that does not ask is shown the motion.
  const logOut = page.getByRole('main').getByRole('button', { name: 'Log Out' });
  const confirm = page.getByRole('dialog', { name: 'Log Out' });
  // The dialog fades in and out with its container; a button holds its ripple layer once touched.
  const fading = () =>
    confirm.locator('..').evaluate((container) => getComputedStyle(container).transitionProperty);
  const rippleLayer = logOut.locator('.MuiTouchRipple-root');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await logOut.click();
  await expect(confirm).toBeVisible();
  expect(await fading()).toBe('opacity');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rippleLayer).toHaveCount(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(rippleLayer).toHaveCount(0);
  await logOut.click();
  await expect(confirm).toBeVisible();
  expect(await fading()).toBe('none');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rippleLayer).toHaveCount(0);
});
