import type { PointGroup } from 'signature_pad';

export interface Box {
  width: number;
  height: number;
}

/** Strokes as drawn (signature_pad's point data), in CSS pixels of the box they were drawn in. */
export interface Drawing extends Box {
  strokes: PointGroup[];
}

/**
 * The even scale that puts a drawing made in one box into another: never stretched (one factor for both axes),
 * never cut (it fits), never enlarged past the size it was drawn at. A box with no area (a hidden pad) keeps it.
 */
export function fitScale(drawn: Box, box: Box): number {
  if (drawn.width <= 0 || drawn.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  return Math.min(1, box.width / drawn.width, box.height / drawn.height);
}

/** The strokes with every point and pen width multiplied by `scale`, from the pad's top left corner. */
export function scaleStrokes(strokes: readonly PointGroup[], scale: number): PointGroup[] {
  return strokes.map((stroke) => ({
    ...stroke,
    dotSize: stroke.dotSize * scale,
    minWidth: stroke.minWidth * scale,
    maxWidth: stroke.maxWidth * scale,
    points: stroke.points.map((point) => ({ ...point, x: point.x * scale, y: point.y * scale })),
  }));
}

/**
 * The drawing after a stroke: the pad's strokes, shown at `scale` of the drawing, taken back to the drawing's own
 * size, so turning the screen back shows every stroke at the size it belongs to. The first stroke starts the
 * drawing in the box it was drawn in.
 */
export function withStrokes(
  drawing: Drawing | null,
  shown: readonly PointGroup[],
  scale: number,
  box: Box,
): Drawing {
  if (!drawing) return { strokes: [...shown], width: box.width, height: box.height };
  return { ...drawing, strokes: scaleStrokes(shown, 1 / scale) };
}
