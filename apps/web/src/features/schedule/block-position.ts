import type { CSSProperties } from 'react';
import type { Placement } from './event-layout.ts';
import { BLOCK_GAP_PX, minuteToPx } from './grid-metrics.ts';

/**
 * Where a block sits within its day column, as an inline style: every block has its own, and as a style rule
 * each would be a class of its own for Emotion to write (a week of 300 took several times longer so).
 */
export function blockPosition({ column, columns, startMinute, endMinute }: Placement): CSSProperties {
  return {
    top: minuteToPx(startMinute) + 1,
    height: minuteToPx(endMinute - startMinute) - BLOCK_GAP_PX,
    left: `calc(${(column / columns) * 100}% + ${BLOCK_GAP_PX / 2}px)`,
    width: `calc(${100 / columns}% - ${BLOCK_GAP_PX}px)`,
  };
}
