import { CALENDAR, TOUCH_TARGET_PX } from '@carevisit/core';

/** Height of an hour row: a 15-minute slot (spec 1 §9) gets 18 px, room for one line of text. */
export const HOUR_PX = 72;
const SLOT_PX = HOUR_PX / CALENDAR.slotsPerHour;
export const DAY_PX = HOUR_PX * 24;
/** Width of the hour labels at the left of the grid. */
export const GUTTER_PX = 60;

export const minuteToPx = (minute: number): number => (minute * HOUR_PX) / 60;

/** Space kept between blocks that follow one another and beside each other, in pixels. */
export const BLOCK_GAP_PX = 2;
/**
 * The least time a block stands for on the grid, so that it is a full touch target (core's TOUCH_TARGET_PX; issue 36: a 10-minute
 * appointment was a 16 px block): a shorter appointment is drawn this long and pushes the next one aside.
 */
export const MIN_BLOCK_MINUTES = Math.ceil(((TOUCH_TARGET_PX + BLOCK_GAP_PX) * 60) / HOUR_PX);

/**
 * How many blocks fit side by side in a day column with `innerPx` inside its border, each a touch target wide (core's
 * TOUCH_TARGET_PX, WCAG 2.5.8): a week on a tablet has room for two in a day, where eight made 16 px slivers
 * that no finger could pick out (issue 33 item 4). The rest of a crowded time goes to its '+n more' block.
 */
export function blocksSideBySide(innerPx: number): number {
  return Math.max(1, Math.floor(innerPx / (TOUCH_TARGET_PX + BLOCK_GAP_PX)));
}

/** The 15-minute slot a point of a day column lies in, as minutes after midnight. */
export function slotAt(offsetPx: number): number {
  const slot = Math.floor(offsetPx / SLOT_PX);
  return Math.min(Math.max(slot, 0), 24 * CALENDAR.slotsPerHour - 1) * CALENDAR.slotMinutes;
}
