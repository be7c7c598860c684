import type { Page } from '@playwright/test';
import { goOffline } from './support/appointment-dialog.ts';
import {
  addPlatformAuthenticator,
  credentialCount,
  credentialIds,
  formsOf,
  removeServerPasskeys,
  watchPageSecrets,
  type PageSecrets,
} from './support/passkeys.ts';
import {
  OFFER,
  ONLINE_ONLY,
  UNLOCKS_OFFLINE,
  createFromOffer,
  keyringPasskeyWraps,
  openSettings,
  shoot,
  watchPasskeyCalls,
} from './support/passkey-screens.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN, logOut, messagesSyncedAt, signIn, waitForSyncAfter } from './support/sign-in.ts';
import { scanBrowserStorage } from './support/storage-scan.ts';

// Issue 35, the device side of passkeys, in Chromium with a CDP virtual authenticator (the platform's own: a
// fingerprint that always matches): offered once after sign-in, made in Settings too; online sign-in with it;
// offline unlock where the authenticator has PRF (the data key wrapped per passkey under HKDF of its PRF output),
// the PIN kept where it has not; Remove ends both. Passkeys belong to the host they were made on (each host kind
// is its own relying party by default), so every test here makes its own on the evv host; the mobile host's
// single sign-on is in passkeys-sso.spec.ts (its provider runs in workers of their own).

test.beforeEach(async ({ server }) => {
  await removeServerPasskeys(server, CLINICIAN.username);
});

/**
 * Nothing the page was given in secret (PRF outputs, the data key, tokens) is anywhere it stores things, nor was
 * sent. `kept` is a value the device does keep in the clear (the credential id of its passkey wrap): the scan
 * must find it, and only it, where it is kept, or it looked in the wrong place.
 */
async function expectNothingInTheClear(
  page: Page,
  secrets: PageSecrets,
  sent: { bodies: string[] },
  tokens: string[],
  kept: string,
) {
  expect(secrets.prfOutputs.length).toBeGreaterThan(0);
  expect(secrets.wrappedKeys.length).toBeGreaterThan(0);
  expect(tokens.length).toBeGreaterThan(0);
  const secretForms = [...secrets.prfOutputs, ...secrets.wrappedKeys].flatMap(formsOf);
  for (const body of sent.bodies) for (const form of secretForms) expect(body).not.toContain(form);
  const { findings, scanned, keys } = await page.evaluate(scanBrowserStorage, {
    words: [],
    phrases: [...secretForms, ...tokens, kept],
  });
  expect(scanned).toBeGreaterThan(100);
  expect(keys).toBeGreaterThanOrEqual(1);
  expect(findings).toEqual([{ where: expect.stringMatching(/^indexedDB EvvDB\/keyring\./), needle: kept }]);
}

test('a passkey made after sign-in signs in, and unlocks offline; nothing of it is kept or sent in the clear', async ({
  page,
  context,
  appUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  const secrets = await watchPageSecrets(context);
  const authenticator = await addPlatformAuthenticator(page, { prf: true });
  const calls = watchPasskeyCalls(page);
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/token') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    for (const key of ['access_token', 'refresh_token'])
      if (typeof body?.[key] === 'string') tokens.push(body[key]);
  });

  // A password sign-in (the PIN the clinician has), then the offer, once.
  await signIn(page, appUrl, CLINICIAN);
  await createFromOffer(page, testInfo, UNLOCKS_OFFLINE);
  expect(await credentialCount(authenticator)).toBe(1);
  expect(await keyringPasskeyWraps(page)).toBe(1);

  // Settings lists it, and says it unlocks offline here.
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('Also unlocks offline here')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Remove passkey / })).toBeVisible();
  await shoot(page, testInfo, 'passkey-settings');

  // Sign out, and in again with the passkey alone: the passkey grant, then the app (no offer this time).
  await logOut(page);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await shoot(page, testInfo, 'passkey-sign-in-page');
  const readBefore = await messagesSyncedAt(page);
  await passkeyButton.click();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(calls.tokenCalls.at(-1)).toBe('/evv/authorization/passkey/token');
  await expect(page.getByRole('dialog', { name: OFFER })).toBeHidden();
  // The device holds the caseload before the signal goes (the password session may have ended before its read).
  await waitForSyncAfter(page, readBefore);

  // Offline: Log Out lands on the offline login, where the passkey unlocks the data key, and the local data opens.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await goOffline(page);
  await logOut(page);
  await expect(page).toHaveURL(/\/loginOffline$/);
  const unlock = page.getByRole('button', { name: 'Unlock with passkey' });
  await expect(unlock).toBeVisible();
  await shoot(page, testInfo, 'passkey-offline-login');
  const getsBefore = secrets.gets;
  await unlock.click();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-icon')).toBeVisible();
  expect(secrets.gets).toBe(getsBefore + 1);
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await expect(page.getByTestId('caseload-row').first()).toBeVisible({ timeout: 20_000 });

  // The inactivity limit lands there too, as for the PIN; the passkey opens it again.
  await page.clock.fastForward('30:01');
  await expect(page.getByRole('alertdialog', { name: 'Inactivity Warning' })).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/loginOffline$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Unlock with passkey' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });

  // The data-at-rest scan, with the session kept: no PRF output, data key or token in the clear anywhere.
  const [credentialId] = await credentialIds(authenticator);
  await expectNothingInTheClear(page, secrets, calls, tokens, credentialId!);
});

