import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { SPLASH_MS, START_TICK_MS } from '../packages/core/src/constants.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { test, expect, serverClock } from './support/server.ts';
import { anotherDevice } from './support/another-device.ts';
import { CLINICIAN, type DemoLogin } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';
import { openPage } from './support/navigation.ts';
import { english, spanish, type Words } from './support/words.ts';

// Issue 33 item 3: English or Spanish, chosen on the sign-in page or in Settings, kept on the device (its splash
// too, before any script of the app) and on the server, so that it follows the user to another device. Chromium
// runs with its en-US languages here, as in every other spec, which stay English.

/** A Spanish date and time as Settings shows the last sync: day first, then p.m. */
const SPANISH_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [ap]\.m\.$/;
const SPANISH_MONTH =
  /de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/;

/** spec 1 §2's 2-second splash, in the language shown, passed on the run's clock (as support/sign-in.ts does). */
async function passSplash(page: Page, text: string) {
  const splash = page.getByText(text, { exact: true });
  for (let moves = 0; moves < 10 && (await splash.isVisible()); moves++) {
    await page.clock.fastForward(SPLASH_MS);
    serverClock.advance(SPLASH_MS);
    await splash.waitFor({ state: 'hidden', timeout: 500 }).catch(() => undefined);
  }
  await expect(splash).toBeHidden();
}

/**
 * The sign-in form in the words of `form`, then the Offline PIN this returning user already has, asked in the
 * words of `setup`: the language the server hands the device applies from the PIN step on.
 */
async function signIn(page: Page, login: DemoLogin, form: Words, setup: Words) {
  await page.getByLabel(form('loginForm.account'), { exact: true }).fill(login.account);
  await page.getByLabel(form('loginForm.username'), { exact: true }).fill(login.username);
  await page.getByLabel(form('loginForm.password'), { exact: true }).fill(login.password);
  await page.getByRole('button', { name: form('loginForm.submit'), exact: true }).click();
  await page.getByLabel(setup('setupScreen.offlinePin'), { exact: true }).fill(login.pin);
  await page.getByRole('button', { name: setup('setupScreen.continue'), exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await page.clock.fastForward(START_TICK_MS);
  serverClock.advance(START_TICK_MS);
}

const html = (page: Page) => page.locator('html');

test('Español on the sign-in page: the app, its dates and its splash in Spanish, here and on the next device', async ({
  page,
  appUrl,
  server,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const size = testInfo.project.name;
  const serverLanguage = async () =>
    (
      await server.database.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.username, CLINICIAN.username))
    )[0]?.language;

  await page.goto(appUrl('evv', '/'));
  await passSplash(page, english('app.initializing'));
  await expect(page.getByRole('heading', { name: english('loginForm.title') })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');

  // The sign-in page switches at once.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: spanish('loginForm.title') })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel(spanish('loginForm.account'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await screenshotForPeople(page, `language-sign-in-es-${size}`, { fullPage: true });

  // Signed in, the dashboard and Settings speak Spanish, dates too; the server keeps the choice.
  await signIn(page, CLINICIAN, spanish, spanish);
  const navigation = page.getByRole('navigation', { name: spanish('nav.label') });
  await expect(navigation.getByRole('link', { name: spanish('nav.dashboard') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screenshotForPeople(page, `language-dashboard-es-${size}`, { fullPage: true });
  await expect.poll(serverLanguage).toBe('es');

  await navigation.getByRole('link', { name: spanish('nav.schedule') }).click();
  await expect(page.getByRole('heading', { name: spanish('pages.schedule'), level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(SPANISH_MONTH).first()).toBeVisible();
  await screenshotForPeople(page, `language-schedule-es-${size}`);

  await openPage(page, 'settings');
  const picker = page.getByRole('group', { name: spanish('language.title') });
  await expect(picker.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settings-last-sync')).toHaveText(SPANISH_DATE_TIME, { timeout: 30_000 });
  await screenshotForPeople(page, `language-settings-es-${size}`, { fullPage: true });

  // A reload paints the splash in Spanish before the app's scripts, and the app comes back in Spanish.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByText(spanish('app.initializing'), { exact: true })).toBeVisible();
  await expect(page.getByText(english('app.initializing'), { exact: true })).toBeHidden();
  await screenshotForPeople(page, `language-splash-es-${size}`);
  await passSplash(page, spanish('app.initializing'));
  await expect(page.getByRole('heading', { name: spanish('pages.settings'), level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  // So does the first start without a connection: the service worker keeps the splash script and the catalog.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(spanish('app.initializing'), { exact: true })).toBeVisible();
  await passSplash(page, spanish('app.initializing'));
  await expect(page.getByRole('heading', { name: spanish('pages.settings'), level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.context().setOffline(false);

  // Another device, in English as its browser is, takes Spanish from the server at sign-in.
  const device = await anotherDevice(browser, page, server);
  try {
    const other = device.page;
    await other.goto(appUrl('evv', '/'));
    await passSplash(other, english('app.initializing'));
    await expect(other.getByRole('heading', { name: english('loginForm.title') })).toBeVisible();
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await signIn(other, CLINICIAN, english, spanish);
    await expect(html(other)).toHaveAttribute('lang', 'es');
    await openPage(other, 'settings');

    // Back to English in Settings: at once on this device, and kept by the server for the next.
    await other
      .getByRole('group', { name: spanish('language.title') })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(other.getByRole('heading', { name: english('pages.settings'), level: 1 })).toBeVisible();
    await expect(html(other)).toHaveAttribute('lang', 'en');
    await expect(other.getByTestId('settings-last-sync')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
    );
    await expect.poll(serverLanguage).toBe('en');
    await screenshotForPeople(other, `language-settings-en-${size}`, { fullPage: true });
  } finally {
    await device.context.close();
  }
});
