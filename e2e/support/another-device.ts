import type { Browser, Page } from '@playwright/test';
import { installBrowserClock } from './clock.ts';
import type { CareVisitServer } from './server.ts';

/** Another device: a browser context of its own, the same size as the test's, on the run's clock. */
export async function anotherDevice(browser: Browser, page: Page, server: CareVisitServer) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  await installBrowserClock(context, server.clock.now());
  return { context, page: await context.newPage() };
}
