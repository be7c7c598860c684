import { test, expect } from './support/server.ts';

// The built web app comes from the same server and port as the API, on the evv host (spec 1 §1, §2).
test('the server serves the web app, its service worker and its manifest', async ({ page, appUrl }) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // A navigation cancels what the page was still loading (its manifest, say): not a failure.
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });

  const response = await page.goto(appUrl('evv', '/'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page).toHaveTitle('CareVisit');

  // Fetched by the page itself: the browser's own name resolution (evv.localhost) and its CSP apply.
  const answers = await page.evaluate(async () => {
    const statuses: Record<string, number> = {};
    for (const url of ['/sw.js', '/manifest.webmanifest'])
      statuses[url] = (await fetch(url, { cache: 'no-store' })).status;
    return statuses;
  });
  expect(answers).toEqual({ '/sw.js': 200, '/manifest.webmanifest': 200 });

  // A reload of a route of the app gets the same page.
  const deep = await page.goto(appUrl('evv', '/dashboard'));
  expect(deep?.status()).toBe(200);
  await expect(page).toHaveTitle('CareVisit');

  expect(failed).toEqual([]);
  expect(blocked).toEqual([]);
});
