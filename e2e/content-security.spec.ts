import type { Page } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// The server's content security policy forbids eval and foreign scripts (apps/server/src/http/security-headers.ts).
// Nothing the signed-in app does may run into it, not even a caught probe: Chromium reports each violation, and
// Lighthouse counts it against best practices (zod's `new Function` probe did, until core's runSchemasWithoutEval).

/** Records every violation the page reports from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the signed-in app runs into its content security policy nowhere', async ({ page, appUrl }) => {
  const violations = await recordViolations(page);
  await openSignedIn(page, appUrl, '/dashboard');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await page.getByTestId('caseload-row').first().getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
