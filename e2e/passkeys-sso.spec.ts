import { addPlatformAuthenticator, removeServerPasskeys } from './support/passkeys.ts';
import {
  UNLOCKS_OFFLINE,
  createFromOffer,
  openSettings,
  shoot,
  watchPasskeyCalls,
} from './support/passkey-screens.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN } from './support/sign-in.ts';

// Issue 35 on a mobile host (spec 1 §1: single sign-on): a passkey made after the provider's sign-in signs in
// on that host without the provider, with the server's own tokens (the passkey grant). The provider runs in this
// file's workers only (e2e/sso.spec.ts has its flow); the rest of passkeys is e2e/passkeys.spec.ts.
test.use({ oidc: true });

test.beforeEach(async ({ server }) => {
  await removeServerPasskeys(server, CLINICIAN.username);
});

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; the test machine has no internet.
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
});

test('a passkey made after single sign-on signs in on the mobile host without the provider', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(150_000);
  const issuer = server.identityProvider!.issuer;
  await addPlatformAuthenticator(page, { prf: true });
  const calls = watchPasskeyCalls(page);
  await page.goto(appUrl('mobile', '/'));
  await expect(page.getByRole('heading', { name: 'Redirecting to sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(CLINICIAN.username);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(
    (url) => url.href.startsWith(`${issuer}/interaction/`) || url.pathname === '/oidc/callback',
  );
  if (page.url().startsWith(issuer)) await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Offline PIN').fill(CLINICIAN.pin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await createFromOffer(page, null, UNLOCKS_OFFLINE);

  // Log Out signs out at the provider too (spec 1 §7); back at the app, the passkey instead of the provider.
  await openSettings(page);
  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
  const unsent = page.getByRole('dialog', { name: 'Unsent Data' });
  const leftForProvider = page.waitForURL((url) => url.href.startsWith(`${issuer}/session/end`));
  await Promise.race([leftForProvider, unsent.waitFor({ timeout: 20_000 })]);
  if (await unsent.isVisible().catch(() => false))
    await unsent.getByRole('button', { name: 'Log Out Anyway' }).click();
  await leftForProvider;

  await page.goto(appUrl('mobile', '/'));
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await passkeyButton.click();
  // The countdown stopped: no trip to the provider.
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).host).toBe(new URL(appUrl('mobile', '/')).host);
  expect(calls.tokenCalls.at(-1)).toBe('/evv/authorization/passkey/token');
  await shoot(page, testInfo, 'passkey-sso-host-signed-in');
});
