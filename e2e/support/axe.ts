import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './server.ts';

/**
 * @axe-core/playwright finds no serious or critical WCAG 2.1 AA violation on the screen as it stands, or in the
 * part of it the selector names (the page's own content, or the open dialogs).
 */
export async function expectNoSeriousViolations(page: Page, screen: string, include?: string) {
  // Colours are measured as they stand: a button fading from disabled grey to its colour (a 250 ms transition)
  // was once measured halfway, as too little contrast. The scan waits for running transitions to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${screen}: serious or critical axe violations`).toEqual([]);
}
