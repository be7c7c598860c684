import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 1 §1, §2 single sign-on on mobile hosts, against a real OpenID provider (oidc-provider, in this worker's
// process, apps/server/test/identity-provider.ts): /loginPingOne waits 5 seconds (spec 1 §9) and redirects
// to the provider (authorization code with PKCE), /oidc/callback exchanges the code and asks our server who
// that is, /loginFailed says why not. The provider's development login form accepts any login name; the demo
// agency links its users by username (users.ssoSubject).
test.use({ oidc: true });

const PRIVILEGE_REQUIRED =
  "Privilege Required: You do not have privileges to access the provider's mobile application. Please contact your system administrator.";

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true });

/** Console errors of the app's pages that a Content-Security-Policy refusal produces. */
function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; the test machine has no internet.
  await page.route(/fonts\.googleapis\.com/, (route) => route.abort());
});

/** The provider's development pages: any login name and password, then its consent page. */
async function signInAtProvider(page: Page, issuer: string, login: string) {
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Consent for the scopes (and offline access, which brings the refresh token).
  await page.waitForURL(
    (url) => url.href.startsWith(`${issuer}/interaction/`) || url.pathname === '/oidc/callback',
  );
  if (page.url().startsWith(issuer)) await page.getByRole('button', { name: 'Continue' }).click();
}

/** The root of a mobile host shows the splash, then the single sign-on start page (spec 1 §2). */
async function openStartPage(page: Page, appUrl: (host: 'mobile', path?: string) => string) {
  await page.goto(appUrl('mobile', '/'));
  await expect(page.getByText('Initializing the application')).toBeVisible();
  await expect(page).toHaveURL(/\/loginPingOne$/);
  await expect(page.getByRole('heading', { name: 'Redirecting to sign in' })).toBeVisible();
}

test('a clinician signs in through the provider and is asked for the PIN she has', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  const issuer = server.identityProvider!.issuer;
  const refused = watchCsp(page);
  // The configuration call shows 'Loading configurations...' while it runs.
  let releaseConfig!: () => void;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/config/oidc/oidc-config.json', async (route) => {
    await configHeld;
    await route.continue();
  });

  await page.goto(appUrl('mobile', '/'));
  await expect(page.getByText('Initializing the application')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loading configurations...' })).toBeVisible();
  releaseConfig();
  await expect(page.getByRole('heading', { name: 'Redirecting to sign in' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Time until the sign-in page opens' })).toBeVisible();
  await shoot(page, testInfo, 'sso-start');

  // 'Sign in now' skips the rest of the 5-second wait.
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await signInAtProvider(page, issuer, 'clinician');

  // Back at /oidc/callback: the device has no offline PIN yet, and the clinician has one on the server (spec 1
  // §2: the callback reads it), so the first setup step asks for that PIN.
  await expect(page.getByLabel('Offline PIN')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Enter Offline PIN' })).toBeVisible();
  // The code is exchanged once and then dropped from the address, so a reload cannot present it again.
  expect(new URL(page.url()).search).toBe('');

  // The user oidc-client-ts keeps for renewal and sign-out, with the provider's refresh token (offline_access).
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((each) => each.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }) : null;
  });
  expect(stored?.refresh_token).toBeTruthy();

  // A reload ends the in-memory session; oidc-client-ts still holds a valid user, so /loginPingOne goes
  // straight to /oidc/callback (spec 1 §2) and the same step shows again, without the provider's pages.
  const providerVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(issuer)) providerVisits.push(frame.url());
  });
  await page.reload();
  await expect(page.getByLabel('Offline PIN')).toBeVisible({ timeout: 20_000 });
  expect(providerVisits).toEqual([]);
  expect(refused).toEqual([]);
});

test("a session renews with the provider's refresh token, and Log Out signs out at the provider", async ({
  page,
  context,
  appUrl,
  server,
}) => {
  const issuer = server.identityProvider!.issuer;
  const refreshes: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.url() === `${issuer}/token` && request.postData()?.includes('grant_type=refresh_token'))
      refreshes.push(response.status());
  });
  await openStartPage(page, appUrl);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await signInAtProvider(page, issuer, 'clinician');
  await expect(page.getByLabel('Offline PIN')).toBeVisible({ timeout: 20_000 });

  // The provider's access tokens live an hour. Checking the PIN is a server call: the ApiClient finds the token
  // expired and renews it first (refresh token grant at the provider); the server accepts the new JWT.
  await page.clock.fastForward('01:00:00');
  await page.getByLabel('Offline PIN').fill('2468');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The clinician already has a signature on the server: the app starts.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  expect(refreshes).toEqual([200]);

  // spec 1 §7 sign-out: the logout redirect cookie is set and the browser goes to the provider's end-session
  // endpoint, naming the user (id_token_hint) and the way back.
  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Log Out' }).click();
  const unsent = page.getByRole('dialog', { name: 'Unsent Data' });
  const leftForProvider = page.waitForURL((url) => url.href.startsWith(`${issuer}/session/end`), {
    timeout: 20_000,
  });
  await Promise.race([leftForProvider, unsent.waitFor({ timeout: 20_000 })]);
  if (await unsent.isVisible().catch(() => false))
    await unsent.getByRole('button', { name: 'Log Out Anyway' }).click();
  await leftForProvider;
  const endSession = new URL(page.url());
  expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(appUrl('mobile', '/'));
  const cookies = await context.cookies(appUrl('mobile', '/'));
  expect(cookies.find((cookie) => cookie.name === 'carevisit_sso_logout')?.value).toBe('1');
  // The test provider registers no post-logout redirect URI (apps/server/test/identity-provider.ts), so it
  // stops at its own page here instead of coming back to the app.
});

