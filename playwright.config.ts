import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium-features.ts';
import { screenshotsAsked } from './e2e/support/screenshots.ts';

// End-to-end tests in real Chromium, headless (no display server needed). Each worker starts the real server
// in its own process over a fresh seeded database (e2e/support/server.ts); the web app is apps/web/dist.
const ci = Boolean(process.env.CI);
const LIGHTHOUSE = /lighthouse\.spec\.ts$/;

/**
 * Specs that read nothing of the layout (no size, no axe scan, no position): they run as a handheld only. The
 * pictures some of them take for people come at both sizes when asked (E2E_SCREENSHOTS, e2e/support/screenshots.ts),
 * so then they run as a tablet too.
 */
const ONE_SIZE = [
  'appointment-dialog',
  'child-organization-booking',
  'clock',
  'content-security',
  'data-at-rest',
  'dialog-messages',
  'first-login-setup',
  'inactivity',
  'offline-login',
  'offline-pin-devices',
  'open-session-task',
  'session-reload',
  'sessions',
  'settings',
  'sign-in-sync',
  'smoke',
  'sso',
  'start-session-offer',
  'verified-visit',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
const tabletIgnores = screenshotsAsked() ? [LIGHTHOUSE] : [LIGHTHOUSE, ...ONE_SIZE];

const launchOptions = {
  // Debian's Chromium, never a downloaded browser.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // CI shares two cores between two workers, each with its own server and browser: give a test more room there.
  timeout: ci ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: ci,
  // One retry on CI: a test that fails twice fails the run; one that passes on its retry is listed as flaky in the
  // report, to be looked into, instead of throwing away a whole run on a shared two-core machine.
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: ci ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    locale: 'en-US',
    // The demo agency's clients are in New Jersey and Pennsylvania: the device clock runs on their time.
    timezoneId: 'America/New_York',
    serviceWorkers: 'allow',
    // The device asks for less motion, as many people's do: dialogs and menus appear at once (app/theme.ts), so a
    // step waits for no animation to settle. settings.spec.ts shows the motion a device that does not ask gets.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'handheld',
      testIgnore: LIGHTHOUSE,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'tablet',
      testIgnore: tabletIgnores,
      use: {
        viewport: { width: 1024, height: 1366 },
        hasTouch: true,
      },
    },
    // Lighthouse times the page, so it runs alone (npm run lighthouse), not inside npm test: on a shared CI
    // machine the same build scored 0.95 and 0.75 (total blocking time 250 ms and 1.3 s) an hour apart.
    { name: 'lighthouse', testMatch: LIGHTHOUSE, dependencies: ['handheld', 'tablet'] },
  ],
});
