import { useLayoutEffect, type RefObject } from 'react';

const MIN_HEIGHT_PX = 320;

/**
 * Makes an element reach down to `bottomGapPx` above the window's bottom edge (the handheld navigation bar, the
 * page padding), so a long list or the time grid scrolls inside itself and what stands beside or above it stays
 * in view. The height is written on the element before it is painted, not kept as state: a second render of the
 * whole grid for one number was a long task of its own on a phone.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  bottomGapPx: number,
  minHeightPx = MIN_HEIGHT_PX,
): void {
  useLayoutEffect(() => {
    const fit = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(minHeightPx, Math.floor(window.innerHeight - top - bottomGapPx));
      element.style.height = `${height}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref, bottomGapPx, minHeightPx]);
}
