/** Zoom levels of the viewer, as multiples of the page fitted to the screen's width (1). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
export const FIT_WIDTH = 1;

/**
 * The smallest scale, in CSS pixels per PDF point, at which the PDFs' 10-point body text reads: 12 px, the app's
 * own smallest text (MUI's caption). Fitted to a phone's width, a Letter page draws it at about 5.6 px (issue 30).
 */
export const READABLE_SCALE = 1.2;

/**
 * The zoom a page opens at, in an area `width` CSS pixels wide, for a page `pageWidth` points wide: fitted to the
 * width where that draws its text readably (a tablet), else enlarged until it does (a phone, the page then
 * scrolling sideways), in whole percent.
 */
export function openingZoom(width: number, pageWidth: number): number {
  if (width <= 0 || pageWidth <= 0) return FIT_WIDTH;
  const readable = Math.ceil(((READABLE_SCALE * pageWidth) / width) * 100) / 100;
  return Math.max(FIT_WIDTH, readable);
}

/** The next zoom level in or out from the current one; the last level stays where it is. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const index = ZOOM_STEPS.findIndex((step) => step >= current - 1e-9);
  const at = index === -1 ? ZOOM_STEPS.length - 1 : index;
  const exact = Math.abs((ZOOM_STEPS[at] ?? current) - current) < 1e-9;
  const target = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return ZOOM_STEPS[Math.min(Math.max(target, 0), ZOOM_STEPS.length - 1)] ?? current;
}
