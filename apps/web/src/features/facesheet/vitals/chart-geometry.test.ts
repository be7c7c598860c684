import { describe, expect, it } from 'vitest';
import { plotTrend } from './chart-geometry.ts';

const box = { width: 220, height: 120, padding: 10 };

describe('plotTrend', () => {
  it('runs time left to right and values bottom to top', () => {
    const { lines } = plotTrend(
      [
        {
          measure: 'weight',
          points: [
            { millis: 0, value: 180 },
            { millis: 50, value: 190 },
            { millis: 100, value: 200 },
          ],
        },
      ],
      box,
    );
    const [first, middle, last] = lines[0]!.points;
    expect([first!.x, middle!.x, last!.x]).toEqual([10, 110, 210]);
    expect(first!.y).toBeGreaterThan(middle!.y);
    expect(middle!.y).toBeGreaterThan(last!.y);
    expect(middle!.y).toBe(60);
    expect(lines[0]!.path).toBe(`M 10 ${first!.y} L 110 60 L 210 ${last!.y}`);
  });

  it('keeps every point inside the padding', () => {
    const { lines } = plotTrend(
      [
        {
          measure: 'pain',
          points: [
            { millis: 0, value: 0 },
            { millis: 10, value: 10 },
          ],
        },
      ],
      box,
    );
    for (const point of lines[0]!.points) {
      expect(point.y).toBeGreaterThanOrEqual(10);
      expect(point.y).toBeLessThanOrEqual(110);
    }
  });

  it('shares one scale between the lines of a chart', () => {
    const plot = plotTrend(
      [
        {
          measure: 'bPSystolic',
          points: [
            { millis: 0, value: 140 },
            { millis: 10, value: 120 },
          ],
        },
        {
          measure: 'bPDiastolic',
          points: [
            { millis: 0, value: 90 },
            { millis: 10, value: 80 },
          ],
        },
      ],
      box,
    );
    expect(plot.min).toBeLessThan(80);
    expect(plot.max).toBeGreaterThan(140);
    expect(plot.lines[1]!.points[0]!.y).toBeGreaterThan(plot.lines[0]!.points[0]!.y);
  });

  it('centres a single reading', () => {
    const { lines } = plotTrend([{ measure: 'bmi', points: [{ millis: 5, value: 24.5 }] }], box);
    expect(lines[0]!.points[0]).toMatchObject({ x: 110, y: 60 });
    expect(lines[0]!.path).toBe('M 110 60');
  });
});
