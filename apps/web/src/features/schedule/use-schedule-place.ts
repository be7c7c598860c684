import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { dateInZone, isDayInScheduleWindow } from '@carevisit/core';
import { now } from '../../platform/clock.ts';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { PLACE_PARAM, placeOf, type SchedulePlace } from './schedule-place.ts';

export interface SchedulePlaceState {
  place: SchedulePlace;
  today: string;
  /** Moves the schedule, as a new history entry, leaving the other query parameters (the dialog's) alone. */
  go: (next: Partial<SchedulePlace>) => void;
}

/** The schedule's day and view, kept in the URL so back, forward and reload keep the place. */
export function useSchedulePlace(timeZone: string): SchedulePlaceState {
  const [params, setParams] = useSearchParams();
  const layout = useLayoutKind();
  const current = now();
  const today = dateInZone(current, timeZone);
  const place = placeOf(params, {
    today,
    layout,
    isDayDisabled: (day) => !isDayInScheduleWindow(day, current, timeZone),
  });
  const { day, view } = place;
  const go = useCallback(
    (next: Partial<SchedulePlace>) =>
      setParams((query) => {
        query.set(PLACE_PARAM.day, next.day ?? day);
        // A handheld has the day calendar only; its URL does not carry a view.
        if (layout === 'tablet') query.set(PLACE_PARAM.view, next.view ?? view);
        return query;
      }),
    [setParams, day, view, layout],
  );
  return { place, today, go };
}
