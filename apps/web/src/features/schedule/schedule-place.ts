import { isDateString, weekOfDay } from '@carevisit/core';
import type { LayoutKind } from '../../ui/use-layout.ts';

// spec 1 §2 /schedule: Day and Week views on tablets, a day calendar on handhelds.
export type ScheduleView = 'day' | 'week';

/** Where the schedule stands: the selected day (yyyy-MM-dd) and the view. */
export interface SchedulePlace {
  day: string;
  view: ScheduleView;
}

export const PLACE_PARAM = { day: 'day', view: 'view' } as const;

export interface PlaceContext {
  today: string;
  layout: LayoutKind;
  isDayDisabled: (day: string) => boolean;
}

/**
 * The place a URL names (?day=yyyy-MM-dd&view=week), so back, forward and reload keep it. A missing or
 * malformed day, or one outside the schedule window (spec 1 §5: navigation is blocked there), is today; a
 * handheld always shows a day.
 */
export function placeOf(
  params: URLSearchParams,
  { today, layout, isDayDisabled }: PlaceContext,
): SchedulePlace {
  const asked = params.get(PLACE_PARAM.day) ?? '';
  const day = isDateString(asked) && !isDayDisabled(asked) ? asked : today;
  const view = layout === 'tablet' && params.get(PLACE_PARAM.view) === 'week' ? 'week' : 'day';
  return { day, view };
}

/** The calendar days a view shows: the day, or its week (Sunday to Saturday). */
export function visibleDays({ day, view }: SchedulePlace): string[] {
  return view === 'week' ? weekOfDay(day) : [day];
}