test('after the 5-second wait the start page goes to the provider by itself', async ({
  page,
  appUrl,
  server,
}) => {
  const issuer = server.identityProvider!.issuer;
  await openStartPage(page, appUrl);
  await page.clock.fastForward(4_000);
  await expect(page).toHaveURL(/\/loginPingOne$/);
  await page.clock.fastForward(1_100);
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`));
});

test('a user without the EVV privilege lands on /loginFailed with Privilege Required', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  const refused = watchCsp(page);
  await openStartPage(page, appUrl);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await signInAtProvider(page, server.identityProvider!.issuer, 'nopriv');

  await expect(page).toHaveURL(/\/loginFailed$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Privilege Required' })).toBeVisible();
  await expect(page.getByText(PRIVILEGE_REQUIRED)).toBeVisible();
  await shoot(page, testInfo, 'sso-login-failed-privilege');
  // The provider's user is forgotten: the next start page does not skip to the callback with it.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))),
  ).toBe(false);

  // Trying again asks the provider for its login form (prompt=login), though its session is still signed in
  // as nopriv: another account can be chosen.
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await signInAtProvider(page, server.identityProvider!.issuer, 'clinician');
  await expect(page.getByLabel('Offline PIN')).toBeVisible({ timeout: 20_000 });
  expect(refused).toEqual([]);
});

test('a person the agency does not know gets the default Login Failed', async ({ page, appUrl, server }) => {
  await openStartPage(page, appUrl);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  // The provider signs anyone in; our server answers 401 for an identity no user is linked to.
  await signInAtProvider(page, server.identityProvider!.issuer, 'stranger');
  await expect(page).toHaveURL(/\/loginFailed$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
});

test('cancelling at the provider (access_denied) shows Privilege Required; Return to Home starts again', async ({
  page,
  appUrl,
  server,
}) => {
  const issuer = server.identityProvider!.issuer;
  await openStartPage(page, appUrl);
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`));
  // The provider's '[ Cancel ]' aborts the interaction: it answers error=access_denied.
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/loginFailed$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Privilege Required' })).toBeVisible();
  await expect(page.getByText(PRIVILEGE_REQUIRED)).toBeVisible();

  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/loginPingOne$/);
  await expect(page.getByRole('heading', { name: 'Redirecting to sign in' })).toBeVisible();
});

test('a callback with error=access_denied, or any other error, goes to /loginFailed', async ({
  page,
  appUrl,
}, testInfo) => {
  await page.goto(appUrl('mobile', '/oidc/callback?error=access_denied&state=x'));
  await expect(page).toHaveURL(/\/loginFailed$/);
  await expect(page.getByRole('heading', { name: 'Privilege Required' })).toBeVisible();
  await expect(page.getByText(PRIVILEGE_REQUIRED)).toBeVisible();

  await page.goto(appUrl('mobile', '/oidc/callback?error=server_error&state=x'));
  await expect(page).toHaveURL(/\/loginFailed$/);
  await expect(page.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  await shoot(page, testInfo, 'sso-login-failed');
});

test('offline, the start page sends the user to the offline login', async ({ page, appUrl, context }) => {
  // The app shell (with the offline login page's code) must be cached, and the page served by the service
  // worker, before the connection goes: as for a user who has opened the app before. The worker installs on a
  // page that stays put: the start page leaves for the provider after 5 seconds, sooner than a loaded machine
  // may finish caching.
  await page.goto(appUrl('mobile', '/loginFailed'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.goto(appUrl('mobile', '/'));
  await expect(page).toHaveURL(/\/loginPingOne$/);
  await expect(page.getByRole('heading', { name: 'Redirecting to sign in' })).toBeVisible();
  await context.setOffline(true);
  await expect(page).toHaveURL(/\/loginOffline$/);
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toBeVisible();
});
