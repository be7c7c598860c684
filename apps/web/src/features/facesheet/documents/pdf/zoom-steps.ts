/** Zoom levels of the viewer, as multiples of the page fitted to the screen's width (1). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
export const FIT_WIDTH = 1;

/** The next zoom level in or out from the current one; the last level stays where it is. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const index = ZOOM_STEPS.findIndex((step) => step >= current - 1e-9);
  const at = index === -1 ? ZOOM_STEPS.length - 1 : index;
  const exact = Math.abs((ZOOM_STEPS[at] ?? current) - current) < 1e-9;
  const target = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return ZOOM_STEPS[Math.min(Math.max(target, 0), ZOOM_STEPS.length - 1)] ?? current;
}
