import type { Page } from '@playwright/test';
import { expect, type CareVisitServer } from './server.ts';

/** A demo login (account 'demo'); the PIN is the one the test gives the device. */
export interface DemoLogin {
  account: string;
  username: string;
  password: string;
  pin: string;
}

export const CLINICIAN: DemoLogin = {
  account: 'demo',
  username: 'clinician',
  password: 'Clinician#2026',
  pin: '2468',
};

/** Signs a user in on the evv host; a new device asks for a local PIN first (spec 1 §4). */
export async function signIn(page: Page, appUrl: CareVisitServer['appUrl'], login: DemoLogin = CLINICIAN) {
  await page.goto(appUrl('evv', '/'));
  await page.getByLabel('Account').fill(login.account);
  await page.getByLabel('Username').fill(login.username);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const pins = page.locator('input').and(page.getByLabel(/PIN/));
  const header = page.getByTestId('header-user');
  await expect(pins.first().or(header)).toBeVisible({ timeout: 30_000 });
  if (await pins.first().isVisible()) {
    await pins.nth(0).fill(login.pin);
    await pins.nth(1).fill(login.pin);
    await page.getByRole('button', { name: /save|continue/i }).click();
  }
  await expect(header).toBeVisible({ timeout: 30_000 });
}