test('an authenticator without PRF: the passkey signs in, the app says once it cannot unlock offline, and the PIN stays', async ({
  page,
  appUrl,
}, testInfo) => {
  test.setTimeout(150_000);
  const authenticator = await addPlatformAuthenticator(page, { prf: false });
  await signIn(page, appUrl, CLINICIAN);
  await createFromOffer(page, null, ONLINE_ONLY);
  await shoot(page, testInfo, 'passkey-no-prf-dashboard');
  expect(await credentialCount(authenticator)).toBe(1);
  expect(await keyringPasskeyWraps(page)).toBe(0);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByRole('button', { name: /^Remove passkey / })).toBeVisible();
  await expect(section.getByText('Also unlocks offline here')).toBeHidden();

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });

  // Offline there is no passkey to unlock with: the PIN, as before.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await goOffline(page);
  await logOut(page);
  await expect(page).toHaveURL(/\/loginOffline$/);
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock with passkey' })).toBeHidden();
  await page.getByLabel('Username').fill(CLINICIAN.username);
  await page.getByLabel('Offline PIN').fill(CLINICIAN.pin);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Not now is remembered; Settings adds one, and where create() gives no PRF output a get() right after does', async ({
  page,
  context,
  appUrl,
}, testInfo) => {
  test.setTimeout(150_000);
  // As Chrome's, Apple's and Google's own authenticators: PRF enabled at creation, its output only from get().
  const secrets = await watchPageSecrets(context, { stripPrfAtCreate: true });
  await addPlatformAuthenticator(page, { prf: true });
  await signIn(page, appUrl, CLINICIAN);
  const offer = page.getByRole('dialog', { name: OFFER });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  // Signed in again on this device: no offer.
  await logOut(page);
  await signIn(page, appUrl, CLINICIAN);
  await openSettings(page);
  await expect(offer).toBeHidden();

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const created = page.getByRole('dialog', { name: 'Passkey Created' });
  await expect(created).toContainText(UNLOCKS_OFFLINE, { timeout: 20_000 });
  expect(secrets.creates).toBe(1);
  expect(secrets.gets).toBe(1);
  await created.getByRole('button', { name: 'OK' }).click();
  await expect(section.getByText('Also unlocks offline here')).toBeVisible();
  await shoot(page, testInfo, 'passkey-settings-added');
  expect(await keyringPasskeyWraps(page)).toBe(1);
});

test('Remove: the passkey signs in no more and unlocks nothing', async ({ page, appUrl }, testInfo) => {
  test.setTimeout(150_000);
  const authenticator = await addPlatformAuthenticator(page, { prf: true });
  await signIn(page, appUrl, CLINICIAN);
  await createFromOffer(page, null, UNLOCKS_OFFLINE);
  expect(await keyringPasskeyWraps(page)).toBe(1);

  await openSettings(page);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: /^Remove passkey / }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Passkey' });
  await expect(confirm).toContainText('It will no longer sign you in or unlock the app on this device.');
  await shoot(page, testInfo, 'passkey-remove');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('The passkey was removed.')).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await keyringPasskeyWraps(page)).toBe(0);
  // The authenticator still holds it: it is the server and the device that no longer take it.
  expect(await credentialCount(authenticator)).toBe(1);

  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  const refused = page.getByRole('dialog', { name: 'Passkey' });
  // The server's own words: not known here, it may have been removed.
  await expect(refused).toContainText('It may have been removed.');
  await shoot(page, testInfo, 'passkey-refused');
  await refused.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('link', { name: 'Sign in offline with your PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock with passkey' })).toBeHidden();
});

test('a passkey removed on another device stops unlocking this one at the next online sign-in', async ({
  page,
  appUrl,
  server,
}) => {
  test.setTimeout(150_000);
  await addPlatformAuthenticator(page, { prf: true });
  await signIn(page, appUrl, CLINICIAN);
  await createFromOffer(page, null, UNLOCKS_OFFLINE);
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Sign in offline with your PIN' })).toBeVisible();

  // Removed elsewhere (another of her devices, or the agency): the server no longer holds it.
  await removeServerPasskeys(server, CLINICIAN.username);
  await signIn(page, appUrl, CLINICIAN);
  expect(await keyringPasskeyWraps(page)).toBe(0);
});
