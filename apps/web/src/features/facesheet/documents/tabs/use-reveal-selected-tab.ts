import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the tab row sideways, and only it, so that the selected tab and the `trailing` pixels after it (its
 * close button) are in sight beside the first tab, which stays pinned at the row's start: a fourth document opened
 * on a phone lies past the screen's edge. Runs when the selection or the number of tabs changes; the row must be
 * the tabs' offset parent (position: relative).
 */
export function useRevealSelectedTab(
  rowRef: RefObject<HTMLElement | null>,
  selectedId: string,
  count: number,
  trailing: number,
) {
  useEffect(() => {
    const row = rowRef.current;
    const tab = row?.querySelector<HTMLElement>(`#${CSS.escape(selectedId)}`);
    const pinned = row?.querySelector<HTMLElement>('[role="tab"]');
    if (!row || !tab || !pinned || tab === pinned) return;
    const start = tab.offsetLeft - pinned.offsetWidth;
    const end = tab.offsetLeft + tab.offsetWidth + trailing;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [rowRef, selectedId, count, trailing]);
}
