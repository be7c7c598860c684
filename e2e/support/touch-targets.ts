import type { Page } from '@playwright/test';
import { TOUCH_TARGET_PX } from '../../packages/core/src/constants.ts';

/**
 * What a finger can press: buttons, links, checkboxes and radios, tabs, menu items, select fields, switches. A
 * text field's input (an autocomplete's too) is left out: a tap anywhere on its field's box reaches it.
 */
const TARGETS = [
  'button',
  'a[href]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'select',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]:not(input)',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/**
 * The visible touch targets on the page that measure under 44 px in width or height, each described by its role or
 * tag, its name and its size ('button "Clear" 64×37'), so a failed assertion says what to fix. A target counts by
 * its box as laid out, also when scrolled out of sight; one that is not displayed, or hidden, does not. `within`
 * (a CSS selector) limits the search to a part of the page, such as 'main'.
 */
export function smallTouchTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum, root }) =>
      Array.from(document.querySelector(root)?.querySelectorAll<HTMLElement>(selector) ?? [])
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .flatMap((element) => {
          const { width, height } = element.getBoundingClientRect();
          if (width >= minimum && height >= minimum) return [];
          const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
          const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
          const name = (element.getAttribute('aria-label') ?? (label ?? element).textContent ?? '')
            .trim()
            .slice(0, 60);
          return [`${kind} "${name}" ${Math.round(width)}×${Math.round(height)}`];
        }),
    { selector: TARGETS, minimum: TOUCH_TARGET_PX, root: within },
  );
}
