import type { Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { offlinePins, staffSignatures } from '../apps/server/src/db/schema/index.ts';
import { staffIdOf } from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 1 §4 Offline PIN setup and §5 create PIN / electronic signature creation: the demo caregiver has neither
// an offline PIN nor a signature, so the first online login goes through both steps before the app starts.
// Each test has its own browser context, so the device starts empty.

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled' });

// Other tests of the worker may have signed the caregiver in already: put back the demo's first-login state.
test.beforeEach(async ({ server }) => {
  const staffId = await staffIdOf(server, 'caregiver');
  await server.database.db.delete(staffSignatures).where(eq(staffSignatures.staffId, staffId));
  await server.database.db.delete(offlinePins).where(eq(offlinePins.staffId, staffId));
});

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Account').fill('demo');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a first login creates the offline PIN, then the electronic signature, then opens the app', async ({
  page,
  appUrl,
}, testInfo) => {
  await page.goto(appUrl('evv', '/'));
  await expect(page.getByText('Initializing the application')).toBeVisible();
  await signIn(page, 'caregiver', 'Caregiver#2026');

  // Step 1: create the PIN.
  await expect(page.getByRole('heading', { name: 'Create Offline PIN' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const pin = page.getByLabel('PIN', { exact: true });
  const confirmPin = page.getByLabel('Confirm PIN');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await expect(pin).toHaveAttribute('type', 'password');
  await shoot(page, testInfo, 'create-pin');

  const savePin = page.getByRole('button', { name: 'Save PIN' });
  await savePin.click();
  await expect(page.getByText('Please enter a PIN')).toBeVisible();
  await expect(page.getByText('Please re-enter your PIN')).toBeVisible();

  // Only digits, at most 4 (spec 1 §5).
  await pin.pressSequentially('1a2b');
  await expect(pin).toHaveValue('12');
  await confirmPin.fill('12');
  await savePin.click();
  await expect(page.getByText('PIN must be 4 digits')).toBeVisible();
  await expect(page.getByText('Please enter a PIN')).toBeHidden();

  await pin.fill('');
  await pin.pressSequentially('135799');
  await expect(pin).toHaveValue('1357');
  await confirmPin.fill('1358');
  await savePin.click();
  await expect(page.getByText('PIN does not match')).toBeVisible();
  await expect(page.getByText('PIN must be 4 digits')).toBeHidden();
  await shoot(page, testInfo, 'create-pin-errors');

  await confirmPin.fill('1357');
  await savePin.click();

  // Step 2: create the electronic signature, with the demo security rule (8+ characters, 1 number, 1 symbol).
  await expect(page.getByRole('heading', { name: 'Create Electronic Signature' })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByText('At least 8 characters, at most 20')).toBeVisible();
  await expect(page.getByText('Cannot contain your username (caregiver)')).toBeVisible();
  const signature = page.getByLabel('Electronic Signature', { exact: true });
  const confirmSignature = page.getByLabel('Confirm Electronic Signature');
  // The limit is counted, never cut short (issue 36: typing past 20 was cut without a word).
  await expect(signature).not.toHaveAttribute('maxlength');
  await expect(page.getByTestId('character-count').first()).toHaveText('0/20');
  await shoot(page, testInfo, 'create-signature');

  const saveSignature = page.getByRole('button', { name: 'Save Signature' });
  await saveSignature.click();
  await expect(page.getByText('Please enter a Signature')).toBeVisible();
  await expect(page.getByText('Please re-enter your Signature')).toBeVisible();

  await signature.fill('Visit#2026');
  await confirmSignature.fill('visit#2026');
  await saveSignature.click();
  // Case sensitive.
  await expect(page.getByText('Error: The signature values do not match. Please try again.')).toBeVisible();

  const requirementsNotMet =
    'Error: The signature entered does not meet the requirements.  Please check the rules and try again.';
  for (const weak of ['visits2026', 'Caregiver#1', 'Visit#2026-and-22-char']) {
    await signature.fill(weak);
    await confirmSignature.fill(weak);
    await saveSignature.click();
    await expect(page.getByText(requirementsNotMet, { exact: true })).toBeVisible();
    await expect(signature).toHaveValue(weak);
  }
  await expect(page.getByTestId('character-count').first()).toHaveText('22/20');

  await signature.fill('Visit#2026');
  await confirmSignature.fill('Visit#2026');
  await saveSignature.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the first-time setup can be left with Log Out, back to the sign-in page', async ({ page, appUrl }) => {
  await page.goto(appUrl('evv', '/'));
  await signIn(page, 'caregiver', 'Caregiver#2026');
  await expect(page.getByRole('heading', { name: 'Create Offline PIN' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Account')).toBeVisible();
});
