import type { Page } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { signIn } from './support/sign-in.ts';

// spec 1 §4 Inactivity: the warning after the auto-logoff interval (30 minutes for the demo agency), a countdown
// of the resume interval (120 seconds) updated every 500 ms, Resume, and the log-off at 0.

const secondsShown = async (page: Page) => {
  const text = (await page.getByTestId('inactivity-countdown').textContent()) ?? '';
  return Number(/(\d+) seconds/.exec(text)?.[1]);
};

test('warns after 30 idle minutes, resumes, and logs off when the countdown reaches 0', async ({
  page,
  appUrl,
}) => {
  await signIn(page, appUrl);
  const warning = page.getByRole('alertdialog', { name: 'Inactivity Warning' });

  // Activity restarts the timer: 29 minutes, a click, 29 more minutes: still no warning. The click is on the
  // page's title: one that opened another page could be followed by that page's own scrolling, which counts too.
  await page.clock.fastForward('29:00');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
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
