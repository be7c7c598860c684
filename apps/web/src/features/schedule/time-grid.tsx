import { useLayoutEffect, useMemo, useRef } from 'react';
import { Box } from '@mui/material';
import {
  MINUTES_PER_DAY,
  minutesIntoDay,
  offShiftSlots,
  type MinuteRange,
  type StaffShift,
} from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { blockStyles } from './block-styles.ts';
import { DayColumn } from './day-column.tsx';
import { eventsOfDay } from './day-events.ts';
import { layoutDay, type DayLayout } from './event-layout.ts';
import { GUTTER_PX, minuteToPx } from './grid-metrics.ts';
import { HourGutter } from './hour-gutter.tsx';
import { useFillHeight } from '../../ui/use-fill-height.ts';
import { useLatest } from '../../ui/use-latest.ts';
import { useBlocksSideBySide } from './use-blocks-side-by-side.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { WeekHeader } from './week-header.tsx';

export interface TimeGridProps {
  /** The days shown, one column each (the day view has one). */
  days: string[];
  selectedDay: string;
  today: string;
  appointments: readonly LocalAppointment[];
  clients: Map<number, ClientData>;
  shifts: readonly StaffShift[];
  /** spec 1 §9: at most 8 side by side, 4 on handhelds; fewer where they would not each be a touch target wide. */
  maxShown: number;
  isDayDisabled: (day: string) => boolean;
  onSlot: (day: string, minute: number) => void;
  /** With it, the week view's day names open a day. */
  onOpenDay?: (day: string) => void;
  /** The region's name for screen readers. */
  label: string;
  bottomGapPx: number;
  /** Room after the day's last hour, so that a button floating over the grid's end never covers a late block. */
  endRoomPx?: number;
  timeZone: string;
}

const NO_BLOCKS: DayLayout<LocalAppointment> = { shown: [], more: [] };

/** Where a day with neither shifts nor visits opens: the usual start of a working day. */
const USUAL_START_MINUTE = 8 * 60;
const SCROLL_LEAD_MINUTES = 60;

/** The day or week time grid of 15-minute slots (spec 1 §9), scrolling inside itself. */
export function TimeGrid(props: TimeGridProps) {
  const { days, appointments, shifts, maxShown, timeZone, today } = props;
  const scroller = useRef<HTMLDivElement>(null);
  useFillHeight(scroller, props.bottomGapPx);
  const sideBySide = useBlocksSideBySide(scroller, days.length, maxShown);
  const nowMillis = useMinuteClock();
  const columns = useMemo(
    () =>
      days.map((day) => ({
        day,
        layout:
          sideBySide === null ? NO_BLOCKS : layoutDay(eventsOfDay(appointments, day, timeZone), sideBySide),
        // Without any shift on record there is nothing to mark: shading the whole day would say nothing.
        offShift: shifts.length > 0 ? offShiftSlots({ shifts, day }) : ([] as MinuteRange[]),
      })),
    [days, appointments, shifts, sideBySide, timeZone],
  );
  const nowMinute = minutesIntoDay(nowMillis, timeZone);

  // On opening a day or a week: to an hour before now on today, else to the start of work or of the first visit.
  const daysKey = days.join();
  const hasAppointments = appointments.length > 0;
  const measured = sideBySide !== null;
  const scrollTarget = useLatest((): number => {
    if (days.includes(today)) return nowMinute;
    const starts = columns.flatMap(({ layout, offShift }) => [
      ...layout.shown.map((placed) => placed.startMinute),
      ...(offShift[0]?.startMinute === 0 && offShift[0].endMinute < MINUTES_PER_DAY
        ? [offShift[0].endMinute]
        : []),
    ]);
    return starts.length > 0 ? Math.min(...starts) : USUAL_START_MINUTE;
  });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !measured) return;
    element.scrollTop = minuteToPx(Math.max(0, scrollTarget.current() - SCROLL_LEAD_MINUTES));
    // Only when the days change or their appointments arrive (or are first laid out): a sync or the clock must not
    // pull the grid away from where the user scrolled.
  }, [daysKey, hasAppointments, measured, scrollTarget]);

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={props.label}
      tabIndex={0}
      data-testid="schedule-grid"
      sx={(theme) => ({
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        ...blockStyles(theme),
      })}
    >
      {props.onOpenDay && days.length > 1 && (
        <WeekHeader
          days={days}
          selectedDay={props.selectedDay}
          today={today}
          isDayDisabled={props.isDayDisabled}
          onOpenDay={props.onOpenDay}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${GUTTER_PX}px repeat(${days.length}, minmax(0, 1fr))`,
          pt: 1,
          pb: `${8 + (props.endRoomPx ?? 0)}px`,
        }}
      >
        <HourGutter />
        {columns.map(({ day, layout, offShift }) => (
          <DayColumn
            key={day}
            day={day}
            layout={layout}
            offShift={offShift}
            nowMinute={day === today ? nowMinute : null}
            disabled={props.isDayDisabled(day)}
            onSlot={props.onSlot}
            clients={props.clients}
            timeZone={timeZone}
          />
        ))}
      </Box>
    </Box>
  );
}
