import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const FOLDER = 'test-results/screenshots';

/**
 * Pictures of screens for people to look at, never for an assertion: taken only when asked, with
 * `E2E_SCREENSHOTS=1 npm run e2e`, into test-results/screenshots/<name>.png (names end in the project: handheld
 * or tablet). When asked, every test also runs at both sizes (playwright.config.ts).
 */
export async function screenshotForPeople(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  if (!screenshotsAsked()) return;
  fs.mkdirSync(FOLDER, { recursive: true });
  await target.screenshot({ path: path.join(FOLDER, `${name}.png`), ...options });
}

export function screenshotsAsked(): boolean {
  return Boolean(process.env.E2E_SCREENSHOTS?.trim());
}
