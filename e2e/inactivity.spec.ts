import type { Page } from '@playwright/test';
import { test, expect, type CareVisitServer } from './support/server.ts';

// spec 1 §4 Inactivity: the warning after the auto-logoff interval (30 minutes for the demo agency), a countdown
// of the resume interval (120 seconds) updated every 500 ms, Resume, and the log-off at 0.

const CLINICIAN = { account: 'demo', username: 'clinician', password: 'Clinician#2026', pin: '2468' };

/** Signs the clinician in on the evv host; a new device asks for a local PIN first (spec 1 §4). */
async function signIn(page: Page, appUrl: CareVisitServer['appUrl']) {
  await page.goto(appUrl('evv', '/'));
  await page.getByLabel('Account').fill(CLINICIAN.account);
  await page.getByLabel('Username').fill(CLINICIAN.username);
  await page.getByLabel('Password', { exact: true }).fill(CLINICIAN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const pins = page.locator('input').and(page.getByLabel(/PIN/));
  const header = page.getByTestId('header-user');
  await expect(pins.first().or(header)).toBeVisible({ timeout: 30_000 });
  if (await pins.first().isVisible()) {
    await pins.nth(0).fill(CLINICIAN.pin);
    await pins.nth(1).fill(CLINICIAN.pin);
    await page.getByRole('button', { name: /save|continue/i }).click();
  }
  await expect(header).toBeVisible({ timeout: 30_000 });
}

const secondsShown = async (page: Page) => {
  const text = (await page.getByTestId('inactivity-countdown').textContent()) ?? '';
  return Number(/(\d+) seconds/.exec(text)?.[1]);
};

test('warns after 30 idle minutes, resumes, and logs off when the countdown reaches 0', async ({
  page,
  appUrl,
}) => {
  await page.clock.install();
  await signIn(page, appUrl);
  const warning = page.getByRole('alertdialog', { name: 'Inactivity Warning' });

  // Activity restarts the timer: 29 minutes, a click, 29 more minutes: still no warning.
  await page.clock.fastForward('29:00');
  await page.getByRole('navigation').getByText('Schedule', { exact: true }).click();
  await page.clock.fastForward('29:00');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward('01:01');
  await expect(warning).toBeVisible();
  await expect(page.getByTestId('inactivity-countdown')).toHaveText(/logged off in \d+ seconds/);
  const first = await secondsShown(page);
  expect(first).toBeGreaterThan(100);
  expect(first).toBeLessThanOrEqual(120);
  // The countdown runs.
  await page.clock.runFor(3000);
  await expect.poll(() => secondsShown(page)).toBeLessThan(first);

  await warning.getByRole('button', { name: 'Resume' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('header-user')).toBeVisible();

  // Idle again: the warning at 30 minutes, the log-off 120 seconds later.
  await page.clock.fastForward('30:00');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});
