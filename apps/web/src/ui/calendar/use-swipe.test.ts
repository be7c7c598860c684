import { describe, expect, it } from 'vitest';
import { swipeDirectionOf } from './use-swipe.ts';

describe('swipeDirectionOf', () => {
  const from = { x: 200, y: 100 };

  it('names the way a finger went sideways', () => {
    expect(swipeDirectionOf(from, { x: 120, y: 110 })).toBe('left');
    expect(swipeDirectionOf(from, { x: 290, y: 90 })).toBe('right');
  });

  it('takes a short move for a tap', () => {
    expect(swipeDirectionOf(from, { x: 170, y: 100 })).toBeNull();
  });

  it('leaves a mostly vertical move to scrolling', () => {
    expect(swipeDirectionOf(from, { x: 140, y: 180 })).toBeNull();
  });
});
