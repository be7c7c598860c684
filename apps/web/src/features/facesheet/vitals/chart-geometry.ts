import type { TrendLine } from '@carevisit/core';

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept around the plot so the end points and their marks are not clipped. */
  padding: number;
}

interface PlottedPoint {
  x: number;
  y: number;
  value: number;
  millis: number;
}

interface PlottedLine {
  measure: TrendLine['measure'];
  points: PlottedPoint[];
  /** The SVG path through the points, 'M x y L x y ...'. */
  path: string;
}

export interface Plot {
  lines: PlottedLine[];
  min: number;
  max: number;
}

/**
 * Places trend lines in a chart box: time runs left to right over the readings' span, values bottom to top over
 * their range with a margin so a flat line sits mid-chart instead of on an edge. Lines of one chart (systolic and
 * diastolic) share both scales, so the gap between them reads true.
 */
export function plotTrend(lines: readonly TrendLine[], box: ChartBox): Plot {
  const points = lines.flatMap((line) => line.points);
  const values = points.map((point) => point.value);
  const times = points.map((point) => point.millis);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = high === low ? Math.max(1, Math.abs(high) * 0.1) : (high - low) * 0.15;
  const min = low - margin;
  const max = high + margin;
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  const xOf = (millis: number) =>
    box.padding + (span === 0 ? innerWidth / 2 : ((millis - first) / span) * innerWidth);
  const yOf = (value: number) => box.padding + ((max - value) / (max - min)) * innerHeight;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    min,
    max,
    lines: lines.map((line) => {
      const plotted = line.points.map((point) => ({
        x: round(xOf(point.millis)),
        y: round(yOf(point.value)),
        value: point.value,
        millis: point.millis,
      }));
      return {
        measure: line.measure,
        points: plotted,
        path: plotted.map((point, i) => `${i === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' '),
      };
    }),
  };
}
