import { describe, expect, it } from 'vitest';
import { FIT_WIDTH, READABLE_SCALE, ZOOM_STEPS, nextZoom, openingZoom } from './zoom-steps.ts';

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

  it('opens fitted to the width where that is readable, and enlarged to readable on a phone (issue 30)', () => {
    // A Letter page (612 points) on a tablet's 848 px: 1.39 px a point, readable as it is.
    expect(openingZoom(848, 612)).toBe(FIT_WIDTH);
    // On a phone's 342 px, 0.56 px a point: enlarged until the 10-point text is 12 px.
    const zoom = openingZoom(342, 612);
    expect(zoom).toBe(2.15);
    expect((342 / 612) * zoom).toBeGreaterThanOrEqual(READABLE_SCALE);
    // Zooming in and out from there goes to the neighbouring steps.
    expect(nextZoom(zoom, 1)).toBe(2.5);
    expect(nextZoom(zoom, -1)).toBe(2);
  });

  it('fits to the width until the area has a width', () => {
    expect(openingZoom(0, 612)).toBe(FIT_WIDTH);
  });
});
