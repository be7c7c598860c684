import type { CSSProperties } from 'react';
import type { Placement } from './event-layout.ts';
import { minuteToPx } from './grid-metrics.ts';

/** Space kept between side-by-side blocks and at the column's right edge, in pixels. */
const GAP_PX = 2;

/**
 * Where a block sits within its day column, as an inline style: every block has its own, and as a style rule
 * each would be a class of its own for Emotion to write (a week of 300 took several times longer so).
 */
export function blockPosition({ column, columns, startMinute, endMinute }: Placement): CSSProperties {
  return {
    top: minuteToPx(startMinute) + 1,
    height: Math.max(minuteToPx(endMinute - startMinute) - GAP_PX, 14),
    left: `calc(${(column / columns) * 100}% + ${GAP_PX / 2}px)`,
    width: `calc(${100 / columns}% - ${GAP_PX}px)`,
  };
}
