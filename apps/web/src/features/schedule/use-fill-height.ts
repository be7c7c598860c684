import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT_PX = 320;

/**
 * The height that lets an element reach down to `bottomGapPx` above the window's bottom edge (the handheld
 * navigation bar, the page padding), so the time grid scrolls inside itself and the calendar stays in view.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, bottomGapPx: number): number {
  const [height, setHeight] = useState(MIN_HEIGHT_PX);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - bottomGapPx)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, bottomGapPx]);
  return height;
}
