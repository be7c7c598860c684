import { lighten, type CSSObject, type Theme } from '@mui/material/styles';
import { appointmentStatuses, TOUCH_TARGET_PX } from '@carevisit/core';
import { STATUS_COLOUR, statusClass } from './event-tone.ts';

// The time grid's blocks are plain elements styled by class from one rule set on the grid: a week holds hundreds
// of them, and per-element `sx` made Emotion work out every block's styles anew (bench/week-view.bench.ts).
// Lengths are written in px: `sx` reads some bare numbers as theme units (padding 3 = 24 px).

const MENU_PX = TOUCH_TARGET_PX;
const MENU_ICON_PX = 18;
// The icon sits in the block's top right corner as it always did; its 44 px touch target reaches down and left over
// the block's edge of the text, so the lines keep their room (the time clears the icon only).
const MENU_ICON_INSET_PX = 3;
const MENU_REACH_PX = MENU_PX - MENU_ICON_PX - MENU_ICON_INSET_PX;

/** Class names of the blocks' parts. */
export const BLOCK = {
  event: 'grid-event',
  rejected: 'grid-rejected',
  open: 'grid-event-open',
  line: 'grid-line',
  time: 'grid-time',
  end: 'grid-end',
  name: 'grid-name',
  status: 'grid-status',
  sync: 'grid-sync',
  menu: 'grid-menu',
  more: 'grid-more',
  moreLong: 'grid-more-long',
  moreShort: 'grid-more-short',
} as const;

// In a block narrower than this the menu button would cover the start time: it hides, and tapping the block opens
// the menu instead (grid-event.tsx), as do its context menu (right click, long press on Android, the menu key).
// Every block is a touch target tall (grid-metrics.ts), so the button always fits its height.
const TOO_SMALL_FOR_MENU = `@container (max-width: ${2 * MENU_PX - 1}px)`;
// A narrow block (the week view) shows the start only; its name for screen readers has the whole range.
const NARROW = '@container (max-width: 159px)';
// The least block (a touch target, grid-metrics.ts) has room for the time and the name; the status and the sync
// state show from the next line's height on, never half cut.
const ROOM_FOR_TWO_LINES = '@container (max-height: 53px)';

const c = (name: string) => `& .${name}`;

export function blockStyles(theme: Theme): CSSObject {
  const toneRules = Object.fromEntries(
    appointmentStatuses.map((status) => [
      c(statusClass(status)),
      {
        backgroundColor: lighten(STATUS_COLOUR[status], 0.86),
        borderLeftColor: STATUS_COLOUR[status],
        '&:hover': { backgroundColor: lighten(STATUS_COLOUR[status], 0.78) },
      },
    ]),
  );
  const focus = { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' };
  return {
    [c(BLOCK.event)]: {
      position: 'absolute',
      zIndex: 1,
      containerType: 'size',
      borderRadius: '6px',
      overflow: 'hidden',
      borderLeft: '4px solid',
    },
    ...toneRules,
    // A record the server refused stands out until the user fixes or discards it (principle 5).
    [c(BLOCK.rejected)]: { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: '-2px' },
    [c(BLOCK.open)]: {
      position: 'absolute',
      inset: 0,
      // A button centres its content; the lines start at the top like the appointment does.
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-start',
      width: '100%',
      margin: 0,
      padding: '2px 6px',
      border: 0,
      background: 'none',
      color: theme.palette.text.primary,
      font: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      '&:focus-visible': focus,
      // A sliver (many side by side in a week) has no room for a word: its colour and its name must do.
      '@container (max-width: 39px)': { '& > span': { display: 'none' } },
    },
    [c(BLOCK.line)]: {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      // The block's height is the appointment's: lines that do not fit are cut, never squeezed together.
      flexShrink: 0,
    },
    [c(BLOCK.time)]: {
      ...theme.typography.caption,
      fontWeight: 600,
      lineHeight: '18px',
      paddingRight: `${MENU_ICON_PX + 2 * MENU_ICON_INSET_PX}px`,
      [TOO_SMALL_FOR_MENU]: { paddingRight: 0 },
    },
    [c(BLOCK.end)]: { [NARROW]: { display: 'none' } },
    [c(BLOCK.name)]: {
      fontSize: '0.8125rem',
      fontWeight: 700,
      lineHeight: 1.25,
      // A name gets two lines when the block is tall enough for them and the status (an hour is).
      '@container (min-height: 68px)': {
        whiteSpace: 'normal',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        wordBreak: 'break-word',
      },
    },
    [c(BLOCK.status)]: {
      ...theme.typography.caption,
      lineHeight: 1.4,
      color: theme.palette.text.secondary,
      [ROOM_FOR_TWO_LINES]: { display: 'none' },
    },
    [c(BLOCK.sync)]: {
      ...theme.typography.caption,
      lineHeight: 1.4,
      fontWeight: 700,
      color: theme.palette.text.secondary,
      '& svg': { fontSize: '13px', verticalAlign: '-2px', marginRight: '2px' },
      [ROOM_FOR_TWO_LINES]: { display: 'none' },
    },
    [`${c(BLOCK.rejected)} .${BLOCK.sync}`]: { color: theme.palette.error.main },
    [c(BLOCK.menu)]: {
      position: 'absolute',
      top: 0,
      right: 0,
      '& button': {
        display: 'inline-flex',
        margin: 0,
        padding: `${MENU_ICON_INSET_PX}px ${MENU_ICON_INSET_PX}px ${MENU_REACH_PX}px ${MENU_REACH_PX}px`,
        border: 0,
        background: 'none',
        color: theme.palette.action.active,
        cursor: 'pointer',
        '&:hover svg': { backgroundColor: theme.palette.action.hover, borderRadius: '50%' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      },
      '& svg': { fontSize: `${MENU_ICON_PX}px`, width: `${MENU_ICON_PX}px`, height: `${MENU_ICON_PX}px` },
      // Hidden but in place: the context menu still opens it beside the block.
      [TOO_SMALL_FOR_MENU]: { visibility: 'hidden' },
    },
    [c(BLOCK.more)]: {
      position: 'absolute',
      zIndex: 1,
      containerType: 'inline-size',
      padding: '4px 0 0',
      borderRadius: '6px',
      border: `1px dashed ${theme.palette.primary.main}`,
      backgroundColor: lighten(theme.palette.primary.main, 0.94),
      color: theme.palette.primary.main,
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 700,
      textAlign: 'center',
      cursor: 'pointer',
      '&:hover': { backgroundColor: lighten(theme.palette.primary.main, 0.86) },
      '&:focus-visible': focus,
    },
    // A narrow column has room for '+2' only.
    [c(BLOCK.moreLong)]: { '@container (max-width: 59px)': { display: 'none' } },
    [c(BLOCK.moreShort)]: { display: 'none', '@container (max-width: 59px)': { display: 'inline' } },
  };
}
