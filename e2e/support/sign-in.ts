import { expect, type Page } from '@playwright/test';
import { SPLASH_MS, START_TICK_MS } from '../../packages/core/src/constants.ts';
import type { MessageLanguage } from '../../packages/core/src/messages/format.ts';
import { LANGUAGE_NAMES } from '../../packages/core/src/messages/languages.ts';
import { serverClock } from './clock.ts';
import type { CareVisitServer } from './server.ts';
import { deviceProfileOf } from './signed-in-device.ts';
import { anyOf, pageWords, wordsIn } from './words.ts';

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

/** The clinician's supervisor, who co-signs their documents; a returning user with the seed's PIN. */
export const SUPERVISOR: DemoLogin = {
  account: 'demo',
  username: 'supervisor',
  password: 'Supervisor#2026',
  pin: '1928',
};

export const CAREGIVER: DemoLogin = {
  account: 'demo',
  username: 'caregiver',
  password: 'Caregiver#2026',
  pin: '1357',
};

/**
 * Signs a user in on the evv host, in `language` when given (chosen on the sign-in page first, issue 33). A new
 * device asks for the PIN first (spec 1 §4): the PIN the user has on the server (one field), or a new one with its
 * confirmation when they have none.
 */
export async function signIn(
  page: Page,
  appUrl: CareVisitServer['appUrl'],
  login: DemoLogin = CLINICIAN,
  language?: MessageLanguage,
) {
  await openSignInPage(page, appUrl);
  if (language) await chooseOnSignInPage(page, language);
  const t = await pageWords(page);
  await page.getByLabel(t('loginForm.account')).fill(login.account);
  await page.getByLabel(t('loginForm.username')).fill(login.username);
  await page.getByLabel(t('loginForm.password'), { exact: true }).fill(login.password);
  await page.getByRole('button', { name: t('loginForm.submit'), exact: true }).click();
  const pins = page.locator('input').and(page.getByLabel(/PIN/));
  const header = page.getByTestId('header-user');
  await expect(pins.first().or(header)).toBeVisible({ timeout: 30_000 });
  if (await pins.first().isVisible()) {
    for (const field of await pins.all()) await field.fill(login.pin);
    await page
      .getByRole('button', { name: anyOf(t('setupScreen.savePin'), t('setupScreen.continue')) })
      .click();
  }
  await expect(header).toBeVisible({ timeout: 30_000 });
  await passStartTick(page);
}

/** The evv host's sign-in page, once the splash has passed. */
export async function openSignInPage(page: Page, appUrl: CareVisitServer['appUrl']) {
  await page.goto(appUrl('evv', '/'));
  await passSplash(page);
}

/** The sign-in page's language picker: the app switches at once. */
export async function chooseOnSignInPage(page: Page, language: MessageLanguage) {
  await page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * spec 1 §2's 2-second splash, passed on the run's clock instead of waited for: both clocks move on by its
 * length until it has gone (the app sets its timer once it has loaded, which may be after the first move).
 */
async function passSplash(page: Page) {
  const splash = page.getByRole('status').filter({ hasText: 'Initializing the application' });
  for (let moves = 0; moves < 10 && (await splash.isVisible()); moves++) {
    await page.clock.fastForward(SPLASH_MS);
    serverClock.advance(SPLASH_MS);
    await splash.waitFor({ state: 'hidden', timeout: 500 }).catch(() => undefined);
  }
  await expect(splash).toBeHidden();
}

/** The start routine's first tick, a second after the app starts, on the run's clock instead of waited for. */
async function passStartTick(page: Page) {
  await page.clock.fastForward(START_TICK_MS);
  serverClock.advance(START_TICK_MS);
}

/**
 * When the start routine's last read (the clients' messages, read-sources.ts) was last stored on the device:
 * the server's time of that read, or null before the first.
 */
export function messagesSyncedAt(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const request = indexedDB.open('EvvDB');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('syncInfo')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('syncInfo').objectStore('syncInfo').get('message');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { lastSync?: string } | undefined)?.lastSync ?? null);
          };
          read.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}

