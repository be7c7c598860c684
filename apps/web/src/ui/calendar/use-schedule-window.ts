import { useMemo } from 'react';
import {
  dateInZone,
  isDayWithin,
  scheduleWindowBounds,
  scheduleNavigation,
  type CalendarView,
  type ScheduleNavigation,
} from '@carevisit/core';
import { now } from '../../platform/clock.ts';

export interface ScheduleWindow {
  /** Today in the time zone (yyyy-MM-dd). */
  today: string;
  /** spec 1 §2, §5: days outside 7 back to 30 ahead are greyed out and cannot be selected. */
  isDayDisabled: (day: string) => boolean;
  /** Where the previous and next steps of `view` lead from `day`; null where the window blocks them. */
  navigation: ScheduleNavigation;
}

/**
 * The schedule window (spec 1 §5) by the device's clock, for a calendar showing `day` in `view`, in the
 * organization's time zone. The window only moves when the date does, so it is worked out again only then.
 */
export function useScheduleWindow(day: string, view: CalendarView, timeZone: string): ScheduleWindow {
  const today = dateInZone(now(), timeZone);
  return useMemo(() => {
    const current = now();
    const bounds = scheduleWindowBounds(current, timeZone);
    return {
      today,
      isDayDisabled: (candidate: string) => !isDayWithin(bounds, candidate),
      navigation: scheduleNavigation({ day, view, now: current, timeZone }),
    };
  }, [today, day, view, timeZone]);
}
