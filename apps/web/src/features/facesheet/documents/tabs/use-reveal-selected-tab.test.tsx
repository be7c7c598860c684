import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealSelectedTab } from './use-reveal-selected-tab.ts';

const TAB_WIDTH = 150;
const CLOSE_WIDTH = 44;
const ROW_WIDTH = 390;

/** A tab row laid out as a phone draws it (jsdom lays nothing out): 'All Documents', then each tab and its close. */
function tabRow(documents: number): HTMLElement {
  const row = document.createElement('div');
  Object.defineProperty(row, 'clientWidth', { value: ROW_WIDTH });
  for (let place = 0; place <= documents; place++) {
    const tab = document.createElement('a');
    tab.setAttribute('role', 'tab');
    Object.defineProperty(tab, 'offsetLeft', {
      value: place === 0 ? 0 : TAB_WIDTH * place + CLOSE_WIDTH * (place - 1),
    });
    Object.defineProperty(tab, 'offsetWidth', { value: TAB_WIDTH });
    row.append(tab);
  }
  return row;
}

function revealIn(row: HTMLElement, selected: number | null, count: number) {
  return renderHook(
    ({ selected, count }) => useRevealSelectedTab({ current: row }, selected, count, CLOSE_WIDTH),
    {
      initialProps: { selected, count },
    },
  );
}

describe('the tab row follows the selected document tab', () => {
  it('brings the fourth tab and its close button into sight, after the pinned first tab', () => {
    const row = tabRow(4);
    revealIn(row, 3, 4);
    // The fourth tab starts at 150 + 3 × 194 = 732 and its close button ends at 926: 926 − 390 = 536.
    expect(row.scrollLeft).toBe(536);
  });

  it('reveals again when the selection moves or a tab closes, not when the same tab is matched again', () => {
    const row = tabRow(4);
    const { rerender } = revealIn(row, 3, 4);
    // The user scrolls the row back to its start, to reach the first tab's close button.
    row.scrollLeft = 0;
    // The document reaches the server: for a moment no tab matches the page's document, then the same tab does.
    rerender({ selected: null, count: 4 });
    rerender({ selected: 3, count: 4 });
    expect(row.scrollLeft).toBe(0);
    rerender({ selected: 2, count: 4 });
    expect(row.scrollLeft).toBe(150 + 2 * 194 + TAB_WIDTH + CLOSE_WIDTH - ROW_WIDTH);
    row.scrollLeft = 0;
    rerender({ selected: 2, count: 3 });
    expect(row.scrollLeft).toBe(150 + 2 * 194 + TAB_WIDTH + CLOSE_WIDTH - ROW_WIDTH);
  });
});
