import { useMediaQuery } from '@mui/material';
import { HANDHELD_BREAKPOINT_PX } from '@carevisit/core';

export type LayoutKind = 'handheld' | 'tablet';

/** The app header's height on every layout: what stays in view above anything held at the top of a page. */
export const APP_HEADER_HEIGHT_PX = 56;

/** spec 1 §1: the handheld layout below 601 px, the tablet layout from there up. */
export function useLayoutKind(): LayoutKind {
  return useMediaQuery(`(max-width:${HANDHELD_BREAKPOINT_PX - 1}px)`, { noSsr: true })
    ? 'handheld'
    : 'tablet';
}
