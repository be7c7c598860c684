import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './server.ts';

/**
 * @axe-core/playwright finds no serious or critical WCAG 2.1 AA violation on the screen as it stands, or in the
 * part of it the selector names (the page's own content, or the open dialogs).
 */
export async function expectNoSeriousViolations(page: Page, screen: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${screen}: serious or critical axe violations`).toEqual([]);
}
