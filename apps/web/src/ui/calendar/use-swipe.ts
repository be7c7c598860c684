import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe rather than a tap. */
const SWIPE_MIN_PX = 40;

export type SwipeDirection = 'left' | 'right';

interface Point {
  x: number;
  y: number;
}

/** A sideways move far enough and more sideways than up or down is a swipe; anything else is a tap or a scroll. */
export function swipeDirectionOf(from: Point, to: Point): SwipeDirection | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  /** A swipe that ends on a day must not also select that day. */
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Horizontal swipes on an element (spec 1 §2: swiping the mini calendar moves a week or a month), from pointer
 * events, so touch, pen and mouse all work. The element needs `touch-action: pan-y` so the browser leaves
 * sideways moves to us and still scrolls the page vertically.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<Point | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event) => {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || !event.isPrimary) return;
      const direction = swipeDirectionOf(from, { x: event.clientX, y: event.clientY });
      if (!direction) return;
      swiped.current = true;
      onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}
