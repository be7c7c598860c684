import { CALENDAR } from '@carevisit/core';

/** Height of an hour row: a 15-minute slot (spec 1 §9) gets 18 px, room for one line of text. */
export const HOUR_PX = 72;
const SLOT_PX = HOUR_PX / CALENDAR.slotsPerHour;
export const DAY_PX = HOUR_PX * 24;
/** Width of the hour labels at the left of the grid. */
export const GUTTER_PX = 60;

export const minuteToPx = (minute: number): number => (minute * HOUR_PX) / 60;

/** The 15-minute slot a point of a day column lies in, as minutes after midnight. */
export function slotAt(offsetPx: number): number {
  const slot = Math.floor(offsetPx / SLOT_PX);
  return Math.min(Math.max(slot, 0), 24 * CALENDAR.slotsPerHour - 1) * CALENDAR.slotMinutes;
}
