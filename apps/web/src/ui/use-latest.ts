import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the value of the last committed render, for callbacks and timers that read it later without
 * becoming a reason to re-run an effect. Written after the render (React forbids writing refs during one).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
