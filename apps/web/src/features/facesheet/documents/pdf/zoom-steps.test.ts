import { describe, expect, it } from 'vitest';
import { FIT_WIDTH, ZOOM_STEPS, nextZoom } from './zoom-steps.ts';

describe('viewer zoom steps', () => {
  it('steps in and out from fit to width', () => {
    expect(nextZoom(FIT_WIDTH, 1)).toBe(1.25);
    expect(nextZoom(FIT_WIDTH, -1)).toBe(0.75);
  });

  it('stops at the ends', () => {
    expect(nextZoom(ZOOM_STEPS[ZOOM_STEPS.length - 1]!, 1)).toBe(3);
    expect(nextZoom(ZOOM_STEPS[0], -1)).toBe(0.5);
  });

  it('goes to the neighbouring step from a level between steps', () => {
    expect(nextZoom(1.1, 1)).toBe(1.25);
    expect(nextZoom(1.1, -1)).toBe(1);
  });
});
