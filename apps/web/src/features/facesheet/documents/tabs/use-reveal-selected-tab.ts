import { useEffect, useRef, type RefObject } from 'react';

/**
 * Scrolls the tab row sideways, and only it, so that the selected document tab and the `trailing` pixels after it
 * (its close button) are in sight beside the first tab, which stays pinned at the row's start: a fourth document
 * opened on a phone lies past the screen's edge. `selected` is the selected tab's place among the document tabs,
 * null for none; the row must be the tabs' offset parent (position: relative).
 *
 * It reveals when the selection moves to another place or the number of tabs changes, not again for the same
 * place: when a new document reaches the server its temporary id becomes the server's, and for a moment no tab
 * matches the page's document; revealing it again then would throw back a row the user had scrolled.
 */
export function useRevealSelectedTab(
  rowRef: RefObject<HTMLElement | null>,
  selected: number | null,
  count: number,
  trailing: number,
) {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    const row = rowRef.current;
    const [pinned, ...documentTabs]: HTMLElement[] = Array.from(row?.querySelectorAll('[role="tab"]') ?? []);
    const tab = selected === null ? undefined : documentTabs[selected];
    const place = `${selected}/${count}`;
    if (!row || !pinned || !tab || revealed.current === place) return;
    revealed.current = place;
    const start = tab.offsetLeft - pinned.offsetWidth;
    const end = tab.offsetLeft + tab.offsetWidth + trailing;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [rowRef, selected, count, trailing]);
}
