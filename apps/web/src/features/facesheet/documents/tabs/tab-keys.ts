import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The keys of a tab list (WAI-ARIA tabs pattern): Left and Right move the focus to the previous and next tab,
 * round the ends, Home and End to the first and last; Enter then opens the focused tab's page.
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (!step || at === -1) return;
  event.preventDefault();
  tabs[step(at, tabs.length - 1)]?.focus();
}
