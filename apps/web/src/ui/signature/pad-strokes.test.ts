import { describe, expect, it } from 'vitest';
import type { PointGroup } from 'signature_pad';
import { fitScale, scaleStrokes, withStrokes } from './pad-strokes.ts';

const stroke = (points: [number, number][]): PointGroup => ({
  dotSize: 0,
  minWidth: 0.8,
  maxWidth: 2.8,
  penColor: '#000',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: points.map(([x, y], time) => ({ x, y, pressure: 0.5, time })),
});

const PORTRAIT = { width: 358, height: 220 };
const LANDSCAPE = { width: 812, height: 220 };

describe('signature strokes kept as vectors (issue 16 item 2)', () => {
  it('fits a drawing evenly into a narrower box, and never enlarges one drawn in a smaller box', () => {
    expect(fitScale(LANDSCAPE, PORTRAIT)).toBeCloseTo(358 / 812);
    expect(fitScale(PORTRAIT, LANDSCAPE)).toBe(1);
    expect(fitScale(PORTRAIT, { width: 358, height: 110 })).toBe(0.5);
    expect(fitScale(PORTRAIT, { width: 0, height: 0 })).toBe(1);
  });

  it('scales points and pen widths by one factor, keeping the proportions', () => {
    const [scaled] = scaleStrokes(
      [
        stroke([
          [100, 50],
          [300, 150],
        ]),
      ],
      0.5,
    );
    expect(scaled!.points.map(({ x, y }) => [x, y])).toEqual([
      [50, 25],
      [150, 75],
    ]);
    expect([scaled!.minWidth, scaled!.maxWidth]).toEqual([0.4, 1.4]);
    expect(scaled!.points[0]).toMatchObject({ pressure: 0.5, time: 0 });
  });

  it('keeps a stroke added on the turned screen at the drawing’s own size, so turning back restores all', () => {
    const first = withStrokes(null, [stroke([[700, 100]])], 1, LANDSCAPE);
    expect(first).toMatchObject(LANDSCAPE);
    const scale = fitScale(first, PORTRAIT);
    const shown = [...scaleStrokes(first.strokes, scale), stroke([[100, 100]])];
    const both = withStrokes(first, shown, scale, PORTRAIT);
    expect(both).toMatchObject(LANDSCAPE);
    expect(both.strokes[0]!.points[0]!.x).toBeCloseTo(700);
    expect(both.strokes[1]!.points[0]!.x).toBeCloseTo(100 / scale);
    expect(fitScale(both, LANDSCAPE)).toBe(1);
  });
});
