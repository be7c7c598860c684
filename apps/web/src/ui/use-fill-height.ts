import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT_PX = 320;

/**
 * The height that lets an element reach down to `bottomGapPx` above the window's bottom edge (the handheld
 * navigation bar, the page padding), so a long list or the time grid scrolls inside itself and what stands
 * beside or above it stays in view.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  bottomGapPx: number,
  minHeightPx = MIN_HEIGHT_PX,
): number {
  const [height, setHeight] = useState(minHeightPx);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minHeightPx, Math.floor(window.innerHeight - top - bottomGapPx)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, bottomGapPx, minHeightPx]);
  return height;
}
