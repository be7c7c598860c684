import type { Locator, Page } from '@playwright/test';
import { expect } from './server.ts';
import { pageWords } from './words.ts';

// The signature page at the end of a document (spec 2 §2, §4, §5): e2e/signatures.spec.ts and the Spanish document
// test (e2e/spanish-document.spec.ts).

export const signaturePage = (page: Page) => page.getByTestId('signature-page');

/** The first external signature's pad. */
export const pad = (page: Page): Locator => page.getByTestId('external-0').getByTestId('signature-canvas');

/** From the form page, Next (which confirms it) to the signature page. */
export async function nextToSignatures(page: Page) {
  const t = await pageWords(page);
  await page.getByRole('button', { name: t('serviceDocuments.next'), exact: true }).click();
  await expect(signaturePage(page)).toBeVisible({ timeout: 30_000 });
}

/** A signature drawn with the mouse: two strokes across the pad. */
export async function drawSignature(page: Page) {
  await pad(page).scrollIntoViewIfNeeded();
  const box = (await pad(page).boundingBox())!;
  const strokes = [
    [0.15, 0.6, 0.45, 0.3, 0.6, 0.65],
    [0.55, 0.5, 0.75, 0.35, 0.85, 0.6],
  ];
  for (const [x1, y1, x2, y2, x3, y3] of strokes) {
    await page.mouse.move(box.x + box.width * x1!, box.y + box.height * y1!);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * x2!, box.y + box.height * y2!, { steps: 12 });
    await page.mouse.move(box.x + box.width * x3!, box.y + box.height * y3!, { steps: 12 });
    await page.mouse.up();
  }
}
