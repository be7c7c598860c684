import { useLayoutEffect, useState, type RefObject } from 'react';
import { blocksSideBySide, GUTTER_PX } from './grid-metrics.ts';

/**
 * How many blocks the time grid in `grid` puts side by side in each of its `dayCount` day columns: at most
 * `maxShown` (spec 1 §9), and no more than are each a touch target wide at the grid's width now. Null until the
 * grid has been measured, before it is first painted: the grid then draws its days without their blocks, once.
 */
export function useBlocksSideBySide(
  grid: RefObject<HTMLElement | null>,
  dayCount: number,
  maxShown: number,
): number | null {
  const [fitting, setFitting] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    // A day column's 1 px left border (day-column.tsx) is not room for blocks.
    const fit = () => setFitting(blocksSideBySide((element.clientWidth - GUTTER_PX) / dayCount - 1));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid, dayCount]);
  return fitting === null ? null : Math.min(maxShown, fitting);
}
