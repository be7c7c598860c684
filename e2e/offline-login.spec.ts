import type { Page, TestInfo } from '@playwright/test';
import { goOffline } from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { logOut } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 1 §2 /loginOffline, §4 (offline login needs an earlier online login on this device), §5 and §8.
// The demo clinician already has a PIN and a signature on the server; this new device has no PIN of its own, so
// the online login asks for the PIN the clinician has (the key it unlocks lives on the device), and no signature.

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled' });

test('after an online login and a PIN, the device signs in offline with username and PIN', async ({
  page,
  appUrl,
}, testInfo) => {
  await page.goto(appUrl('evv', '/'));
  await page.getByLabel('Account').fill('demo');
  await page.getByLabel('Username').fill('clinician');
  await page.getByLabel('Password', { exact: true }).fill('Clinician#2026');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page.getByRole('heading', { name: 'Enter Offline PIN' })).toBeVisible();
  await expect(page.getByText(/Step \d of \d/)).toBeHidden();
  await page.getByLabel('Offline PIN').fill('2468');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The signature exists: straight into the app.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The app shell must be cached before the connection goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A reload keeps the session (issue 17); Log Out without a connection lands on the offline login (spec 1 §2).
  await goOffline(page);
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await logOut(page);

  await expect(page).toHaveURL(/\/loginOffline$/);
  // The router keeps the old page on screen while the new one loads: wait for it before typing.
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  // Without a connection the online page is no way out.
  await expect(page.getByRole('link', { name: 'Sign in online with your password' })).toBeHidden();
  await shoot(page, testInfo, 'offline-login');

  const username = page.getByLabel('Username');
  const pin = page.getByLabel('Offline PIN');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  const logIn = page.getByRole('button', { name: 'Log In' });
  await logIn.click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByText('Please enter your Offline PIN')).toBeVisible();

  await username.fill('clinician');
  await pin.pressSequentially('2x4');
  await expect(pin).toHaveValue('24');
  await logIn.click();
  await expect(page.getByText('PIN must be 4 digits')).toBeVisible();
  await expect(page.getByText('Please enter your username')).toBeHidden();
  await shoot(page, testInfo, 'offline-login-errors');

  await pin.fill('1111');
  await logIn.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  await expect(dialog).toContainText('Username and/or Offline PIN is incorrect. Please try again.');
  await shoot(page, testInfo, 'offline-login-wrong-pin');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(pin).toHaveValue('');

  await pin.fill('2468');
  await logIn.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('offline-icon')).toBeVisible();

  // spec 1 §2 Settings > Account Settings > Change Offline PIN (offline mode only); spec 1 §5 PIN messages.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Change Offline PIN' }).click();
  await expect(page).toHaveURL(/\/changeOfflinePin$/);
  await expect(page.getByRole('heading', { name: 'Change Offline PIN' })).toBeVisible();
  const savePin = page.getByRole('button', { name: 'Save PIN' });
  await savePin.click();
  await expect(page.getByText('Please enter a PIN')).toBeVisible();
  await expect(page.getByText('Please re-enter your PIN')).toBeVisible();
  await page.getByLabel('New PIN', { exact: true }).fill('1234');
  await page.getByLabel('Confirm New PIN').fill('4321');
  await savePin.click();
  await expect(page.getByText('PIN does not match')).toBeVisible();
  await page.getByLabel('Confirm New PIN').fill('1234');
  await savePin.click();
  await expect(page.getByText('Your Offline PIN has been changed.')).toBeVisible();
  await shoot(page, testInfo, 'change-offline-pin');
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // The new PIN is the one offline login now takes.
  await logOut(page);
  await expect(page).toHaveURL(/\/loginOffline$/);
  // The router keeps the old page on screen while the new one loads: wait for it before typing.
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  await username.fill('clinician');
  await pin.fill('2468');
  await logIn.click();
  await expect(dialog).toContainText('Username and/or Offline PIN is incorrect. Please try again.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await pin.fill('1234');
  await logIn.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

async function signInOnlineWithPin(page: Page, appUrl: (host: 'evv', path?: string) => string) {
  await page.goto(appUrl('evv', '/'));
  await page.getByLabel('Account').fill('demo');
  await page.getByLabel('Username').fill('clinician');
  await page.getByLabel('Password', { exact: true }).fill('Clinician#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Offline PIN').fill('2468');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('when the server cannot be reached, login falls back to offline login; wrong PINs lock it for 3 minutes', async ({
  page,
  appUrl,
}) => {
  await signInOnlineWithPin(page, appUrl);
  // Log Out; then the network fails under a browser that still believes it is online.
  await logOut(page);
  await page.route('**/evv/authorization/oauth/token', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Account').fill('demo');
  await page.getByLabel('Username').fill('clinician');
  await page.getByLabel('Password', { exact: true }).fill('Clinician#2026');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/loginOffline$/);
  // The router keeps the old page on screen while the new one loads: wait for it before typing.
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  const pin = page.getByLabel('Offline PIN');
  await expect(page.getByLabel('Username')).toHaveValue('clinician');
  await expect(pin).toBeFocused();

  // spec 1 §4, §8, §9: 5 attempts, then login is disabled for 3 minutes, even with the right PIN.
  const logIn = page.getByRole('button', { name: 'Log In' });
  const dialog = page.getByRole('dialog');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await pin.fill('0000');
    await logIn.click();
    await expect(dialog).toContainText('Username and/or Offline PIN is incorrect. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
  for (const tried of ['0000', '2468']) {
    await pin.fill(tried);
    await logIn.click();
    await expect(dialog.getByRole('heading', { name: 'Maximum Login Attempts' })).toBeVisible();
    await expect(dialog).toContainText('Login is disabled for 3 minutes.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.clock.fastForward('03:01');
  await pin.fill('2468');
  await logIn.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a device where the user never signed in online says First Time Login', async ({ page, appUrl }) => {
  await page.goto(appUrl('evv', '/'));
  await page.getByRole('link', { name: 'Sign in offline with your PIN' }).click();
  await expect(page).toHaveURL(/\/loginOffline$/);
  // The router keeps the old page on screen while the new one loads: wait for it before typing.
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  await page.getByLabel('Username').fill('clinician');
  await page.getByLabel('Offline PIN').fill('2468');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'First Time Login' })).toBeVisible();
  await expect(dialog).toContainText(
    'User has not logged in while connected to the internet. Please connect to the internet and try again.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Online, the way back to the password page is there.
  await page.getByRole('link', { name: 'Sign in online with your password' }).click();
  await expect(page.getByLabel('Account')).toBeVisible();
});