/**
 * Signs in (creating the PIN and signature a first login asks for), in `language` when given, and waits for the
 * first sync.
 */
export async function signInAndSync(
  page: Page,
  appUrl: CareVisitServer['appUrl'],
  login?: DemoLogin,
  language?: MessageLanguage,
) {
  const t = wordsIn(language ?? 'en');
  const signature = page.getByRole('heading', { name: t('setupScreen.createSignatureTitle') });
  const signingIn = signIn(page, appUrl, login, language);
  // A first login of the caregiver also asks for an electronic signature (spec 1 §4 Offline PIN setup).
  const outcome = await Promise.race([
    signingIn.then(() => 'done'),
    signature.waitFor().then(() => 'signature'),
  ]);
  if (outcome === 'signature') {
    await page.getByLabel(t('setupScreen.signature'), { exact: true }).fill('Visit#2026');
    await page.getByLabel(t('setupScreen.confirmSignature')).fill('Visit#2026');
    await page.getByRole('button', { name: t('setupScreen.saveSignature') }).click();
    await signingIn;
  }
  await waitForSyncAfter(page, null);
}

/**
 * How often the device's last read is looked at while a sync runs: a reopened device's sync takes a few hundred
 * milliseconds, and expect.poll's own steps (up to a second apart) left most tests waiting after it had ended.
 */
const SYNC_POLL_INTERVALS_MS = [50, 100, 200];

/**
 * The sync a sign-in starts, done: its last read stored (`readBefore` is what was stored before it, from
 * messagesSyncedAt), and nothing left to send. The device then holds the user's data, to be read offline.
 */
export async function waitForSyncAfter(page: Page, readBefore: string | null) {
  // The indicator reads 'synced' before the sync has begun, so wait for its last read first.
  await expect
    .poll(() => messagesSyncedAt(page), { timeout: 90_000, intervals: SYNC_POLL_INTERVALS_MS })
    .not.toBe(readBefore);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
}

/**
 * Opens the app on a device that is already signed in (`test.use({ signedIn: LOGIN })`, e2e/support/server.ts):
 * where signInAndSync leaves a new device, with the kept session restored and the start routine's sync of what
 * changed since the device's first sync done. Its first tick is passed on the run's clock, as signIn does.
 */
export async function openSignedIn(page: Page, appUrl: CareVisitServer['appUrl'], urlPath = '/') {
  await openAgain(page, appUrl, deviceProfileOf(page.context()).messagesSyncedAt, urlPath);
}

/**
 * Opens the app at `urlPath` on a device whose kept session holds, and waits for the start routine's sync after
 * the one that stored `readBefore` (messagesSyncedAt).
 */
export async function openAgain(
  page: Page,
  appUrl: CareVisitServer['appUrl'],
  readBefore: string | null,
  urlPath = '/',
) {
  await page.goto(appUrl('evv', urlPath));
  await passSplash(page);
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await passStartTick(page);
  await waitForSyncAfter(page, readBefore);
}

/**
 * Log Out from the settings page (spec 1 §2), answering 'Log Out Anyway' when records wait (they stay on the
 * device). Online it lands on the sign-in page, offline on the offline login. Since issue 17 this, the inactivity
 * limit or a refused refresh, and never a reload, is what brings a signed-in user back to those pages.
 */
export async function logOut(page: Page) {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
  const unsent = page.getByRole('dialog', { name: 'Unsent Data' });
  const landing = page.getByRole('heading', { name: /^(Sign in|Offline Login)$/ });
  await expect(landing.or(unsent)).toBeVisible({ timeout: 15_000 });
  if (await unsent.isVisible()) await unsent.getByRole('button', { name: 'Log Out Anyway' }).click();
  await expect(landing).toBeVisible({ timeout: 15_000 });
}
